/** The staff prompt tester: staff only (asked of the account every time), a real model call, the last 3 hours of chat. */
import { defaultJsonTemplate, type GenerateCustomWisdomAck } from '@app/shared/contracts';
import { startLlmServer, type LlmServer } from '@app/shared/testing/llm-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customWisdomMessages } from '../src/realtime/custom-wisdom-handlers.ts';
import { client } from './http-client.ts';
import { say } from './scheduling-support.ts';
import { signUpVerified, uniqueEmail } from './support.ts';
import { manualClock, type RunningApp } from './test-app.ts';
import { ack, fastQrs, link, openSocket, person, start } from './whatsapp-support.ts';

let llm: LlmServer;
beforeAll(async () => {
  llm = await startLlmServer();
});
afterAll(() => llm.close());

const robin = { id: '447700912345@s.whatsapp.net', name: 'Robin' };
const template = JSON.parse(defaultJsonTemplate) as Record<string, unknown>;
const hour = 3_600_000;

/** A verified account with this email, its socket open. */
async function account(app: RunningApp, email: string) {
  const api = client(app.url);
  const userId = await signUpVerified(app, api, email);
  return { api, email, userId, socket: await openSocket(app, api) };
}

function request(userId: string, now: number, change: Record<string, unknown> = {}) {
  return {
    userId,
    wisdom: 'Stoicism',
    contact: robin.id,
    systemPrompt: 'You are a tester of prompts.',
    guidancePrompt: 'Read it as Epictetus would.',
    jsonPrompt: defaultJsonTemplate,
    startTime: new Date(now - 3 * hour).toISOString(),
    endTime: new Date(now).toISOString(),
    name: robin.name,
    ...change,
  };
}

const ask = (who: { socket: Parameters<typeof ack>[0] }, payload: unknown) =>
  ack<GenerateCustomWisdomAck>(who.socket, 'generate-custom-wisdom', payload);

describe('the staff prompt tester', () => {
  it('refuses an account not on the staff list, whatever it claims, and asks the model nothing', async () => {
    const app = await start({ ...fastQrs, LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'test-model', STAFF_EMAILS: 'staff@example.com' });
    const ada = await person(app);
    await link(app, ada);
    await say(app, ada, robin, ['Are you free tonight?']);
    llm.script({ content: JSON.stringify(template) });

    expect((await ada.api.get('/api/staff/access')).body).toEqual({ staff: false, llm: false });
    expect(await ask(ada, request(ada.userId, Date.now()))).toEqual({ status: 'error', message: customWisdomMessages.notStaff });
    // Naming another user (a staff one) is refused before anything else.
    const staff = await account(app, 'staff@example.com');
    expect(await ask(ada, request(staff.userId, Date.now()))).toMatchObject({ status: 'error' });
    expect(llm.asked).toHaveLength(0);
  });

  it('tells staff plainly when no language model is configured, and runs nothing', async () => {
    const email = uniqueEmail('staff');
    const app = await start({ ...fastQrs, STAFF_EMAILS: ` other@example.com, ${email.toUpperCase()} ` });
    const staff = await account(app, email);
    await link(app, staff);
    await say(app, staff, robin, ['Are you free tonight?']);

    expect((await staff.api.get('/api/staff/access')).body).toEqual({ staff: true, llm: false });
    expect(await ask(staff, request(staff.userId, Date.now()))).toEqual({ status: 'error', message: customWisdomMessages.noLlm });
  });

  it("answers staff with the model's checked JSON, from exactly the last 3 hours of chat with the contact", async () => {
    const clock = manualClock();
    const email = uniqueEmail('staff');
    const app = await start({ ...fastQrs, LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'test-model', STAFF_EMAILS: email }, { clock });
    const staff = await account(app, email);
    await link(app, staff);
    await say(app, staff, robin, ['Four hours before']);
    clock.advance(59 * 60_000);
    await say(app, staff, robin, ['Three hours and a minute before']);
    clock.advance(2 * 60_000);
    await say(app, staff, robin, ['Two hours and 59 minutes before'], true);
    clock.advance(4 * hour - 61 * 60_000);
    await say(app, staff, robin, ['Now']);
    await say(app, staff, { id: '447700900002@s.whatsapp.net', name: 'Kim' }, ['Someone else, now']);

    const answer = structuredClone(template) as { meta: { other_person: string } };
    answer.meta.other_person = 'Robin';
    llm.script({ content: JSON.stringify(answer) });
    // A window asked wider than 3 hours is held to the last 3 hours.
    const now = clock.now();
    expect(await ask(staff, request(staff.userId, now, { startTime: new Date(now - 10 * hour).toISOString() }))).toEqual({
      insight: answer,
    });

    expect(llm.asked).toHaveLength(1);
    const { system, user, body } = llm.asked[0]!;
    expect(body).toMatchObject({ model: 'test-model', response_format: { type: 'json_object' } });
    expect(system.startsWith('You are a tester of prompts.')).toBe(true);
    expect(user).toContain('Wisdom: Stoicism');
    expect(user).toContain('The other person: Robin');
    expect(user).toContain('Read it as Epictetus would.');
    expect(user).toContain(defaultJsonTemplate);
    const nonce = /CHAT-DATA-([0-9a-f]{24})-BEGIN/u.exec(system)![1]!;
    const lines = user.split('\n');
    const chat = lines.slice(lines.indexOf(`CHAT-DATA-${nonce}-BEGIN`) + 1, lines.indexOf(`CHAT-DATA-${nonce}-END`));
    expect(chat.map((line) => JSON.parse(line) as { from: string; text: string })).toEqual([
      expect.objectContaining({ from: 'Ada Lovelace', text: 'Two hours and 59 minutes before' }),
      expect.objectContaining({ from: 'Robin', text: 'Now' }),
    ]);
  });

  it('an answer that does not follow the template is asked for once more, then shown with the reason', async () => {
    const email = uniqueEmail('staff');
    const app = await start({ ...fastQrs, LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'test-model', STAFF_EMAILS: email });
    const staff = await account(app, email);
    await link(app, staff);
    await say(app, staff, robin, ['Are you free tonight?']);

    llm.script({ content: 'Sure! {meta:' }, { content: JSON.stringify({ meta: {} }) });
    expect(await ask(staff, request(staff.userId, Date.now()))).toEqual({
      status: 'error',
      message: {
        error: customWisdomMessages.failed,
        reason: 'the answer did not follow the JSON response: meta.user is missing',
        model: 'test-model',
        answer: '{"meta":{}}',
      },
    });
    expect(llm.asked).toHaveLength(2);
    expect(llm.asked[1]!.user).toContain('Your previous answer was refused: the answer was not JSON');

    // A template that is not JSON, or an empty field, is refused before the model is asked.
    llm.script({ content: '{}' });
    const broken = '{"meta": ';
    const syntax = (() => {
      try {
        JSON.parse(broken);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(await ask(staff, request(staff.userId, Date.now(), { jsonPrompt: broken }))).toEqual({
      status: 'error',
      message: customWisdomMessages.notJson(syntax),
    });
    expect(await ask(staff, request(staff.userId, Date.now(), { systemPrompt: '  ' }))).toMatchObject({ status: 'error' });
    expect(await ask(staff, request(staff.userId, Date.now(), { contact: '447700999999@s.whatsapp.net', name: 'Nobody' }))).toEqual({
      status: 'error',
      message: customWisdomMessages.noMessages('Nobody'),
    });
    expect(llm.asked).toHaveLength(0);
  });
});
