import { contactLabel, type AccountExport, type ScheduledContact } from '@app/shared/contracts';
import type { Sessions } from '../auth/sessions.ts';
import type { User } from '../auth/users.ts';
import type { CompanionSettingsStore } from '../companion/companion-settings.ts';
import type { ProfileInsightsStore } from '../results/profile-insights.ts';
import type { Results, StoredResult } from '../results/results.ts';
import type { MessageBuffer } from '../schedules/message-buffer.ts';
import type { RelationshipMemoryStore } from '../schedules/relationship-memory.ts';
import type { Schedules, StoredSchedule } from '../schedules/schedules.ts';
import type { ContactsBook } from '../whatsapp/contacts-book.ts';

export interface AccountExportDeps {
  sessions: Pick<Sessions, 'listOf'>;
  companion: Pick<CompanionSettingsStore, 'get'>;
  contacts: Pick<ContactsBook, 'list'>;
  isLinked: (userId: string) => Promise<boolean>;
  schedules: Pick<Schedules, 'listStored' | 'runs'>;
  buffer: Pick<MessageBuffer, 'count'>;
  memory: Pick<RelationshipMemoryStore, 'ofSchedule'>;
  results: Pick<Results, 'listOf'>;
  profiles: Pick<ProfileInsightsStore, 'read'>;
  publicUrl: string;
  now: () => number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));
const names = (contacts: ScheduledContact[]) => contacts.map(contactLabel);

/** A stored result with each contact named as the app names them, instead of by their WhatsApp number. */
function readable(result: StoredResult): unknown {
  if (result.schemaVersion !== 'v0-4') return result;
  const labels = new Map(result.contacts.map((c) => [c.id, contactLabel(c)]));
  return JSON.parse(JSON.stringify(result, (_key, value: unknown) => (typeof value === 'string' ? (labels.get(value) ?? value) : value)));
}

export const exportAbout =
  'Everything Companion keeps about you, as of exportedAt. Message text is never stored: a schedule keeps new messages ' +
  'sealed only until its next run reads them (counted under messagesWaiting). Readings quote the messages they are about. ' +
  'Keys, password hashes and tokens are not included. Delete your account from the menu to remove all of it.';

/** 'Download my data' (docs/privacy.md): everything stored about one account, as its owner may read it. */
export function createAccountExport(deps: AccountExportDeps) {
  async function scheduleOf(schedule: StoredSchedule): Promise<AccountExport['schedules'][number]> {
    const runs = await deps.schedules.runs.listOf(schedule.scheduleId);
    const chosen = [...schedule.Wisdom.contacts, ...schedule.Looped.contacts, ...schedule.Astrology.contacts];
    const label = (contactId: string) => contactLabel(chosen.find((c) => c.id === contactId) ?? { id: contactId });
    return {
      id: schedule.scheduleId,
      createdAt: iso(schedule.createdAt),
      intervalHours: schedule.interval,
      minimumMessages: schedule.minimumMessageCount,
      startTime: schedule.startTime,
      nextRun: schedule.nextRunTime,
      timezone: schedule.timezone,
      failureCount: schedule.failureCount,
      lastFailure: schedule.failureCount > 0 ? { at: schedule.lastFailureTime, reason: schedule.lastFailureReason } : null,
      wisdom: { selected: schedule.Wisdom.selected, philosophies: schedule.Wisdom.wisdoms, contacts: names(schedule.Wisdom.contacts) },
      looped: { selected: schedule.Looped.selected, contacts: names(schedule.Looped.contacts) },
      oracle: {
        selected: schedule.Astrology.selected,
        birthDetails: schedule.Astrology.formData,
        contacts: names(schedule.Astrology.contacts),
      },
      messagesWaiting: await deps.buffer.count(schedule.scheduleId),
      runs: runs
        .filter((run) => run.status !== 'running' && run.finished_at !== null)
        .map((run) => ({
          dueAt: iso(run.due_at),
          at: iso(run.finished_at!),
          status: run.status as 'succeeded' | 'skipped' | 'failed',
          detail: run.detail,
          resultId: run.result_id,
        })),
      remembered: (await deps.memory.ofSchedule(schedule.scheduleId)).map((m) => ({
        contact: label(m.contactId),
        at: iso(m.at),
        facts: { ...m.facts },
      })),
    };
  }

  return {
    async of(user: User): Promise<AccountExport> {
      const [sessions, companion, contacts, linked, schedules, results, profile] = await Promise.all([
        deps.sessions.listOf(user.id),
        deps.companion.get(user.id),
        deps.contacts.list(user.id),
        deps.isLinked(user.id),
        deps.schedules.listStored(user.id),
        deps.results.listOf(user.id),
        deps.profiles.read(user.id),
      ]);
      return {
        about: exportAbout,
        exportedAt: iso(deps.now()),
        account: {
          name: user.name,
          email: user.email,
          createdAt: iso(user.created_at),
          emailVerifiedAt: isoOrNull(user.email_verified_at),
          signsInWith: [...(user.password_hash ? (['password'] as const) : []), ...(user.google_sub ? (['google'] as const) : [])],
        },
        sessions: sessions.map((s) => ({ startedAt: iso(s.created_at), endsAt: iso(s.expires_at), rememberMe: s.persistent === 1 })),
        companion: { wisdom: companion.wisdomTitle, language: companion.language },
        whatsapp: { linked, contacts: contacts.map((c) => contactLabel(c)) },
        schedules: await Promise.all(schedules.map(scheduleOf)),
        results: results.map(({ id, createdAt, result }) => ({
          id,
          createdAt: iso(createdAt),
          link: `${deps.publicUrl}/result-entry/v0-4/${id}`,
          readings: readable(result),
        })),
        traits: profile.traits,
        events: profile.events,
      };
    },
  };
}
export type AccountExporter = ReturnType<typeof createAccountExport>;
