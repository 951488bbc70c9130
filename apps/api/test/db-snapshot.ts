import { sql } from 'kysely';
import type { Db } from '../src/db/database.ts';

/** The readiness probe's heartbeat row changes with every health check, by design. */
const heartbeatTables = new Set(['health_probe']);

/**
 * Every row of every table the database has (read from the database itself, so a table added later is
 * compared too): what "nothing changed" means.
 */
export async function snapshotDatabase(db: Db): Promise<string> {
  const tables = (await db.introspection.getTables())
    .map((t) => t.name)
    .filter((name) => !heartbeatTables.has(name))
    .sort();
  const contents: Record<string, unknown[]> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    contents[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return JSON.stringify(contents);
}
