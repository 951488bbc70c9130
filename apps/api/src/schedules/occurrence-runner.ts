import { insightTypes, type CompanionLanguage, type InsightType } from '@app/shared/catalogue';
import type { ScheduledContact } from '@app/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { InsightEngineError, type ContactConversation, type InsightEngine, type InsightRequest } from '../insights/insight-engine.ts';
import type { Clock } from '../lib/clock.ts';
import type { UserNotifier } from '../lib/user-notifier.ts';
import type { ProfileInsightsStore } from '../results/profile-insights.ts';
import type { Results } from '../results/results.ts';
import type { ClaimedRun } from './claims.ts';
import type { MessageBuffer } from './message-buffer.ts';
import type { ResultDelivery } from './result-delivery.ts';
import { resultMessage } from './result-message.ts';
import type { Schedules, StoredSchedule } from './schedules.ts';

export interface RunnerDeps {
  schedules: Schedules;
  buffer: MessageBuffer;
  results: Results;
  profiles: ProfileInsightsStore;
  delivery: ResultDelivery;
  engine: InsightEngine;
  notify: UserNotifier;
  /** The account's name and companion settings. */
  reader: (userId: string) => Promise<{ name: string; language: CompanionLanguage; companionWisdom: string | null }>;
  publicUrl: string;
  now: () => number;
  /** Runs ending close together tell a user's pages once (`noticeDelayMs` later), not once each. */
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  log: FastifyBaseLogger;
}

const noticeDelayMs = 200;

export const runFailure = {
  unexpected: 'Something went wrong while preparing your insight. We will try again at the next run.',
  notSent: 'Your insight is ready, but WhatsApp could not deliver the link. Is your WhatsApp still linked?',
} as const;

const label = (c: ScheduledContact) => c.name?.trim() || `+${c.id.split('@')[0]?.split('-')[0] ?? c.id}`;

type Conversations = Pick<InsightRequest, 'wisdom' | 'looped' | 'astrology'>;

/** What a run asks the engine about: per selected type, the contacts with at least the minimum of new messages. */
function conversationsOf(schedule: StoredSchedule, messages: Map<string, ContactConversation['messages']>): Conversations | null {
  const conversation = (c: ScheduledContact): ContactConversation => ({
    contactId: c.id,
    contactName: c.name ?? null,
    messages: messages.get(c.id) ?? [],
  });
  const enough = (c: ContactConversation) => c.messages.length >= schedule.minimumMessageCount;
  const chosen = (type: InsightType) => (schedule[type].selected ? schedule[type].contacts.map(conversation).filter(enough) : []);
  const [wisdom, looped, astrology] = [chosen('Wisdom'), chosen('Looped'), chosen('Astrology')];
  const birth = schedule.Astrology.formData;
  const found: Conversations = {
    wisdom: wisdom.length > 0 ? { wisdoms: schedule.Wisdom.wisdoms, conversations: wisdom } : null,
    looped: looped[0] ? { conversation: looped[0] } : null,
    astrology: astrology.length > 0 && birth ? { birth, conversations: astrology } : null,
  };
  return found.wisdom || found.looped || found.astrology ? found : null;
}

/**
 * One claimed occurrence: take the buffered messages, skip below the minimum, else make the insights,
 * store the result, send one link to the user's own chat; failures are counted with a reason.
 */
export function createOccurrenceRunner(deps: RunnerDeps) {
  const { schedules, log } = deps;
  const runs = schedules.runs;
  /** Users whose pages will be told, with the timer that will tell them. */
  const notices = new Map<string, unknown>();

  /** The user's pages get the fresh list of jobs once the runs ending now are done. */
  function noticeJobs(userId: string) {
    if (notices.has(userId)) return;
    const timer = deps.clock.setTimeout(() => {
      notices.delete(userId);
      deps.notify
        .isListening(userId)
        .then(async (listening) => {
          if (listening) deps.notify.emit(userId, 'active-cron-jobs', { jobs: await schedules.listActive(userId) });
        })
        .catch((error: unknown) => log.error({ err: error }, 'jobs not sent after a run'));
    }, noticeDelayMs);
    notices.set(userId, timer);
  }

  /** Counts a failure; the run itself is marked failed unless it already produced its result. */
  async function fail(run: ClaimedRun, reason: string, { produced = false } = {}) {
    await schedules.recordFailure(run.scheduleId, reason);
    if (!produced) await runs.finish(run.runId, 'failed', deps.now(), { detail: reason });
  }

  async function produce(run: ClaimedRun, schedule: StoredSchedule) {
    const found = conversationsOf(schedule, await deps.buffer.take(schedule.scheduleId, deps.now()));
    if (!found) {
      const contacts = insightTypes.flatMap((type) => (schedule[type].selected ? schedule[type].contacts : []));
      const names = [...new Set(contacts.map(label))].join(', ');
      const detail = `Fewer than ${schedule.minimumMessageCount} new messages with ${names} since the last run.`;
      await runs.finish(run.runId, 'skipped', deps.now(), { detail });
      return;
    }
    const who = await deps.reader(schedule.userId);
    const request: InsightRequest = {
      userName: who.name,
      language: who.language,
      companionWisdom: who.companionWisdom,
      at: run.dueAt,
      timeZone: schedule.Astrology.formData?.timeZone ?? 'UTC',
      ...found,
    };
    let insights;
    try {
      insights = await deps.engine.generate(request);
    } catch (error) {
      if (error instanceof InsightEngineError) return fail(run, error.reason);
      throw error;
    }
    const involved = [
      found.wisdom?.conversations ?? [],
      found.looped ? [found.looped.conversation] : [],
      found.astrology?.conversations ?? [],
    ].flat();
    const resultId = await deps.results.store(schedule.userId, schedule.scheduleId, {
      schemaVersion: 'v0-4',
      userName: who.name,
      contacts: [...new Map(involved.map((c) => [c.contactId, { id: c.contactId, name: c.contactName }])).values()],
      selected: { Wisdom: insights.wisdom.length > 0, Looped: insights.looped.length > 0, Astrology: insights.astrology.length > 0 },
      insights: { wisdom: insights.wisdom, looped: insights.looped, astrology: insights.astrology },
    });
    await runs.finish(run.runId, 'succeeded', deps.now(), { resultId, detail: insights.notes?.join(' · ') });
    await deps.profiles.add(schedule.userId, { traits: insights.traits, events: insights.events });
    const outboxId = await deps.delivery.enqueue(run.runId, schedule.userId, resultMessage(who.language, deps.publicUrl, resultId));
    if (!(await deps.delivery.claim(outboxId))) return;
    try {
      await deps.delivery.send(outboxId);
    } catch (error) {
      log.warn({ err: error, scheduleId: schedule.scheduleId }, 'insight link not sent');
      await fail(run, runFailure.notSent, { produced: true });
    }
  }

  return {
    async run(run: ClaimedRun): Promise<void> {
      const schedule = await schedules.find(run.scheduleId, { withLastRun: false });
      if (!schedule) return;
      try {
        await produce(run, schedule);
      } catch (error) {
        log.error({ err: error, scheduleId: run.scheduleId }, 'scheduled run failed');
        await fail(run, runFailure.unexpected).catch((e: unknown) => log.error({ err: e }, 'run failure not recorded'));
      }
      noticeJobs(schedule.userId);
    },

    /** Stopping: notices not yet sent are dropped (the database is about to close). */
    stop() {
      for (const timer of notices.values()) deps.clock.clearTimeout(timer);
      notices.clear();
    },
  };
}
export type OccurrenceRunner = ReturnType<typeof createOccurrenceRunner>;
