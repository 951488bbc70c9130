import type { ChatMessage } from '../insights/insight-engine.ts';
import type { Clock } from '../lib/clock.ts';
import type { WaEvent, WaMessage } from './gateway.ts';

/** How far back, and how many per chat, instant wisdom may read. */
export const recentWindow = { ms: 14 * 86_400_000, perChat: 200 };

/**
 * The last messages of each chat, in this process's memory only — never written anywhere, gone on a
 * restart, on unlinking and past `recentWindow` — so instant wisdom can read a conversation now
 * (ARCHITECTURE §6). Fed by the gateway's history sync and live messages.
 */
export function createRecentMessages(clock: Pick<Clock, 'now'>) {
  const chats = new Map<string, Map<string, ChatMessage[]>>();

  function add(userId: string, messages: WaMessage[]) {
    const since = clock.now() - recentWindow.ms;
    let user = chats.get(userId);
    if (!user) chats.set(userId, (user = new Map<string, ChatMessage[]>()));
    const touched = new Set<string>();
    for (const m of messages) {
      const at = m.timestamp * 1000;
      if (!m.text || at < since) continue;
      const list = user.get(m.chatId) ?? [];
      list.push({ fromMe: m.fromMe, text: m.text, at });
      user.set(m.chatId, list);
      touched.add(m.chatId);
    }
    // A history sync brings hundreds at once: order and trim each chat once, not per message.
    for (const chatId of touched)
      user.set(
        chatId,
        user
          .get(chatId)!
          .sort((a, b) => a.at - b.at)
          .slice(-recentWindow.perChat),
      );
  }

  return {
    onEvent(event: WaEvent) {
      if (event.type === 'history') add(event.sessionId, event.messages);
      else if (event.type === 'message') add(event.sessionId, [event.message]);
      else if (event.type === 'logged-out') chats.delete(event.sessionId);
    },
    /** The chat's messages within the window, oldest first. */
    of(userId: string, chatId: string): ChatMessage[] {
      const since = clock.now() - recentWindow.ms;
      return (chats.get(userId)?.get(chatId) ?? []).filter((m) => m.at >= since);
    },
    forget(userId: string) {
      chats.delete(userId);
    },
  };
}
export type RecentMessages = ReturnType<typeof createRecentMessages>;
