import type { Kysely } from 'kysely';

/**
 * What each reading concluded about a conversation, per schedule and contact, sealed: the next reading says
 * what changed since (docs/privacy.md). Counts and labels only, never a word of the chat; it goes with the
 * schedule (and so with the account).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('relationship_memory')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('schedule_id', 'text', (c) => c.notNull().references('schedules.id').onDelete('cascade'))
    .addColumn('contact_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sealed', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('relationship_memory_contact')
    .on('relationship_memory')
    .columns(['schedule_id', 'contact_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('relationship_memory').execute();
}
