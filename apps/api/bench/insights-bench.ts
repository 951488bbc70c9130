// The offline insight engine's time for 1,000 and 10,000 messages of one conversation: facts (statistics,
// tone, markers, evidence) and the Wisdom and Looped readings rendered from them. Budget: 1,000 messages
// in ≤ 50 ms on two cores (ARCHITECTURE.md §8). Median of seven runs after a warm-up.
import { readFileSync } from 'node:fs';
import { parseChatExport, toConversation } from '../src/insights/chat-export/chat-export.ts';
import type { ChatMessage, InsightRequest } from '../src/insights/insight-engine.ts';
import { createOfflineEngine } from '../src/insights/offline/offline-engine.ts';

const budgetMs = 50;
const chat = toConversation(parseChatExport(readFileSync(new URL('../test/fixtures/chats/long.txt', import.meta.url), 'utf8')));
const span = chat.messages.at(-1)!.at - chat.messages[0]!.at + 86_400_000;

/** `n` messages: the 3,000-message fixture, repeated later in time as often as needed. */
function messages(n: number): ChatMessage[] {
  return Array.from({ length: n }, (_, i) => {
    const m = chat.messages[i % chat.messages.length]!;
    return { ...m, at: m.at + Math.floor(i / chat.messages.length) * span };
  });
}

const engine = createOfflineEngine();
async function time(n: number): Promise<number> {
  const conversation = { contactId: '447700900001@s.whatsapp.net', contactName: chat.contact, messages: messages(n) };
  const request: InsightRequest = {
    userName: chat.me,
    language: 'English',
    companionWisdom: null,
    at: Date.now(),
    timeZone: 'UTC',
    wisdom: { wisdoms: ['Stoicism'], conversations: [conversation] },
    looped: { conversation },
    astrology: null,
  };
  const runs: number[] = [];
  for (let i = 0; i < 8; i += 1) {
    const started = performance.now();
    await engine.generate(request);
    if (i > 0) runs.push(performance.now() - started);
  }
  return runs.sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
}

for (const n of [1_000, 10_000]) {
  const ms = await time(n);
  const verdict = n === 1_000 ? (ms <= budgetMs ? ` (budget ${budgetMs} ms: within)` : ` (budget ${budgetMs} ms: OVER)`) : '';
  console.log(`offline engine, ${n.toLocaleString('en')} messages: ${ms.toFixed(1)} ms${verdict}`);
}
