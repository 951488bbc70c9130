import { companionLanguages, type CompanionLanguage } from '@app/shared/catalogue';
import { loopedInsightSchema, oracleInsightSchema, wisdomInsightSchema, type WisdomInsight } from '@app/shared/contracts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseChatExport, toConversation } from '../chat-export/chat-export.ts';
import type { InsightRequest, InsightSet } from '../insight-engine.ts';
import { createOfflineEngine } from './offline-engine.ts';

const engine = createOfflineEngine();
const chatOf = (name: string, sides: { me?: string; contact?: string } = {}) =>
  toConversation(parseChatExport(readFileSync(new URL(`../../../test/fixtures/chats/${name}.txt`, import.meta.url), 'utf8')), sides);
type Chat = ReturnType<typeof chatOf>;

const birth = {
  firstName: 'Ada',
  lastName: 'L',
  dob: '1990-06-15',
  timeOfBirth: '14:30',
  city: 'London',
  country: 'United Kingdom',
  timeZone: 'Europe/London',
  latitude: 51.5072,
  longitude: -0.1275,
};

function requestFor(chat: Chat, language: CompanionLanguage = 'English', wisdoms = ['Stoicism', 'Taoism']): InsightRequest {
  const conversation = { contactId: '447700900001@s.whatsapp.net', contactName: chat.contact, messages: chat.messages };
  return {
    userName: chat.me,
    language,
    companionWisdom: 'Stoicism',
    at: chat.messages.at(-1)?.at ?? 0,
    timeZone: 'UTC',
    wisdom: { wisdoms, conversations: [conversation] },
    looped: { conversation },
    astrology: { birth, conversations: [conversation] },
  };
}

type Part = 'wisdom' | 'looped' | 'astrology';

/** Every string a reader sees in the readings of the given kinds. */
function texts(set: InsightSet, parts: Part[] = ['wisdom', 'looped', 'astrology']): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  // Book titles and the philosophy's own quote are references, the same for everyone who chose it: not prose.
  const prose = (i: WisdomInsight['insight']) => i && { ...i, 'Book Recommendation': [], 'Research Backed Quote': '' };
  if (parts.includes('wisdom')) walk(set.wisdom.map((w) => w.insights.map((i) => prose(i.insight))));
  if (parts.includes('looped')) walk(set.looped.map((l) => l.insight));
  if (parts.includes('astrology')) walk(set.astrology.map((a) => a.insight));
  return out;
}

/** The messages a reading quotes as evidence: Looped's evidence quotes and Wisdom's original messages, `Name: “text”` (« » in es/fr/ar). */
function quotesIn(set: InsightSet): string[] {
  const shown = [
    ...set.looped.flatMap((l) => l.insight.evidence_quotes),
    ...set.wisdom.flatMap((w) =>
      w.insights.flatMap((i) =>
        (i.insight?.['Analysis Responses'] ?? []).flatMap((r) =>
          Array.isArray(r.value) ? r.value.filter((x) => x.title === '💬 Original Message').map((x) => x.value as string) : [],
        ),
      ),
    ),
  ];
  return shown.map((q) => {
    const quoted = /^[^:]+ ?: (?:“|« ?)(.+?)(?:”| ?»)$/u.exec(q);
    expect(quoted, q).not.toBeNull();
    return quoted![1]!;
  });
}

const sentences = (set: InsightSet) =>
  new Set(
    texts(set, ['wisdom', 'looped'])
      .flatMap((t) => t.split(/(?<=[.!?؟])\s+/u))
      .map((s) => s.trim())
      .filter((s) => s.length > 20),
  );

const fixtures = ['tiny', 'emoji-media', 'one-sided', 'en-friends', 'en-couple-conflict', 'es-familia', 'ar-friends', 'long'];
const languageOf: Record<string, CompanionLanguage> = { 'es-familia': 'Spanish', 'ar-friends': 'Arabic' };

describe('the offline engine on the fixture chats', () => {
  for (const name of fixtures) {
    it(`${name}: valid readings, stable (golden), every quote verbatim from the chat`, async () => {
      const chat = chatOf(name);
      const set = await engine.generate(requestFor(chat, languageOf[name]));
      for (const w of set.wisdom[0]!.insights) wisdomInsightSchema.parse(w);
      loopedInsightSchema.parse(set.looped[0]!.insight);
      oracleInsightSchema.parse(set.astrology[0]!.insight);
      await expect(`${JSON.stringify(set, null, 2)}\n`).toMatchFileSnapshot(`../../../../../libs/shared/src/testing/readings/${name}.json`);
      const written = new Set(chat.messages.map((m) => m.text));
      for (const quote of quotesIn(set)) expect(written, quote).toContain(quote);
      expect(await engine.generate(requestFor(chat, languageOf[name]))).toEqual(set);
    });
  }

  it('quotes are found and checked in every fixture that has quotable messages', async () => {
    const set = await engine.generate(requestFor(chatOf('en-couple-conflict')));
    expect(quotesIn(set).length).toBeGreaterThanOrEqual(5);
  });

  it('below the floor: an honest "not enough data", no reading made up', async () => {
    const set = await engine.generate(requestFor(chatOf('tiny')));
    expect(set.looped[0]!.insight).toMatchObject({ title: 'Not enough messages yet', confidence_score: 0, themes_detected: [] });
    const [wisdom] = set.wisdom[0]!.insights;
    expect(wisdom!.insight).toBeNull();
    expect(wisdom!.error).toMatch(/^Not enough data yet: only 3 written messages/);
    expect(set.traits).toEqual([]);
  });

  it('confidence grows with the amount of conversation', async () => {
    const long = chatOf('long');
    const scores: number[] = [];
    for (const size of [5, 20, 60, 200, 1000, 3000]) {
      const set = await engine.generate(requestFor({ ...long, messages: long.messages.slice(0, size) }));
      scores.push(set.looped[0]!.insight.confidence_score);
    }
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(scores.at(-1)).toBeGreaterThanOrEqual(scores[0]! + 5);
  });

  it('a one-sided chat is read with low confidence', async () => {
    const set = await engine.generate(requestFor(chatOf('one-sided')));
    expect(set.looped[0]!.insight.confidence_score).toBeLessThanOrEqual(3);
  });

  it('two different conversations share under 20% of the sentences of their Wisdom and Looped readings', async () => {
    const a = sentences(await engine.generate(requestFor(chatOf('en-friends'))));
    const b = sentences(await engine.generate(requestFor(chatOf('en-couple-conflict'))));
    const shared = [...a].filter((s) => b.has(s));
    expect(shared.length / Math.min(a.size, b.size), shared.join('\n')).toBeLessThan(0.2);
  });

  it('the reading names the people, cites the counts and speaks the companion language', async () => {
    const chat = chatOf('en-friends');
    for (const language of companionLanguages) {
      const set = await engine.generate(requestFor(chat, language));
      const looped = set.looped[0]!.insight;
      expect(looped.narrative).toContain(chat.contact);
      expect(looped.narrative).toContain(String(chat.messages.length));
      if (language === 'Arabic') expect(looped.narrative).toMatch(/[\u0600-\u06FF]/u);
      if (language === 'Spanish') expect(looped.narrative).toContain('mensajes');
    }
  });

  it('the Oracle reading stands on the real chart: London, 15 June 1990 14:30 is Sun in Gemini, Moon in Pisces, rising Libra', async () => {
    const set = await engine.generate(requestFor(chatOf('en-friends')));
    const oracle = set.astrology[0]!.insight;
    expect(oracle.akashic_guidance).toMatch(/^Sun in Gemini at 24°, Moon in Pisces.*, rising Libra/u);
    expect(oracle.akashic_guidance).toContain('For reflection and entertainment, not prediction.');
  });
});
