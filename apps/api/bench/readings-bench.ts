// How right the offline engine's readings are, measured on chats written for the purpose
// (apps/api/test/fixtures/chats/labelled: tuned against; held-out: never tuned against):
//  - accuracy per fact (relationship, tone, trend, initiator, conflict found, repair found, repair quote
//    right), overall and per language, and how many expected topics the engine named (none invented);
//  - how distinct the readings are: the most two philosophies share on one chat (budget 20 %; quoted messages
//    masked: the chat's words, not the engine's), the most two chats' Looped readings share (budget 15 %),
//    sentences compared with names and numbers masked;
//  - how new each delivery is: every labelled chat replayed daily at '5 messages for testing' through the
//    server's scheduler (--replay), the share of a delivery's sentences already sent for that contact
//    (names, numbers and quotes masked; budget 25%, Oracle 40%), and how often the defaults (Daily, 25)
//    deliver to a couple writing two to four messages a day;
//  - the engine's speed: 1,000 messages (budget 50 ms).
// `--misses` lists every wrong fact, chat by chat, and the sentences the least new delivery repeated. Prints numbers; asserts nothing.
import { wisdomTitles } from '@app/shared/catalogue';
import { readFileSync } from 'node:fs';
import { parseChatExport, toConversation } from '../src/insights/chat-export/chat-export.ts';
import type { ChatMessage, InsightRequest } from '../src/insights/insight-engine.ts';
import { replay } from '../src/insights/cli/replay.ts';
import { repeatsOf } from '../test/fixtures/chats/deliveries.ts';
import { createOfflineEngine } from '../src/insights/offline/offline-engine.ts';
import { loadCorpus, scoreChat, scoredFacts, type LabelledChat, type Scored } from '../test/fixtures/chats/corpus.ts';
import { sentencesOf, sharedShare } from '../test/fixtures/chats/sentences.ts';

const showMisses = process.argv.includes('--misses');
const percent = (n: number, d: number) => (d === 0 ? '—' : `${Math.round((100 * n) / d)}%`);

function accuracy(scored: Scored[], label: string) {
  if (scored.length === 0) return;
  const cells = scoredFacts.map((fact) => {
    const applicable = scored.filter((s) => s.results[fact] !== null);
    return `${fact} ${percent(applicable.filter((s) => s.results[fact]).length, applicable.length)}`;
  });
  const expectedTopics = scored.reduce((n, s) => n + s.chat.expected.topics.length, 0);
  const namedTopics = scored.reduce((n, s) => n + s.topicsFound.length, 0);
  const invented = scored.reduce((n, s) => n + s.inventedTopics.length, 0);
  console.log(
    `${label.padEnd(22)} ${String(scored.length).padStart(2)} chats: ${cells.join(', ')}; topics named ${percent(namedTopics, expectedTopics)}, invented ${invented}`,
  );
}

async function measure(set: LabelledChat['set']) {
  const chats = loadCorpus(set);
  if (chats.length === 0) {
    console.log(`${set}: no chats`);
    return [];
  }
  const scored = await Promise.all(chats.map((chat) => scoreChat(chat)));
  accuracy(scored, `${set}, all`);
  for (const language of [...new Set(chats.map((c) => c.expected.language))].sort())
    accuracy(
      scored.filter((s) => s.chat.expected.language === language),
      `${set}, ${language}`,
    );
  if (showMisses) for (const s of scored.filter((x) => x.misses.length > 0)) console.log(`  ${s.chat.name}: ${s.misses.join('; ')}`);
  return scored;
}

const engine = createOfflineEngine();
const request = (chat: LabelledChat, part: Partial<InsightRequest>): InsightRequest => ({
  userName: chat.me,
  language: 'English',
  companionWisdom: null,
  at: chat.messages.at(-1)!.at,
  timeZone: 'UTC',
  wisdom: null,
  looped: null,
  astrology: null,
  ...part,
});
const conversationOf = (chat: LabelledChat) => ({
  contactId: 'contact@s.whatsapp.net',
  contactName: chat.contact,
  messages: chat.messages,
});

async function distinctness(chats: LabelledChat[]) {
  let worstPhilosophies = { share: 0, where: '' };
  let philosophyTotal = 0;
  let philosophyPairs = 0;
  const looped: { chat: LabelledChat; sentences: Set<string> }[] = [];
  for (const chat of chats) {
    const names = [chat.me, chat.contact];
    const set = await engine.generate(
      request(chat, {
        wisdom: { wisdoms: [...wisdomTitles], conversations: [conversationOf(chat)] },
        looped: { conversation: conversationOf(chat) },
      }),
    );
    // Quoted messages are the chat's words, not the engine's: two philosophies may quote the same one.
    const readings = set.wisdom[0]!.insights.map((w) => ({
      title: w.wisdomTitle,
      sentences: sentencesOf(w.insight, names, { quotes: true }),
    }));
    for (let i = 0; i < readings.length; i++)
      for (let j = i + 1; j < readings.length; j++) {
        const share = sharedShare(readings[i]!.sentences, readings[j]!.sentences);
        philosophyTotal += share;
        philosophyPairs++;
        if (share > worstPhilosophies.share)
          worstPhilosophies = { share, where: `${chat.name}: ${readings[i]!.title} / ${readings[j]!.title}` };
      }
    looped.push({ chat, sentences: sentencesOf(set.looped[0]!.insight, names) });
  }
  let worstLooped = { share: 0, where: '' };
  let loopedTotal = 0;
  let loopedPairs = 0;
  for (let i = 0; i < looped.length; i++)
    for (let j = i + 1; j < looped.length; j++) {
      const share = sharedShare(looped[i]!.sentences, looped[j]!.sentences);
      loopedTotal += share;
      loopedPairs++;
      if (share > worstLooped.share) worstLooped = { share, where: `${looped[i]!.chat.name} / ${looped[j]!.chat.name}` };
    }
  console.log(
    `distinct philosophies (24, pairwise, one chat): mean ${percent(philosophyTotal, philosophyPairs)}, most ${percent(worstPhilosophies.share, 1)} (${worstPhilosophies.where}); budget 20%`,
  );
  console.log(
    `distinct Looped readings (two chats): mean ${percent(loopedTotal, loopedPairs)}, most ${percent(worstLooped.share, 1)} (${worstLooped.where}); budget 15%`,
  );
}

async function novelty(chats: LabelledChat[]) {
  const kinds = [
    { type: 'Looped', label: 'Looped', wisdoms: [] as string[], budget: 0.25 },
    { type: 'Wisdom', label: 'Wisdom (Stoicism, Carl Jung, The Dude)', wisdoms: ['Stoicism', 'Carl Jung', 'The Dude'], budget: 0.25 },
    { type: 'Astrology', label: 'Oracle', wisdoms: [] as string[], budget: 0.4 },
  ] as const;
  for (const kind of kinds) {
    let worst = { share: 0, where: '', repeated: [] as string[] };
    let total = 0;
    let deliveries = 0;
    let over = 0;
    for (const chat of chats)
      for (const { at, share, repeated } of await repeatsOf(chat, kind.type, [...kind.wisdoms], engine)) {
        total += share;
        deliveries++;
        if (share > kind.budget) over++;
        if (share > worst.share) worst = { share, where: `${chat.name} ${at.slice(0, 10)}`, repeated };
      }
    console.log(
      `new each delivery, ${kind.label}, daily at 5: ${deliveries} later deliveries repeat on average ${percent(total, deliveries)} of their sentences, at most ${percent(worst.share, 1)} (${worst.where}); ${over} over the budget of ${percent(kind.budget, 1)}`,
    );
    if (showMisses) for (const sentence of worst.repeated) console.log(`  again: ${sentence}`);
  }
  const slow: ChatMessage[] = [];
  const lines = ['Morning! Did you sleep?', 'A bit, the neighbours again', 'Ugh. Coffee later?', 'Dinner on Friday?'];
  for (let d = 0; d < 60; d++)
    for (let i = 0; i < 2 + (d % 3); i++)
      slow.push({ fromMe: i % 2 === 0, text: lines[(d + i) % 4]!, at: Date.UTC(2025, 0, 6, 19) + d * 86_400_000 + i * 420_000 });
  const { runs } = await replay({
    messages: slow,
    me: 'Ada',
    contact: 'Jo',
    type: 'Looped',
    wisdoms: [],
    birth: null,
    language: 'English',
    intervalHours: 24,
    minimum: 25,
    timeZone: 'UTC',
    engine,
  });
  const delivered = runs.filter((r) => r.delivered);
  const read = delivered.reduce((n, r) => n + r.newMessages, 0);
  console.log(
    `defaults (Daily, 25), two to four messages a day for 60 days: ${slow.length} messages, ${delivered.length} readings, each reading ${(read / Math.max(1, delivered.length)).toFixed(1)} new messages (the minimum and that day's overshoot); ${slow.length - read} still waiting at the end`,
  );
}

async function speed() {
  const chat = toConversation(parseChatExport(readFileSync(new URL('../test/fixtures/chats/long.txt', import.meta.url), 'utf8')));
  const messages: ChatMessage[] = chat.messages.slice(0, 1_000);
  const conversation = { contactId: 'c@s.whatsapp.net', contactName: chat.contact, messages };
  const runs: number[] = [];
  for (let i = 0; i < 8; i++) {
    const started = performance.now();
    await engine.generate({
      userName: chat.me,
      language: 'English',
      companionWisdom: null,
      at: Date.now(),
      timeZone: 'UTC',
      wisdom: { wisdoms: ['Stoicism'], conversations: [conversation] },
      looped: { conversation },
      astrology: null,
    });
    if (i > 0) runs.push(performance.now() - started);
  }
  const ms = runs.sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
  console.log(`speed: 1,000 messages read and written up in ${ms.toFixed(1)} ms (median of 7); budget 50 ms`);
}

process.env.TZ = 'UTC';
const labelled = await measure('labelled');
await measure('held-out');
await distinctness([...labelled.map((s) => s.chat), ...loadCorpus('held-out')]);
await novelty(labelled.map((s) => s.chat));
await speed();
