import type { InsightType } from '@app/shared/catalogue';
import type { ScheduleNewCronPayload, ScheduledContact } from '@app/shared/contracts';
import type { SessionState } from '@app/shared/session';

const contactsOf = (contacts: SessionState['selectedWisdomContacts']): ScheduledContact[] =>
  contacts.map((c) => ({ id: c.id, name: c.name ?? c.verifiedName ?? null }));

/** Starts now, to the minute (docs/product.md §4); the first run is one interval later. */
export function scheduleTimes(now: Date, intervalHours: number): { startTime: string; nextRunTime: string } {
  const start = new Date(now);
  start.setSeconds(0, 0);
  return { startTime: start.toISOString(), nextRunTime: new Date(start.getTime() + intervalHours * 3_600_000).toISOString() };
}

/**
 * `schedule-new-cron`'s request from the choices kept in the session. The birth details carry the
 * zone of the city picked from the suggestions, else the browser's.
 */
export function scheduleRequest(
  session: SessionState,
  choice: { intervalHours: number; minimumMessages: number },
  now: Date,
  browserZone: string,
): ScheduleNewCronPayload {
  const selected = (type: InsightType) => session.selectedTypes[type];
  const form = session.astrologyFormData;
  return {
    userId: session.userId ?? '',
    cronTime: choice.intervalHours,
    preparedData: {
      Wisdom: {
        selected: selected('Wisdom'),
        wisdoms: session.selectedWisdomWisdoms.map((w) => w.title),
        contacts: contactsOf(session.selectedWisdomContacts),
      },
      Looped: { selected: selected('Looped'), contacts: contactsOf(session.selectedLoopedContacts) },
      Astrology: {
        selected: selected('Astrology'),
        formData: selected('Astrology')
          ? {
              firstName: form.firstName ?? '',
              lastName: form.lastName ?? '',
              dob: form.dob ?? '',
              timeOfBirth: form.timeOfBirth ?? '',
              city: form.city ?? '',
              country: form.country ?? '',
              timeZone: form.timeZone ?? browserZone,
              ...(form.latitude !== undefined && form.longitude !== undefined
                ? { latitude: form.latitude, longitude: form.longitude }
                : {}),
            }
          : null,
        contacts: contactsOf(session.selectedAstrologyContacts),
      },
    },
    email: session.email ?? '',
    name: session.name ?? '',
    ...scheduleTimes(now, choice.intervalHours),
    timezone: browserZone,
    minimumMessage: choice.minimumMessages,
  };
}
