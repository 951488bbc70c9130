/** The result pages' reads (ARCHITECTURE §6): the owner's results only, others answered like unknown ids, reads limited. */
import { resultMessages } from '@app/shared/constants';
import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../src/insights/offline/offline-engine.ts';
import type { InsightRequest } from '../src/insights/insight-engine.ts';
import { databases } from './test-app.ts';
import { next, onDatabase, person, start } from './whatsapp-support.ts';

const sam = { id: '447700900001@s.whatsapp.net', name: 'Sam' };
const kim = { id: '447700900002@s.whatsapp.net', name: 'Kim' };

/** A stored result the engine made: Wisdom about Sam, Looped about Kim, no Oracle. */
async function storedResult(app: Awaited<ReturnType<typeof start>>, userId: string) {
  const messages = [
    'Can we talk tonight? I miss you',
    'Of course, call me at 8',
    'Thank you for yesterday, really',
    'haha you always make me laugh',
    'Dinner on Friday?',
  ].map((text, i) => ({ text, fromMe: i % 2 === 1, at: Date.UTC(2025, 5, 2, 8) + i * 60_000 }));
  const request: InsightRequest = {
    userName: 'Ada',
    language: 'English',
    companionWisdom: null,
    at: Date.UTC(2025, 5, 2, 9),
    timeZone: 'UTC',
    wisdom: { wisdoms: ['Stoicism'], conversations: [{ contactId: sam.id, contactName: sam.name, messages }] },
    looped: { conversation: { contactId: kim.id, contactName: kim.name, messages } },
    astrology: null,
  };
  const insights = await createOfflineEngine().generate(request);
  const id = await app.scheduling.results.store(userId, null, {
    schemaVersion: 'v0-4',
    userName: 'Ada',
    contacts: [sam, kim],
    selected: { Wisdom: true, Looped: true, Astrology: false },
    insights,
  });
  return { id, insights };
}

describe.each(databases)('result reads (%s)', (kind) => {
  onDatabase(kind);

  it("the owner reads the entry's metadata and each page's readings, with only the contacts that have one eligible", async () => {
    const app = await start();
    const ada = await person(app);
    const { id, insights } = await storedResult(app, ada.userId);

    const meta = next(ada.socket, 'wisdom-result-metadata');
    ada.socket.emit('wisdom-result-metadata', { id });
    expect(await meta).toEqual({
      result: { userName: 'Ada', pageId: id, Wisdom: { selected: true }, Looped: { selected: true }, Astrology: { selected: false } },
      shouldShow: { wisdom: true, looped: true, astrology: false },
      language: 'English',
    });

    const initial = next(ada.socket, 'result-page-initial-load');
    const looped = next(ada.socket, 'insight-looped-result');
    ada.socket.emit('get-wisdom', { pathname: `/looped-result/v0-4/${id}`, id });
    expect(await initial).toEqual({
      data: { contacts: [sam, kim] },
      messages: { [sam.id]: { isEligible: false }, [kim.id]: { isEligible: true } },
      language: 'English',
    });
    expect(await looped).toEqual({ contactId: kim.id, insight: insights.looped[0]!.insight });

    const wisdom = next(ada.socket, 'insight-wisdom-result');
    ada.socket.emit('get-wisdom', id);
    expect(await wisdom).toEqual({ contactId: sam.id, insight: insights.wisdom[0]!.insights });
  });

  it("another account's result reads exactly like an unknown id: no content, no owner's name", async () => {
    const app = await start();
    const [ada, bob] = [await person(app), await person(app)];
    const { id } = await storedResult(app, ada.userId);
    const seen: string[] = [];
    bob.socket.onAny((event: string) => seen.push(event));
    for (const ask of [
      () => bob.socket.emit('wisdom-result-metadata', { id }),
      () => bob.socket.emit('get-wisdom', { pathname: `/wisdom-result/v0-4/${id}`, id }),
    ]) {
      const error = next(bob.socket, 'wisdom-result-error');
      ask();
      expect(await error).toEqual({ message: resultMessages.notFound });
    }
    const unknown = next(bob.socket, 'wisdom-result-error');
    bob.socket.emit('get-wisdom', 'AAAAAAAAAAAAAAAAAAAAAA');
    expect(await unknown).toEqual({ message: resultMessages.notFound });
    expect(seen).toEqual(['wisdom-result-error', 'wisdom-result-error', 'wisdom-result-error']);
  });

  it('the older pages get the same readings as one list, the first at once and then all of them; an older result stays on the older pages', async () => {
    const app = await start();
    const ada = await person(app);
    const { id } = await storedResult(app, ada.userId);
    const kind = next<{ isLooped: boolean; wisdoms: string[] }>(ada.socket, 'wisdom-page-is-Looped');
    const lists: { insights: unknown[]; wisdomNumber: number }[] = [];
    ada.socket.on('wisdom-result', (list: (typeof lists)[number]) => lists.push(list));
    ada.socket.emit('get-wisdom', { pathname: `/wisdom-result/v0-2/looped/${id}`, id });
    const looped = await kind;
    expect(looped.isLooped).toBe(true);
    expect(looped.wisdoms.length).toBeGreaterThan(0);
    const total = looped.wisdoms.length;
    expect(total).toBeGreaterThan(1);
    await expect.poll(() => lists.at(-1)?.insights.length).toBe(total);
    // Two events, not one per insight each carrying the list so far (that sent a result n times over).
    expect(lists.map((l) => [l.insights.length, l.wisdomNumber])).toEqual([
      [1, total],
      [total, total],
    ]);

    const older = await app.scheduling.results.store(ada.userId, null, {
      schemaVersion: 'legacy',
      userName: 'Ada',
      isLooped: false,
      wisdoms: ['Stoicism'],
      insights: [{ wisdomTitle: 'Stoicism', insight: { Summary: 'An older reading.' } }],
    });
    const error = next(ada.socket, 'wisdom-result-error');
    ada.socket.emit('get-wisdom', { pathname: `/wisdom-result/v0-4/${older}`, id: older });
    expect(await error).toEqual({ message: resultMessages.olderFormat });
    const legacy = next<{ insights: { insight: { Summary: string } }[] }>(ada.socket, 'wisdom-result');
    ada.socket.emit('get-wisdom', { pathname: `/wisdom-result/${older}`, id: older });
    expect((await legacy).insights[0]!.insight.Summary).toBe('An older reading.');
  });

  it('hammering reads ends in rate-limit-exceeded', async () => {
    const app = await start();
    const ada = await person(app);
    const limited = next(ada.socket, 'rate-limit-exceeded');
    for (let i = 0; i < 31; i += 1) ada.socket.emit('get-wisdom', `guess${String(i).padStart(17, '0')}`);
    await limited;
  });
});
