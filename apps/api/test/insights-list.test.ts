/** 'Your insights' (ARCHITECTURE §6): the owner's results only, newest first, paged by an owned cursor, limited. */
import { insightsListMessages, insightsPageSize, listInsightsAckSchema, type ListInsightsAck } from '@app/shared/contracts';
import { describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { databases } from './test-app.ts';
import { onDatabase, person, start } from './whatsapp-support.ts';

const sam = { id: '447700900001@s.whatsapp.net', name: 'Sam' };
const kim = { id: '447700900002@s.whatsapp.net', name: null };

/** Asks for a page and checks the answer against the contract, as the page's client does. */
async function list(socket: Socket, after?: string): Promise<ListInsightsAck> {
  const answer: unknown = await socket.timeout(8000).emitWithAck('list-insights', after === undefined ? {} : { after });
  return listInsightsAckSchema.parse(answer);
}

const ok = (answer: ListInsightsAck) => {
  if (answer.status !== 'ok') throw new Error(answer.message);
  return answer;
};

type App = Awaited<ReturnType<typeof start>>;

/** A result with a Wisdom reading about Sam (two philosophies) and a Looped one about Kim, written in `language`. */
const storeResult = (app: App, userId: string, language: 'English' | 'Spanish' = 'English') =>
  app.scheduling.results.store(userId, null, {
    schemaVersion: 'v0-4',
    userName: 'Ada',
    language,
    contacts: [sam, kim],
    selected: { Wisdom: true, Looped: true, Astrology: false },
    insights: {
      wisdom: [
        {
          contactId: sam.id,
          insights: [
            { wisdomTitle: 'Stoicism', insight: { Summary: 'SECRET-WISDOM-ONE' } },
            { wisdomTitle: 'Taoism', insight: { Summary: 'SECRET-WISDOM-TWO' } },
          ],
        },
      ],
      looped: [
        {
          contactId: kim.id,
          insight: {
            title: 'SECRET-TITLE',
            narrative: 'SECRET-NARRATIVE',
            themes_detected: ['SECRET-THEME'],
            evidence_quotes: ['SECRET-QUOTE'],
            emotional_summary: 'SECRET-EMOTION',
            wisdom_track_suggestions: [],
            closing_reflection: 'SECRET-CLOSING',
            confidence_score: 5,
          },
        },
      ],
      astrology: [],
    },
  });

describe.each(databases)("'Your insights' (%s)", (kind) => {
  onDatabase(kind);

  it('lists every result of the owner, newest first, in pages, with what each holds and never a word of a reading', async () => {
    const app = await start();
    const ada = await person(app);
    const ids: string[] = [];
    for (let i = 0; i < insightsPageSize + 3; i += 1) ids.push(await storeResult(app, ada.userId, i === 0 ? 'Spanish' : 'English'));

    const first = ok(await list(ada.socket));
    expect(first.language).toBe('English');
    expect(first.insights).toHaveLength(insightsPageSize);
    expect(first.next).toBe(first.insights.at(-1)!.id);
    const second = ok(await list(ada.socket, first.next!));
    expect(second.insights).toHaveLength(3);
    expect(second.next).toBeNull();

    const listed = [...first.insights, ...second.insights];
    expect(new Set(listed.map((i) => i.id))).toEqual(new Set(ids));
    const times = listed.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const oldest = listed.find((i) => i.id === ids[0])!;
    expect(oldest).toMatchObject({
      format: 'v0-4',
      language: 'Spanish',
      readings: [
        { kind: 'Wisdom', contacts: ['Sam'], philosophies: ['Stoicism', 'Taoism'] },
        { kind: 'Looped', contacts: ['+447700900002'], philosophies: [] },
      ],
    });
    expect(JSON.stringify(listed)).not.toContain('SECRET');
  });

  it("another account sees none of them, not even with the owner's cursor; a guessed cursor gets nothing; a malformed one is refused", async () => {
    const app = await start();
    const [ada, bob] = [await person(app), await person(app)];
    for (let i = 0; i < insightsPageSize + 1; i += 1) await storeResult(app, ada.userId);
    const page = ok(await list(ada.socket));
    expect(page.next).not.toBeNull();

    expect(ok(await list(bob.socket))).toMatchObject({ insights: [], next: null });
    expect(ok(await list(bob.socket, page.next!))).toMatchObject({ insights: [], next: null });
    expect(ok(await list(ada.socket, 'AAAAAAAAAAAAAAAAAAAAAA'))).toMatchObject({ insights: [], next: null });
    expect(await ada.socket.timeout(8000).emitWithAck('list-insights', { after: '../x' })).toMatchObject({ status: 'error' });
    expect(await ada.socket.timeout(8000).emitWithAck('list-insights', { after: page.next, userId: bob.userId })).toMatchObject({
      status: 'error',
    });
  });

  it('an account with no results gets an empty first page; the older formats are listed as what they are', async () => {
    const app = await start();
    const ada = await person(app);
    expect(ok(await list(ada.socket))).toEqual({ status: 'ok', insights: [], next: null, language: 'English' });
    await app.scheduling.results.store(ada.userId, null, {
      schemaVersion: 'v0-2',
      userName: 'Ada',
      isLooped: false,
      wisdoms: ['Stoicism', 'Not a philosophy'],
      insights: [{ wisdomTitle: 'Stoicism', insight: { Summary: 'An older reading.' } }],
    });
    expect(ok(await list(ada.socket)).insights).toEqual([
      expect.objectContaining({ format: 'v0-2', readings: [{ kind: 'Wisdom', contacts: [], philosophies: ['Stoicism'] }] }),
    ]);
  });

  it('pages are counted with the result reads: hammering the list is refused with a sentence', async () => {
    const app = await start();
    const ada = await person(app);
    const answers: ListInsightsAck[] = [];
    for (let i = 0; i < 31; i += 1) answers.push(await list(ada.socket));
    expect(answers.at(-1)).toEqual({ status: 'error', message: insightsListMessages.tooMany });
    expect(answers.filter((a) => a.status === 'ok')).toHaveLength(30);
  });
});
