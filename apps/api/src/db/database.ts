import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { ConfigError } from '../config/config.ts';
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

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The SQLite file, or one line naming `SQLITE_FILE`, the path and what is wrong. Only a regular file (or
 * a path where one can be made) is opened: a directory, a device or a pipe would fail late or block.
 */
function openSqlite(file: string): SQLite.Database {
  const refuse = (why: string) => new ConfigError([`SQLITE_FILE=${JSON.stringify(file)}: ${why}`]);
  if (file === ':memory:') {
    const sqlite = new SQLite(file);
    sqlite.pragma('foreign_keys = ON');
    return sqlite;
  }
  let kind: 'file' | 'other' | 'none' = 'none';
  try {
    kind = statSync(file).isFile() ? 'file' : 'other';
  } catch {
    // Not there yet: made below.
  }
  if (kind === 'other') throw refuse('is not a regular file');
  try {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    // Only the server's user may read it; SQLite gives its -wal and -shm files the database file's mode.
    closeSync(openSync(file, 'a', 0o600));
    chmodSync(file, 0o600);
    const sqlite = new SQLite(file, { timeout: 5000 });
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    return sqlite;
  } catch (error) {
    throw refuse(`cannot open the database (${reason(error)})`);
  }
}

/**
 * A pooled PostgreSQL connection that drops while idle (a server restart, an administrator ending
 * it) is reported on the pool; unheard, the report would end the process. The pool replaces it.
 */
function postgresPool(url: string, onIdleError: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', onIdleError);
  return pool;
}

/** Opens the database and migrates it to the latest schema. */
export async function openDatabase(config: DatabaseConfig, onIdleError: (error: Error) => void = () => undefined): Promise<Db> {
  const db = config.databaseUrl
    ? new Kysely<Database>({ dialect: new PostgresDialect({ pool: postgresPool(config.databaseUrl, onIdleError) }) })
    : new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(config.sqliteFile) }) });
  try {
    await migrateToLatest(db as Kysely<unknown>);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    const variable = config.databaseUrl ? 'DATABASE_URL (value hidden)' : `SQLITE_FILE=${JSON.stringify(config.sqliteFile)}`;
    throw new ConfigError([`${variable}: the database cannot be used (${reason(error)})`]);
  }
  return db;
}

/** Readiness: whether the database answers and takes a write (a read-only file answers reads only). */
export async function databaseWritable(db: Db, now: number): Promise<boolean> {
  try {
    await db
      .insertInto('health_probe')
      .values({ id: 'probe', checked_at: now })
      .onConflict((oc) => oc.column('id').doUpdateSet({ checked_at: now }))
      .execute();
    return true;
  } catch {
    return false;
  }
}
