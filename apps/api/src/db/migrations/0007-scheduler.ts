import type { Kysely } from 'kysely';

/**
 * What running schedules needs (ARCHITECTURE §19): the next run as epoch ms (claimed by compare-and-set),
 * one row per occurrence (unique per schedule and due time), the sealed message buffer, results, the
 * WhatsApp outbox, and each account's traits and events.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('schedules')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('schedules').addColumn('next_run_at', 'bigint').execute();
  await db.schema.alterTable('schedules').addColumn('last_run_at', 'bigint').execute();
  const rows = await db
    .withTables<{ schedules: { id: string; next_run_time: string } }>()
    .selectFrom('schedules')
    .select(['id', 'next_run_time'])
    .execute();
  for (const row of rows) {
    await db
      .withTables<{ schedules: { id: string; next_run_at: number } }>()
      .updateTable('schedules')
      .set({ next_run_at: Date.parse(row.next_run_time) })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.alterTable('schedules').dropColumn('next_run_time').execute();
  await db.schema.createIndex('schedules_due').on('schedules').columns(['active', 'next_run_at']).execute();

  await db.schema
    .createTable('schedule_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('schedule_id', 'text', (c) => c.notNull().references('schedules.id').onDelete('cascade'))
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('result_id', 'text')
    .addColumn('detail', 'text')
    .addUniqueConstraint('schedule_runs_once', ['schedule_id', 'due_at'])
    .execute();

  await db.schema
    .createTable('buffered_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('schedule_id', 'text', (c) => c.notNull().references('schedules.id').onDelete('cascade'))
    .addColumn('contact_id', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('sealed', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('buffered_messages_schedule').on('buffered_messages').columns(['schedule_id', 'received_at']).execute();

  await db.schema
    .createTable('results')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('schedule_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sealed', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('results_user').on('results').column('user_id').execute();

  await db.schema
    .createTable('whatsapp_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('run_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('wa_message_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('whatsapp_outbox_status').on('whatsapp_outbox').column('status').execute();

  await db.schema
    .createTable('profile_insights')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('sealed', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['profile_insights', 'whatsapp_outbox', 'results', 'buffered_messages', 'schedule_runs']) {
    await db.schema.dropTable(table).execute();
  }
}
