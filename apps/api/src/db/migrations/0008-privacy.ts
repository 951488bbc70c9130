import { sql, type Kysely } from 'kysely';

/**
 * Everything kept about a person goes with their account (docs/privacy.md): the WhatsApp credentials and
 * keys get a foreign key to the user (they had none, so a deleted account's link could be re-opened), an
 * outbox row goes with its run, a Google confirmation is tied to its account, and a session remembers when
 * its person last confirmed who they are. Tables that gain a foreign key are rebuilt (SQLite cannot add
 * one); rows of accounts that no longer exist are not carried over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wa_creds_new')
    .addColumn('session_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('creds', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into wa_creds_new (session_id, creds, updated_at)
    select session_id, creds, updated_at from wa_creds where session_id in (select id from users)`.execute(db);
  await db.schema.dropTable('wa_creds').execute();
  await db.schema.alterTable('wa_creds_new').renameTo('wa_creds').execute();

  await db.schema
    .createTable('wa_keys_new')
    .addColumn('session_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('wa_keys_session_type_id', ['session_id', 'type', 'id'])
    .execute();
  await sql`insert into wa_keys_new (session_id, type, id, value)
    select session_id, type, id, value from wa_keys where session_id in (select id from users)`.execute(db);
  await db.schema.dropTable('wa_keys').execute();
  await db.schema.alterTable('wa_keys_new').renameTo('wa_keys').execute();

  await db.schema
    .createTable('whatsapp_outbox_new')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('run_id', 'text', (c) => c.notNull().unique().references('schedule_runs.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('wa_message_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into whatsapp_outbox_new
    select id, run_id, user_id, text, status, wa_message_id, created_at, updated_at from whatsapp_outbox
    where run_id in (select id from schedule_runs) and user_id in (select id from users)`.execute(db);
  await db.schema.dropTable('whatsapp_outbox').execute();
  await db.schema.alterTable('whatsapp_outbox_new').renameTo('whatsapp_outbox').execute();
  await db.schema.createIndex('whatsapp_outbox_state').on('whatsapp_outbox').column('status').execute();

  // Inactive schedules were kept after WhatsApp was removed; now a removal deletes them (their runs cascade).
  await sql`delete from schedules where active = 0`.execute(db);

  await db.schema
    .alterTable('oauth_flows')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('sign-in'))
    .execute();
  await db.schema
    .alterTable('oauth_flows')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('sessions').addColumn('confirmed_at', 'bigint').execute();
  await db.schema.createIndex('results_created').on('results').column('created_at').execute();
  await db.schema.createIndex('buffered_messages_contact').on('buffered_messages').columns(['schedule_id', 'contact_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('buffered_messages_contact').execute();
  await db.schema.dropIndex('results_created').execute();
  await db.schema.alterTable('sessions').dropColumn('confirmed_at').execute();
  await db.schema.alterTable('oauth_flows').dropColumn('user_id').execute();
  await db.schema.alterTable('oauth_flows').dropColumn('purpose').execute();
}
