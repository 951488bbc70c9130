import { insightTypes, intervalOptions, type InsightType } from '../catalogue/options.ts';
import type { ScheduleJob, ScheduledContact } from '../contracts/schedules.ts';

/** 'Next Runtime': a time already past shows as the next minute (docs/product.md §2). */
export function nextRuntime(nextRunTime: string, now: Date): Date {
  const next = new Date(nextRunTime);
  if (next.getTime() > now.getTime()) return next;
  const minute = new Date(now);
  minute.setSeconds(0, 0);
  minute.setMinutes(minute.getMinutes() + 1);
  return minute;
}

/** A contact as the card lists it: its name, else its id before the first '-'. */
export const contactName = (contact: ScheduledContact): string => contact.name?.trim() || contact.id.split('-')[0]!;

/** An interval by its name ('2 min', 'Daily'), else in hours. */
export function intervalText(hours: number): string {
  return intervalOptions.find((o) => o.value === hours)?.label ?? `Every ${hours} hours`;
}

export const formatTime = (date: Date): string => date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The interval as the product states it, with its name beside it: '0.032 hours (2 min)'. */
export function intervalFact(hours: number): string {
  const named = intervalOptions.find((o) => o.value === hours)?.label;
  return named ? `${hours} hours (${named})` : `${hours} hours`;
}

/** Every contact the schedule reads, once, in the order of the insight types. */
export function chosenContacts(job: ScheduleJob): ScheduledContact[] {
  const contacts = new Map<string, ScheduledContact>();
  for (const type of insightTypes) if (job[type].selected) for (const c of job[type].contacts) contacts.set(c.id, c);
  return [...contacts.values()];
}

/** Whom a schedule is about, for people: 'Maya, Jo'. */
export const contactNames = (job: ScheduleJob): string => chosenContacts(job).map(contactName).join(', ');

/** Per chosen contact, how many new messages wait towards the minimum: '12 of 25 new messages with Maya'. */
export function waitingLines(job: ScheduleJob): string[] {
  const counts = new Map((job.waiting ?? []).map((w) => [w.contactId, w.count]));
  return chosenContacts(job).map(
    (c) => `${Math.min(counts.get(c.id) ?? 0, job.minimumMessageCount)} of ${job.minimumMessageCount} new messages with ${contactName(c)}`,
  );
}

/** The kinds as people read them (Astrology is 'Oracle' everywhere a person sees it). */
export const typeLabels: Record<InsightType, string> = { Wisdom: 'Wisdom', Looped: 'Looped', Astrology: 'Oracle' };

/** A schedule in a few words: 'Daily · Wisdom, Looped'. */
export const scheduleTitle = (job: ScheduleJob): string =>
  `${intervalText(job.interval)} · ${insightTypes
    .filter((type) => job[type].selected)
    .map((type) => typeLabels[type])
    .join(', ')}`;
