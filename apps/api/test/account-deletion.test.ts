/** Deleting an account (docs/privacy.md): WhatsApp unlinked, nothing keyed by the account left in any table. */
import { accountMessages, type ScheduleJob } from '@app/shared/contracts';
import { resultMessages } from '@app/shared/constants';
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sha256 } from '../src/auth/crypto.ts';
import { authMessages } from '../src/auth/auth-routes.ts';
import type { Db } from '../src/db/database.ts';
import { client } from './http-client.ts';
import { contactsOf, say, schedule, twoMinutes } from './scheduling-support.ts';
import { mailTo, strongPassword } from './support.ts';
import { databases, manualClock, type DatabaseKind } from './test-app.ts';
import { apps, fastQrs, link, next, onDatabase, openSocket, person, phone, start } from './whatsapp-support.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Every table of the schema, as the database itself lists them: a table added later is walked too. */
async function tables(db: Db, kind: DatabaseKind): Promise<string[]> {
  const rows =
    kind === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
          db,
        );
  return rows.rows.map((r) => r.name);
}

/** Each row of every table that mentions one of `needles`, as `table: row`. */
async function rowsMentioning(db: Db, kind: DatabaseKind, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of await tables(db, kind)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    for (const row of rows) {
      const text = JSON.stringify(row);
      if (needles.some((needle) => text.includes(needle))) found.push(`${table}: ${text.slice(0, 200)}`);
    }
  }
  return found;
}

async function deleteAccount(app: Awaited<ReturnType<typeof start>>, cookie: string, body: unknown) {
  const response = await fetch(`${app.url}/api/account/delete`, {
    method: 'POST',
    headers: { cookie, origin: 'http://localhost:3999', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message: string }, setCookie: response.headers.getSetCookie() };
}

describe.each(databases)('deleting an account (%s)', (kind) => {
  onDatabase(kind);

  it('removes everything keyed by the account in every table, unlinks the device, and a restart does not re-open it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'companion-delete-'));
    dirs.push(dir);
    const env = {
      ...fastQrs,
      ...(kind === 'sqlite' ? { SQLITE_FILE: join(dir, 'db.sqlite') } : {}),
      WA_CREDENTIALS_KEY_FILE: join(dir, 'wa.key'),
    };
    const clock = manualClock(Math.floor(Date.now() / 60_000) * 60_000 + 5_000);
    const app = await start(env, { clock, runSchedules: false });
    const ada = await person(app);
    const bob = await person(app);
    await link(app, ada);
    await link(app, bob);
    const [sam, kim] = await contactsOf(ada);
    ada.socket.emit('setCompanionWisdom', { userId: ada.userId, selectedWisdom: 'Stoicism' });
    const job: ScheduleJob = await schedule(app, ada, { wisdom: [sam!], looped: kim!, minimum: 5 });
    await say(app, ada, sam!, ['one', 'two', 'three', 'four', 'five']);
    await say(app, ada, kim!, ['a', 'b', 'c', 'd', 'e']);
    clock.advance(twoMinutes);
    await app.scheduling.engine.tick();
    const [runOfAda] = await app.scheduling.schedules.runs.listOf(job.scheduleId);
    expect(runOfAda?.status).toBe('succeeded');
    const resultId = runOfAda!.result_id!;
    await say(app, ada, sam!, ['waiting for the next run']);
    await client(app.url).post('/api/auth/forgotPassword', { email: ada.email });
    await app.background.idle();
    const bobJob = await schedule(app, bob, { wisdom: [(await contactsOf(bob))[0]!], minimum: 5 });

    const sessionIds = (await app.db.selectFrom('sessions').select('id').where('user_id', '=', ada.userId).execute()).map((s) => s.id);
    expect(sessionIds).toContain(sha256(ada.api.cookie!.split('=')[1]!));
    const me = app.whatsapp.ownNumber(ada.userId);
    expect(me).not.toBe('');
    const needles = [ada.userId, ada.email, me, ...sessionIds];
    // Before: the account is all over the schema.
    expect((await rowsMentioning(app.db, kind, needles)).length).toBeGreaterThan(10);

    const gone = next(ada.socket, 'user-not-found');
    const wrong = await deleteAccount(app, ada.api.cookie!, { password: 'not-my-password1!' });
    expect(wrong).toMatchObject({ status: 401, body: { message: accountMessages.wrongPassword } });
    expect(await app.db.selectFrom('users').select('id').where('id', '=', ada.userId).execute()).toHaveLength(1);

    const deleted = await deleteAccount(app, ada.api.cookie!, { password: strongPassword });
    expect(deleted).toMatchObject({ status: 200, body: { message: accountMessages.deleted } });
    expect(deleted.setCookie.join(';')).toMatch(/companion_session=;/u);
    await gone;

    // After: nothing of it in any table, but the goodbye in the dev mailbox (local mode's stand-in for the person's own inbox).
    const left = await rowsMentioning(app.db, kind, needles);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/^dev_mail: .*Your Companion account has been deleted/u);
    expect((await mailTo(app, ada.email)).map((m) => m.subject)).toEqual(['Your Companion account has been deleted']);
    // The phone's linked device is gone; its credentials too.
    expect(app.simulator!.state(ada.userId)).toBe('logged_out');
    expect(await app.simulator!.hasCredentials(ada.userId)).toBe(false);
    // Another account is untouched.
    expect(await app.scheduling.schedules.listActive(bob.userId)).toHaveLength(1);
    expect((await app.scheduling.schedules.find(bobJob.scheduleId))?.userId).toBe(bob.userId);

    // Signing in answers as for any unknown email; the result's id reads like an unknown one for anyone.
    const login = await client(app.url).post('/api/auth/login', { email: ada.email, password: strongPassword, rememberMe: false });
    expect(login).toMatchObject({ status: 401, body: { message: authMessages.invalidLogin } });
    const unknown = next(bob.socket, 'wisdom-result-error');
    bob.socket.emit('wisdom-result-metadata', { id: resultId });
    expect(await unknown).toEqual({ message: resultMessages.notFound });

    // A restart re-opens Bob's link, never Ada's.
    await app.close({ keepDatabase: true });
    apps.splice(apps.indexOf(app), 1);
    const again = await start({ ...env, ...app.databaseEnv });
    await expect.poll(() => again.simulator!.state(bob.userId), { timeout: 8_000 }).toBe('open');
    expect(again.simulator!.state(ada.userId)).toBe('stopped');
    expect(again.whatsapp.ownNumber(ada.userId)).toBe('');
  });
});

describe('deleting an account: confirmation and other processes', () => {
  it('a wrong password changes nothing, and five wrong tries make the account wait', async () => {
    const app = await start();
    const ada = await person(app);
    for (let i = 0; i < 5; i += 1) expect((await deleteAccount(app, ada.api.cookie!, { password: `wrong-${i}-Aa1!` })).status).toBe(401);
    const refused = await deleteAccount(app, ada.api.cookie!, { password: strongPassword });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many tries\. Please try again in \d+ minutes?\.$/u);
    expect(await app.db.selectFrom('users').select('id').where('id', '=', ada.userId).execute()).toHaveLength(1);
    expect((await deleteAccount(app, 'companion_session=nobody', { password: strongPassword })).status).toBe(401);
  });

  it('a Google account is confirmed by a fresh Google sign-in of the same Google account in this session', async () => {
    const app = await start();
    const cookieOf = (response: Response, name: string) =>
      response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .find((c) => c.startsWith(`${name}=`) && !c.endsWith('='));
    const local = (url: string) => url.replace('http://localhost:3999', app.url);
    /** The popup's flow through the local identity provider, as `email`; answers the callback's page and cookies. */
    async function popup(email: string, session?: string, purpose = '') {
      const started = await fetch(`${app.url}/api/auth/google/start${purpose}`, {
        redirect: 'manual',
        headers: session ? { cookie: session } : {},
      });
      const authorize = new URL(started.headers.get('location')!);
      const form = new URLSearchParams(authorize.searchParams);
      form.set('name', 'Grace Hopper');
      form.set('email', email);
      const chosen = await fetch(`${app.url}/dev/idp/authorize`, { method: 'POST', body: form, redirect: 'manual' });
      const cookie = [cookieOf(started, 'companion_oauth'), session].filter(Boolean).join('; ');
      const done = await fetch(local(chosen.headers.get('location')!), { headers: { cookie } });
      return { html: await done.text(), session: cookieOf(done, 'companion_session') };
    }
    const { session } = await popup('grace@example.com');
    expect(session).toBeDefined();
    expect(await deleteAccount(app, session!, {})).toMatchObject({ status: 403, body: { message: accountMessages.confirmFirst } });
    expect((await popup('someone.else@example.com', session, '?purpose=confirm')).html).toContain('google-auth-failure');
    expect(await deleteAccount(app, session!, {})).toMatchObject({ status: 403 });
    expect((await popup('grace@example.com', session, '?purpose=confirm')).html).toContain('"type":"google-confirm-success"');
    expect(await deleteAccount(app, session!, {})).toMatchObject({ status: 200, body: { message: accountMessages.deleted } });
    expect(await app.db.selectFrom('users').select('id').where('email', '=', 'grace@example.com').execute()).toEqual([]);
  });

  it('deleted through another api process, the process holding the WhatsApp link unlinks it', async () => {
    const holder = await start(fastQrs, { deletedAccountSweepMs: 100 });
    const other = await start(fastQrs, { sameDatabaseAs: holder, deletedAccountSweepMs: 100 });
    const ada = await person(holder);
    await link(holder, ada);
    expect(holder.simulator!.state(ada.userId)).toBe('open');
    const viaOther = await openSocket(other, ada.api);
    expect(viaOther.connected).toBe(true);
    expect(await deleteAccount(other, ada.api.cookie!, { password: strongPassword })).toMatchObject({ status: 200 });
    await expect.poll(() => holder.simulator!.state(ada.userId), { timeout: 5_000 }).toBe('logged_out');
    expect((await phone(holder, 'sessions')).body).toEqual([]);
  });
});
