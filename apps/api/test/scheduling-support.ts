/** Helpers of the scheduler tests: a recording engine, a linked person with contacts, a schedule. */
import type { Contact, ScheduleJob } from '@app/shared/contracts';
import { expect } from 'vitest';
import type { InsightEngine, InsightRequest, InsightSet } from '../src/insights/insight-engine.ts';
import type { RunningApp } from './test-app.ts';
import { next, phone, type person } from './whatsapp-support.ts';

type Person = Awaited<ReturnType<typeof person>>;

/** An engine that answers a small valid reading per contact and keeps what it was asked. */
export function recordingEngine(extra: Partial<Pick<InsightSet, 'traits' | 'events'>> = {}) {
  const requests: InsightRequest[] = [];
  const engine: InsightEngine = {
    name: 'recording',
    async generate(request) {
      requests.push(request);
      return {
        wisdom: (request.wisdom?.conversations ?? []).map((c) => ({
          contactId: c.contactId,
          insights: request.wisdom!.wisdoms.map((wisdomTitle) => ({
            wisdomTitle,
            insight: { Summary: c.messages.map((m) => m.text).join(' ') },
          })),
        })),
        looped: request.looped
          ? [
              {
                contactId: request.looped.conversation.contactId,
                insight: {
                  title: 'A reading',
                  narrative: 'n',
                  themes_detected: [],
                  evidence_quotes: [],
                  emotional_summary: 'e',
                  wisdom_track_suggestions: [],
                  closing_reflection: 'c',
                  confidence_score: 5,
                },
              },
            ]
          : [],
        astrology: [],
        traits: extra.traits ?? [],
        events: extra.events ?? [],
      };
    },
  };
  return { engine, requests };
}

/** The person's address book, newest first, as the contacts page gets it. */
export async function contactsOf(who: Person): Promise<Contact[]> {
  const data = next<{ chats: Contact[] }>(who.socket, 'contacts-data');
  who.socket.emit('get-contacts', who.userId);
  return (await data).chats;
}

/** Sends the schedule page's request at the app's time (start to the minute); answers the stored job. */
export async function schedule(
  app: RunningApp,
  who: Person,
  choices: { wisdom?: Contact[]; looped?: Contact; minimum?: number; interval?: number },
): Promise<ScheduleJob> {
  const now = app.clock.now();
  const start = Math.floor(now / 60_000) * 60_000;
  const interval = choices.interval ?? 0.032;
  const asContact = (c: Contact) => ({ id: c.id, name: c.name ?? null });
  const success = next(who.socket, 'schedule-success');
  who.socket.emit('schedule-new-cron', {
    userId: who.userId,
    cronTime: interval,
    preparedData: {
      Wisdom: { selected: Boolean(choices.wisdom), wisdoms: ['Stoicism'], contacts: (choices.wisdom ?? []).map(asContact) },
      Looped: { selected: Boolean(choices.looped), contacts: choices.looped ? [asContact(choices.looped)] : [] },
      Astrology: { selected: false, formData: null, contacts: [] },
    },
    email: who.email,
    name: 'Ada',
    startTime: new Date(start).toISOString(),
    nextRunTime: new Date(start + Math.round(interval * 3_600_000)).toISOString(),
    timezone: 'Europe/London',
    minimumMessage: choices.minimum ?? 5,
  });
  await success;
  const jobs = await app.scheduling.schedules.listActive(who.userId);
  return jobs.at(-1)!;
}

/**
 * Messages through the simulated phone: from the contact, or `fromMe` from the user to the contact.
 * The buffer is written after the phone's answer; this returns once the server has handled them, so a
 * schedule created next cannot catch a message said before it.
 */
export async function say(app: RunningApp, who: Person, contact: Contact, texts: string[], fromMe = false) {
  for (const text of texts) {
    expect((await phone(app, 'messages', { email: who.email, contactId: contact.id, text, fromMe })).status).toBe(200);
  }
  await app.scheduling.settled();
}

/** What the buffer holds for the schedule. */
export async function buffered(app: RunningApp, scheduleId: string, count: number) {
  await app.scheduling.settled();
  expect(await app.scheduling.buffer.count(scheduleId)).toBe(count);
}

export const twoMinutes = 115_200;

/** The schedule page's request for a '2 min' Looped schedule of Kim, starting at `startAt`. */
export function loopedRequest(userId: string, startAt: number) {
  return {
    userId,
    cronTime: 0.032,
    preparedData: {
      Wisdom: { selected: false, wisdoms: [], contacts: [] },
      Looped: { selected: true, contacts: [{ id: '447700900002@s.whatsapp.net', name: 'Kim' }] },
      Astrology: { selected: false, formData: null, contacts: [] },
    },
    email: 'ada@example.com',
    name: 'Ada',
    startTime: new Date(startAt).toISOString(),
    nextRunTime: new Date(startAt + twoMinutes).toISOString(),
    timezone: 'Europe/London',
    minimumMessage: 5,
  };
}
