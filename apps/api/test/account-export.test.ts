/** 'Download my data' (docs/privacy.md): the owner's everything, as one readable JSON, and nothing secret. */
import { accountExportSchema, accountMessages } from '@app/shared/contracts';
import { describe, expect, it } from 'vitest';
import { client } from './http-client.ts';
import { contactsOf, say, schedule, twoMinutes } from './scheduling-support.ts';
import { manualClock } from './test-app.ts';
import { fastQrs, link, person, start } from './whatsapp-support.ts';

describe('downloading my data', () => {
  it('holds the account, settings, schedules with their runs, every reading and the contacts’ names; no key, hash, token or number', async () => {
    const clock = manualClock(Math.floor(Date.now() / 60_000) * 60_000 + 5_000);
    const app = await start(fastQrs, { clock, runSchedules: false });
    const ada = await person(app);
    const bob = await person(app);
    await link(app, ada);
    const [sam, kim] = await contactsOf(ada);
    ada.socket.emit('change-companion-language', { userId: ada.userId, language: 'Spanish' });
    const job = await schedule(app, ada, { wisdom: [sam!], looped: kim!, minimum: 5 });
    await say(app, ada, kim!, ['Can we talk tonight?', 'Of course', 'Thank you', 'See you', 'Bye']);
    await say(app, ada, sam!, ['one', 'two', 'three', 'four', 'five']);
    clock.advance(twoMinutes);
    await app.scheduling.engine.tick();
    await say(app, ada, kim!, ['still waiting for the next run']);

    const response = await ada.api.get('/api/account/export');
    expect(response.status).toBe(200);
    const exported = accountExportSchema.parse(response.body);
    const raw = await fetch(`${app.url}/api/account/export`, { headers: { cookie: ada.api.cookie! } });
    expect(raw.headers.get('cache-control')).toBe('no-store');
    expect(raw.headers.get('content-disposition')).toMatch(/^attachment; filename="companion-data-\d{4}-\d{2}-\d{2}\.json"$/u);

    expect(exported.account).toMatchObject({ name: 'Ada Lovelace', email: ada.email, signsInWith: ['password'] });
    expect(exported.companion.language).toBe('Spanish');
    expect(exported.whatsapp.linked).toBe(true);
    expect(exported.whatsapp.contacts).toContain(sam!.name);
    expect(exported.schedules).toHaveLength(1);
    const [stored] = exported.schedules;
    expect(stored).toMatchObject({ id: job.scheduleId, looped: { selected: true, contacts: [kim!.name] }, messagesWaiting: 1 });
    expect(stored!.runs.map((r) => r.status)).toEqual(['succeeded']);
    // What the readings concluded, for the next one: both contacts named, counts and labels, no chat text.
    expect(new Set(stored!.remembered.map((m) => m.contact))).toEqual(new Set([kim!.name, sam!.name]));
    expect(stored!.remembered[0]!.facts).toMatchObject({ written: 5 });
    expect(JSON.stringify(stored!.remembered)).not.toMatch(/tonight|three/u);
    expect(exported.results).toHaveLength(1);
    expect(exported.results[0]!.link).toBe(`http://localhost:3999/result-entry/v0-4/${stored!.runs[0]!.resultId}`);
    expect(JSON.stringify(exported.results[0]!.readings)).toContain('Can we talk tonight?');

    const text = JSON.stringify(response.body);
    const secrets = await app.db.selectFrom('users').select(['password_hash']).where('id', '=', ada.userId).executeTakeFirstOrThrow();
    const sessions = await app.db.selectFrom('sessions').select('id').where('user_id', '=', ada.userId).execute();
    const creds = await app.db.selectFrom('wa_creds').select('creds').where('session_id', '=', ada.userId).executeTakeFirstOrThrow();
    for (const secret of [
      secrets.password_hash!,
      ...sessions.map((s) => s.id),
      creds.creds,
      ada.api.cookie!.split('=')[1]!,
      kim!.id,
      sam!.id,
    ])
      expect(text).not.toContain(secret);
    expect(text).not.toContain('still waiting for the next run');
    // Another account's export is its own.
    const bobs = accountExportSchema.parse((await bob.api.get('/api/account/export')).body);
    expect(bobs.account.email).toBe(bob.email);
    expect(bobs.schedules).toEqual([]);
    expect(JSON.stringify(bobs)).not.toContain(ada.email);
  });

  it('only for the signed-in owner, and a few times an hour', async () => {
    const app = await start();
    expect((await client(app.url).get('/api/account/export')).status).toBe(401);
    const ada = await person(app);
    for (let i = 0; i < 5; i += 1) expect((await ada.api.get('/api/account/export')).status).toBe(200);
    const refused = await ada.api.get<{ message: string }>('/api/account/export');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(accountMessages.tooManyExports(60));
  });
});
