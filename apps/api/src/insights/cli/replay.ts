import type { CompanionLanguage, InsightType } from '@app/shared/catalogue';
import type { LoopedInsight, OracleInsight, ScheduledAstrologyForm, WisdomInsight } from '@app/shared/contracts';
import pino from 'pino';
import { randomBytes } from 'node:crypto';
import { createUsers } from '../../auth/users.ts';
import { loadConfig } from '../../config/config.ts';
import { openDatabase } from '../../db/database.ts';
import { credentialCipher } from '../../lib/cipher.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CurrentResult } from '../../results/results.ts';
import { createScheduling } from '../../schedules/scheduling.ts';
import type { ChatMessage, InsightEngine } from '../insight-engine.ts';

export interface ReplayOptions {
  messages: ChatMessage[];
  me: string;
  contact: string;
  type: InsightType;
  wisdoms: string[];
  birth: ScheduledAstrologyForm | null;
  language: CompanionLanguage;
  /** The schedule's interval, in hours (Daily 24, Weekly 168). */
  intervalHours: number;
  minimum: number;
  timeZone: string;
  engine: InsightEngine;
}

export interface ReplayRun {
  at: string;
  /** New messages with the contact waiting when the run began. */
  newMessages: number;
  delivered: boolean;
  reason: string | null;
  readings: (WisdomInsight | LoopedInsight | OracleInsight)[];
}

const contactId = '15550000001@s.whatsapp.net';

/**
 * A chat replayed through the server's own scheduler: one account, one schedule of this contact, every
 * message arriving at its own time into the real buffer (minimum, 30 days, 2,000 a contact), each
 * occurrence claimed and run by the embedded engine with the real relationship memory, each result read
 * back as the result pages would. Nothing leaves the process: a fresh in-memory database, a throwaway key.
 */
export async function replay(options: ReplayOptions): Promise<{ runs: ReplayRun[] }> {
  const sorted = [...options.messages].sort((a, b) => a.at - b.at);
  const first = sorted[0]?.at ?? Date.now();
  let now = Math.floor(first / 60_000) * 60_000;
  const clock: Clock = {
    now: () => now,
    setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const db = await openDatabase({ sqliteFile: ':memory:' });
  const log = pino({ level: 'silent' });
  const sent: string[] = [];
  const scheduling = createScheduling({
    config: loadConfig({}),
    db,
    cipher: credentialCipher(randomBytes(32)),
    clock,
    notify: { emit: () => undefined, isListening: async () => false },
    engine: options.engine,
    sendToOwnChat: async (_userId, text) => {
      sent.push(text);
      return `sent-${sent.length}`;
    },
    reader: async () => ({ name: options.me, language: options.language, companionWisdom: null }),
    log,
  });
  try {
    const { id: userId } = (await createUsers(db, clock).create({
      email: 'replay@example.invalid',
      name: options.me,
      passwordHash: null,
    }))!;
    const chosen = (type: InsightType) => options.type === type;
    const contacts = [{ id: contactId, name: options.contact }];
    const startTime = new Date(now).toISOString();
    await scheduling.schedules.create(userId, '15550000000@s.whatsapp.net', {
      userId,
      cronTime: options.intervalHours,
      preparedData: {
        Wisdom: { selected: chosen('Wisdom'), wisdoms: options.wisdoms, contacts: chosen('Wisdom') ? contacts : [] },
        Looped: { selected: chosen('Looped'), contacts: chosen('Looped') ? contacts : [] },
        Astrology: { selected: chosen('Astrology'), formData: options.birth, contacts: chosen('Astrology') ? contacts : [] },
      },
      email: 'replay@example.invalid',
      name: options.me,
      startTime,
      nextRunTime: startTime,
      timezone: options.timeZone,
      minimumMessage: options.minimum,
    });
    const everyMs = options.intervalHours * 3_600_000;
    const last = sorted.at(-1)?.at ?? first;
    const runs: ReplayRun[] = [];
    let next = 0;
    for (let due = now + everyMs; due <= last + everyMs; due += everyMs) {
      for (; next < sorted.length && sorted[next]!.at <= due; next++) {
        const m = sorted[next]!;
        now = Math.max(now, m.at);
        await scheduling.onWhatsAppEvent({
          type: 'message',
          sessionId: userId,
          live: true,
          message: { id: `m${next}`, chatId: contactId, fromMe: m.fromMe, text: m.text, timestamp: m.at / 1000 },
        });
      }
      await scheduling.settled();
      now = due;
      const [before] = await scheduling.schedules.listActive(userId);
      const waiting = before?.waiting?.find((w) => w.contactId === contactId)?.count ?? 0;
      const deliveries = sent.length;
      await scheduling.engine.tick();
      const [after] = await scheduling.schedules.listActive(userId);
      const lastRun = after?.lastRun;
      const result =
        lastRun?.resultId && lastRun.status === 'succeeded'
          ? ((await scheduling.results.read(userId, lastRun.resultId)) as CurrentResult | undefined)
          : undefined;
      const insights = result?.insights;
      runs.push({
        at: new Date(due).toISOString(),
        newMessages: waiting,
        delivered: sent.length > deliveries,
        reason: lastRun?.status === 'succeeded' ? null : (lastRun?.detail ?? null),
        readings: insights
          ? [
              ...insights.wisdom.flatMap((w) => w.insights),
              ...insights.looped.map((l) => l.insight),
              ...insights.astrology.map((a) => a.insight),
            ]
          : [],
      });
    }
    return { runs };
  } finally {
    await scheduling.engine.stop({ force: true });
    await db.destroy();
  }
}
