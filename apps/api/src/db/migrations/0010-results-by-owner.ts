import type { Kysely } from 'kysely';

/** 'Your insights' pages through an account's results, newest first: one index serves the order and the cursor. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('results_owner_time').on('results').columns(['user_id', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('results_owner_time').execute();
}
