import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Both hold full account credentials, sealed with the server's key (ARCHITECTURE §13).
  await db.schema
    .createTable('wa_creds')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('creds', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('wa_keys')
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('wa_keys_pk', ['session_id', 'type', 'id'])
    .execute();
  // Names and last-message times only, never message text: what the contact picker shows.
  await db.schema
    .createTable('wa_contacts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('verified_name', 'text')
    .addColumn('push_name', 'text')
    .addColumn('last_message_at', 'bigint')
    .addPrimaryKeyConstraint('wa_contacts_pk', ['user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wa_contacts').execute();
  await db.schema.dropTable('wa_keys').execute();
  await db.schema.dropTable('wa_creds').execute();
}
