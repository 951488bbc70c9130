import { keptText, type ChatMessage } from '../insights/insight-engine.ts';
import type { Clock } from '../lib/clock.ts';
import type { WaEvent, WaMessage } from './gateway.ts';

/**
 * How far back, and how much, instant wisdom may read: per chat the newest `perChat` messages; per account
 * at most `chats` chats and `chars` characters of text, the chats written to least recently given up first.
 */
export const recentWindow = { ms: 14 * 86_400_000, perChat: 200, chats: 300, chars: 1_000_000 };

interface Chat {
  messages: ChatMessage[];
  chars: number;
}

const charsOf = (messages: ChatMessage[]) => messages.reduce((sum, m) => sum + m.text.length, 0);

/**
 * The last messages of each chat, in this process's memory only — never written anywhere, gone on a
 * restart, on unlinking and past `recentWindow` — so instant wisdom can read a conversation now
 * (ARCHITECTURE §6). Fed by the gateway's history sync and live messages; bounded per chat and per account,
 * so a flood of messages from unknown numbers cannot grow the process.
 */
export function createRecentMessages(clock: Pick<Clock, 'now'>) {
  /** Per account, its chats in the order they were last written to (a Map keeps insertion order). */
  const accounts = new Map<string, Map<string, Chat>>();

  function add(userId: string, messages: WaMessage[]) {
    const since = clock.now() - recentWindow.ms;
    let chats = accounts.get(userId);
    if (!chats) accounts.set(userId, (chats = new Map<string, Chat>()));
    const touched = new Map<string, ChatMessage[]>();
    for (const m of messages) {
      const at = m.timestamp * 1000;
      if (!m.text || at < since) continue;
      const list = touched.get(m.chatId) ?? [];
      list.push({ fromMe: m.fromMe, text: keptText(m.text), at });
      touched.set(m.chatId, list);
    }
    // A history sync brings hundreds at once: order and trim each chat once, not per message.
    for (const [chatId, fresh] of touched) {
      const before = chats.get(chatId)?.messages ?? [];
      const kept = [...before, ...fresh].sort((a, b) => a.at - b.at).slice(-recentWindow.perChat);
      chats.delete(chatId);
      chats.set(chatId, { messages: kept, chars: charsOf(kept) });
    }
    let total = 0;
    for (const chat of chats.values()) total += chat.chars;
    for (const [chatId, chat] of chats) {
      if (chats.size <= recentWindow.chats && total <= recentWindow.chars) break;
      chats.delete(chatId);
      total -= chat.chars;
    }
  }

  return {
    onEvent(event: WaEvent) {
      if (event.type === 'history') add(event.sessionId, event.messages);
      else if (event.type === 'message') add(event.sessionId, [event.message]);
      else if (event.type === 'logged-out') accounts.delete(event.sessionId);
    },
    /** The chat's messages within the window, oldest first. */
    of(userId: string, chatId: string): ChatMessage[] {
      const since = clock.now() - recentWindow.ms;
      return (accounts.get(userId)?.get(chatId)?.messages ?? []).filter((m) => m.at >= since);
    },
    /** What this process holds for an account: chats and characters (tests, the memory benchmark). */
    sizeOf(userId: string): { chats: number; chars: number } {
      const chats = accounts.get(userId);
      let chars = 0;
      for (const chat of chats?.values() ?? []) chars += chat.chars;
      return { chats: chats?.size ?? 0, chars };
    },
    forget(userId: string) {
      accounts.delete(userId);
    },
  };
}
export type RecentMessages = ReturnType<typeof createRecentMessages>;
