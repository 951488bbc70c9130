import { describe, expect, it } from 'vitest';
import { messageTextLimit } from '../insights/insight-engine.ts';
import type { WaMessage } from './gateway.ts';
import { createRecentMessages, recentWindow } from './recent-messages.ts';

const now = Date.UTC(2026, 10, 24, 12);
const message = (chatId: string, i: number, text: string): WaMessage => ({
  id: `${chatId}-${i}`,
  chatId,
  fromMe: false,
  text,
  timestamp: Math.floor(now / 1000) - 3_600 + i,
});

describe('recent messages in memory', () => {
  it('a flood from 500 unknown numbers keeps at most the newest chats and a bounded amount of text', () => {
    const recent = createRecentMessages({ now: () => now });
    for (let n = 0; n < 500; n += 1) {
      const chatId = `${1_000_000 + n}@s.whatsapp.net`;
      for (let i = 0; i < 50; i += 1)
        recent.onEvent({ type: 'message', sessionId: 'ada', live: true, message: message(chatId, i, 'x'.repeat(16_000)) });
    }
    const size = recent.sizeOf('ada');
    expect(size.chats).toBeLessThanOrEqual(recentWindow.chats);
    expect(size.chars).toBeLessThanOrEqual(recentWindow.chars);
    // The chats written to last are the ones kept, each message cut to the kept length.
    const last = recent.of('ada', `${1_000_499}@s.whatsapp.net`);
    expect(last.length).toBeGreaterThan(0);
    expect(last.every((m) => m.text.length === messageTextLimit)).toBe(true);
    expect(recent.of('ada', `${1_000_000}@s.whatsapp.net`)).toEqual([]);
  });

  it('keeps the newest messages of a chat in order, and forgets an account', () => {
    const recent = createRecentMessages({ now: () => now });
    const messages = Array.from({ length: recentWindow.perChat + 20 }, (_, i) => message('sam@s.whatsapp.net', i, `m${i}`));
    recent.onEvent({
      type: 'history',
      sessionId: 'ada',
      syncType: 0,
      progress: 1,
      isLatest: true,
      chats: [],
      contacts: [],
      messages: messages.reverse(),
    });
    const kept = recent.of('ada', 'sam@s.whatsapp.net');
    expect(kept).toHaveLength(recentWindow.perChat);
    expect(kept[0]!.text).toBe('m20');
    expect(kept.at(-1)!.text).toBe(`m${recentWindow.perChat + 19}`);
    recent.forget('ada');
    expect(recent.sizeOf('ada')).toEqual({ chats: 0, chars: 0 });
  });
});
