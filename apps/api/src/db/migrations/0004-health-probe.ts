import type { Kysely } from 'kysely';

/** One row the readiness check writes: a database that cannot be written is not ready. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('health_probe')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('checked_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('health_probe').execute();
}
