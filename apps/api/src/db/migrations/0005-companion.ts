import type { Kysely } from 'kysely';

/** Each account's companion: the wisdom that guides its voice and the language it writes in. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('companion_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('wisdom_title', 'text')
    .addColumn('language', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('companion_settings').execute();
}
