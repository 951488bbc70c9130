import type { Kysely } from 'kysely';

/** Each stored schedule (ARCHITECTURE §18); the choices per insight type are JSON. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('schedules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_whatsapp_id', 'text', (c) => c.notNull())
    .addColumn('interval_hours', 'real', (c) => c.notNull())
    .addColumn('minimum_messages', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('next_run_time', 'text', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('failure_count', 'integer', (c) => c.notNull())
    .addColumn('last_failure_time', 'text')
    .addColumn('last_failure_reason', 'text')
    .addColumn('wisdom', 'text', (c) => c.notNull())
    .addColumn('looped', 'text', (c) => c.notNull())
    .addColumn('astrology', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('schedules_user').on('schedules').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('schedules').execute();
}
