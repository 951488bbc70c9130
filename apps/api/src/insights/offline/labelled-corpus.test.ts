import { companionLanguages, wisdomTitles, type CompanionLanguage } from '@app/shared/catalogue';
import { describe, expect, it } from 'vitest';
import { loadCorpus, scoreChat, scoredFacts, type LabelledChat, type ScoredFact } from '../../../test/fixtures/chats/corpus.ts';
import { sentencesOf, sharedShare } from '../../../test/fixtures/chats/sentences.ts';
import type { InsightRequest } from '../insight-engine.ts';
import { evidenceOf } from '../llm/literal-quotes.ts';
import { createOfflineEngine } from './offline-engine.ts';

/**
 * The engine held to chats written for the purpose (apps/api/test/fixtures/chats/labelled/, README there):
 * what it concludes about each conversation is what the labels say, and what it writes stands on the
 * messages. The held-out chats are measured by `npm run bench:readings`, never asserted here.
 */
const chats = loadCorpus('labelled');
const engine = createOfflineEngine();
const languageOf: Record<string, CompanionLanguage> = {
  en: 'English',
  es: 'Spanish',
  pt: 'Portuguese',
  fr: 'French',
  id: 'Indonesian',
  ar: 'Arabic',
};
const conversationOf = (chat: LabelledChat) => ({
  contactId: 'contact@s.whatsapp.net',
  contactName: chat.contact,
  messages: chat.messages,
});
const request = (chat: LabelledChat, language: CompanionLanguage, wisdoms: string[]): InsightRequest => ({
  userName: chat.me,
  language,
  companionWisdom: null,
  at: chat.messages.at(-1)!.at,
  timeZone: 'UTC',
  wisdom: { wisdoms, conversations: [conversationOf(chat)] },
  looped: { conversation: conversationOf(chat) },
  astrology: null,
});

describe('the labelled corpus', () => {
  it('has at least 30 chats, in both export formats and all six languages, with every trap', () => {
    expect(chats.length).toBeGreaterThanOrEqual(30);
    for (const language of Object.keys(languageOf)) {
      const own = chats.filter((c) => c.expected.language === language);
      expect(new Set(own.map((c) => c.expected.format)), language).toEqual(new Set(['android', 'ios']));
    }
    const traps = new Set(chats.flatMap((c) => c.expected.traps));
    for (const trap of [
      'flat-replies',
      'sarcasm',
      'excuse',
      'apology',
      'sympathy',
      'one-sided',
      'drifting',
      'repaired-conflict',
      'unrepaired-conflict',
      'logistics',
      'media',
    ])
      expect(traps, trap).toContain(trap);
    expect(new Set(chats.map((c) => c.expected.relationship))).toEqual(new Set(['partner', 'family', 'friend', 'work', 'unknown']));
  });

  it('the engine concludes what the labels say, fact by fact, at least as often as it does today', async () => {
    const scored = await Promise.all(chats.map((chat) => scoreChat(chat)));
    const share = (fact: ScoredFact) => {
      const applicable = scored.filter((s) => s.results[fact] !== null);
      return applicable.filter((s) => s.results[fact]).length / applicable.length;
    };
    // The floors are what the engine reaches now (npm run bench:readings prints it, -- --misses lists the misses):
    // a change that reads these chats worse fails here.
    const floors: Record<ScoredFact, number> = {
      relationship: 0.84,
      tone: 0.87,
      trend: 0.78,
      initiator: 1,
      'conflict found': 1,
      'repair found': 1,
      'repair quote right': 1,
    };
    for (const fact of scoredFacts) expect([fact, share(fact)]).toEqual([fact, expect.toSatisfy((n: number) => n >= floors[fact])]);
  });

  it('every topic it names is in the messages; it names what the labels expect in half the chats at least', async () => {
    const scored = await Promise.all(chats.map((chat) => scoreChat(chat)));
    for (const s of scored) expect([s.chat.name, s.inventedTopics]).toEqual([s.chat.name, []]);
    const expected = scored.filter((s) => s.chat.expected.topics.length > 0);
    expect(expected.filter((s) => s.topicsFound.length > 0).length / expected.length).toBeGreaterThanOrEqual(0.85);
  });

  it('every quote in every reading is verbatim, in every language', async () => {
    for (const chat of chats) {
      const written = chat.messages.map((m) => m.text);
      for (const language of companionLanguages) {
        const set = await engine.generate(request(chat, language, ['Stoicism', 'Carl Jung']));
        const readings = [...set.looped.map((l) => l.insight), ...set.wisdom.flatMap((w) => w.insights)];
        for (const reading of readings)
          for (const quote of evidenceOf(reading)) {
            const text = /^[^:]+[\s\u00a0\u202f]?:[\s\u00a0\u202f](?:“|«[\s\u00a0\u202f]?)(.+?)(?:”|[\s\u00a0\u202f]?»)$/u.exec(quote)?.[1];
            expect(written, `${chat.name} ${language}: ${quote}`).toContain(text);
          }
      }
    }
  });

  it('any two of the 24 philosophies share at most 20% of their sentences on one chat; two chats’ Looped readings at most 15%', async () => {
    const looped: { name: string; sentences: Set<string> }[] = [];
    for (const chat of chats) {
      const names = [chat.me, chat.contact];
      const set = await engine.generate(request(chat, 'English', [...wisdomTitles]));
      // Quoted messages are the chat's words, not the engine's: two philosophies may quote the same one.
      const readings = set.wisdom[0]!.insights.map((w) => ({
        title: w.wisdomTitle,
        sentences: sentencesOf(w.insight, names, { quotes: true }),
      }));
      for (let i = 0; i < readings.length; i++)
        for (let j = i + 1; j < readings.length; j++)
          expect(
            sharedShare(readings[i]!.sentences, readings[j]!.sentences),
            `${chat.name}: ${readings[i]!.title} / ${readings[j]!.title}`,
          ).toBeLessThanOrEqual(0.2);
      looped.push({ name: chat.name, sentences: sentencesOf(set.looped[0]!.insight, names) });
    }
    for (let i = 0; i < looped.length; i++)
      for (let j = i + 1; j < looped.length; j++)
        expect(sharedShare(looped[i]!.sentences, looped[j]!.sentences), `${looped[i]!.name} / ${looped[j]!.name}`).toBeLessThanOrEqual(
          0.15,
        );
  });
});
