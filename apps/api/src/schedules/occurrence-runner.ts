import { insightTypes, type CompanionLanguage, type InsightType } from '@app/shared/catalogue';
import { contactLabel, type ScheduledContact } from '@app/shared/contracts';
import { isTimeZone } from '@app/shared/validation';
import type { FastifyBaseLogger } from 'fastify';
import { InsightEngineError, type ContactConversation, type InsightEngine, type InsightRequest } from '../insights/insight-engine.ts';
import type { Clock } from '../lib/clock.ts';
import type { UserNotifier } from '../lib/user-notifier.ts';
import type { ProfileInsightsStore } from '../results/profile-insights.ts';
import type { Results } from '../results/results.ts';
import type { ClaimedRun } from './claims.ts';
import { bufferLimits, type MessageBuffer } from './message-buffer.ts';
import type { RelationshipMemoryStore } from './relationship-memory.ts';
import type { ResultDelivery } from './result-delivery.ts';
import { resultMessage } from './result-message.ts';
import type { Schedules, StoredSchedule } from './schedules.ts';

export interface RunnerDeps {
  schedules: Schedules;
  buffer: MessageBuffer;
  results: Results;
  profiles: ProfileInsightsStore;
  delivery: ResultDelivery;
  /** What earlier readings concluded, per contact: the next one says what changed. */
  memory: RelationshipMemoryStore;
  engine: InsightEngine;
  notify: UserNotifier;
  /** The account's name and companion settings. */
  reader: (userId: string) => Promise<{ name: string; language: CompanionLanguage; companionWisdom: string | null }>;
  publicUrl: string;
  now: () => number;
  /** Runs ending close together tell a user's pages once (`noticeDelayMs` later), not once each. */
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  log: FastifyBaseLogger;
  /** Shorter deadlines (tests). */
  deadline?: Partial<typeof occurrenceDeadline>;
}

const noticeDelayMs = 200;

/** Why a run made nothing: stored on the run, so it holds no name and nothing of a chat. */
export const runSkipped = (minimum: number) =>
  `Fewer than ${minimum} new messages with your chosen contacts so far; they are kept for the next run.`;

/** How long one occurrence may take (ARCHITECTURE §19): past `budgetMs` no model is asked more; past the grace it is failed. */
export const occurrenceDeadline = { budgetMs: 5 * 60_000, graceMs: 30_000 };

/** The zone a reading's hours and dates are in: the schedule's (the browser's), else the birth place's. */
const readerZone = (schedule: StoredSchedule) =>
  [schedule.timezone, schedule.Astrology.formData?.timeZone].find((zone) => zone !== undefined && isTimeZone(zone)) ?? 'UTC';

export const runFailure = {
  unexpected: 'Something went wrong while preparing your insight. We will try again at the next run.',
  tooLong: 'Preparing your insight took too long and was stopped. We will try again at the next run.',
  notSent: 'Your insight is ready, but WhatsApp could not deliver the link. Is your WhatsApp still linked?',
} as const;

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
  /** The deadlines of runs under way: a stopping process ends their model calls at once. */
  const underway = new Set<AbortController>();

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

  async function produce(run: ClaimedRun, schedule: StoredSchedule, signal: AbortSignal, given: { up: boolean }) {
    // Below the minimum a contact's messages wait for a later run (ARCHITECTURE §19): only contacts with
    // enough are taken, and the buffer keeps no more than its last 30 days.
    const until = deps.now();
    await deps.buffer.expire(schedule.scheduleId, until - bufferLimits.days * 86_400_000);
    const waiting = (await deps.buffer.waiting([schedule.scheduleId], until)).get(schedule.scheduleId) ?? new Map<string, number>();
    const ready = [...waiting].filter(([, count]) => count >= schedule.minimumMessageCount).map(([contactId]) => contactId);
    const chosen = new Set(insightTypes.flatMap((type) => (schedule[type].selected ? schedule[type].contacts.map((c) => c.id) : [])));
    const found = conversationsOf(
      schedule,
      await deps.buffer.take(
        schedule.scheduleId,
        until,
        ready.filter((id) => chosen.has(id)),
      ),
    );
    if (!found) {
      // No names in a stored reason: the jobs page names the contacts from the schedule itself.
      await runs.finish(run.runId, 'skipped', deps.now(), { detail: runSkipped(schedule.minimumMessageCount) });
      return;
    }
    const involved = [
      found.wisdom?.conversations ?? [],
      found.looped ? [found.looped.conversation] : [],
      found.astrology?.conversations ?? [],
    ].flat();
    const histories = new Map<string, Awaited<ReturnType<RelationshipMemoryStore['of']>>>();
    for (const c of involved) {
      if (!histories.has(c.contactId)) histories.set(c.contactId, await deps.memory.of(schedule.scheduleId, c.contactId));
      c.history = histories.get(c.contactId);
    }
    const who = await deps.reader(schedule.userId);
    const request: InsightRequest = {
      userName: who.name,
      language: who.language,
      companionWisdom: who.companionWisdom,
      at: run.dueAt,
      timeZone: readerZone(schedule),
      ...found,
      userId: schedule.userId,
      signal,
    };
    let insights;
    try {
      insights = await deps.engine.generate(request);
    } catch (error) {
      if (given.up) return undefined;
      if (error instanceof InsightEngineError) return fail(run, error.reason);
      throw error;
    }
    // Past its deadline the run was already counted as failed: what arrives this late is not delivered.
    if (given.up) return undefined;
    const resultId = await deps.results.store(schedule.userId, schedule.scheduleId, {
      schemaVersion: 'v0-4',
      userName: who.name,
      language: who.language,
      contacts: [...new Map(involved.map((c) => [c.contactId, { id: c.contactId, name: c.contactName }])).values()],
      selected: { Wisdom: insights.wisdom.length > 0, Looped: insights.looped.length > 0, Astrology: insights.astrology.length > 0 },
      insights: { wisdom: insights.wisdom, looped: insights.looped, astrology: insights.astrology },
    });
    await runs.finish(run.runId, 'succeeded', deps.now(), { resultId, detail: insights.notes?.join(' · ') });
    for (const { contactId, facts } of insights.memory ?? [])
      if (histories.has(contactId)) await deps.memory.remember(schedule.scheduleId, contactId, run.dueAt, facts);
    await deps.profiles.add(schedule.userId, { traits: insights.traits, events: insights.events });
    const about = [...new Map(involved.map((c) => [c.contactId, contactLabel({ id: c.contactId, name: c.contactName })])).values()];
    const outboxId = await deps.delivery.enqueue(run.runId, schedule.userId, resultMessage(who.language, deps.publicUrl, resultId, about));
    if (!(await deps.delivery.claim(outboxId))) return;
    try {
      await deps.delivery.send(outboxId);
    } catch (error) {
      log.warn({ err: error, scheduleId: schedule.scheduleId }, 'insight link not sent');
      await fail(run, runFailure.notSent, { produced: true });
    }
  }

  return {
    /**
     * Runs one occurrence within its deadline: at `budgetMs` nothing more is asked of a model (its offline
     * readings stand); at `budgetMs + graceMs` the run is given up as failed and the scheduler moves on, so
     * one slow model never holds anyone else's runs.
     */
    async run(run: ClaimedRun): Promise<void> {
      const schedule = await schedules.find(run.scheduleId, { withLastRun: false });
      if (!schedule) return;
      const { budgetMs, graceMs } = { ...occurrenceDeadline, ...deps.deadline };
      const controller = new AbortController();
      underway.add(controller);
      const given = { up: false };
      const timers: unknown[] = [];
      const late = new Promise<'late'>((resolve) => {
        timers.push(deps.clock.setTimeout(() => controller.abort(), budgetMs));
        timers.push(deps.clock.setTimeout(() => resolve('late'), budgetMs + graceMs));
      });
      const work = produce(run, schedule, controller.signal, given).then(
        () => 'done' as const,
        async (error: unknown) => {
          if (given.up) return 'done' as const;
          log.error({ err: error, scheduleId: run.scheduleId }, 'scheduled run failed');
          await fail(run, runFailure.unexpected).catch((e: unknown) => log.error({ err: e }, 'run failure not recorded'));
          return 'done' as const;
        },
      );
      const outcome = await Promise.race([work, late]);
      timers.forEach((timer) => deps.clock.clearTimeout(timer));
      underway.delete(controller);
      if (outcome === 'late') {
        given.up = true;
        log.warn({ scheduleId: run.scheduleId }, 'scheduled run given up: past its deadline');
        await fail(run, runFailure.tooLong).catch((e: unknown) => log.error({ err: e }, 'run failure not recorded'));
      }
      noticeJobs(schedule.userId);
    },

    /** Stopping: runs under way ask no model more (their offline readings stand); notices not yet sent are dropped. */
    stop() {
      for (const controller of underway) controller.abort();
      for (const timer of notices.values()) deps.clock.clearTimeout(timer);
      notices.clear();
    },
  };
}
export type OccurrenceRunner = ReturnType<typeof createOccurrenceRunner>;
