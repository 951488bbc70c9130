import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseConfig {
  /** PostgreSQL when set; otherwise SQLite. */
  databaseUrl?: string | undefined;
  sqliteFile: string;
}

// Epoch-ms columns are bigint in PostgreSQL, which pg returns as strings by default; they fit a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Opens the database and migrates it to the latest schema. */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  let db: Db;
  if (config.databaseUrl) {
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.databaseUrl, max: 10 }) }),
    });
  } else {
    if (config.sqliteFile !== ':memory:') mkdirSync(dirname(config.sqliteFile), { recursive: true });
    const sqlite = new SQLite(config.sqliteFile);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  await migrateToLatest(db as Kysely<unknown>);
  return db;
}
