import { scheduleJobSchema } from '@app/shared/contracts';
import { describe, expect, it } from 'vitest';
import { databases } from './test-app.ts';
import { fastQrs, link, next, onDatabase, person, start } from './whatsapp-support.ts';

// As the schedule page sends it: now to the minute, the next run one interval (0.032 h) later.
const startAt = Math.floor(Date.now() / 60_000) * 60_000;
const startTime = new Date(startAt).toISOString();
const nextRunTime = new Date(startAt + 115_200).toISOString();

const request = (userId: string) => ({
  userId,
  cronTime: 0.032,
  preparedData: {
    Wisdom: { selected: true, wisdoms: ['Stoicism', 'Taoism'], contacts: [{ id: '447700900001@s.whatsapp.net', name: 'Sam' }] },
    Looped: { selected: true, contacts: [{ id: '447700900002@s.whatsapp.net', name: 'Kim' }] },
    Astrology: {
      selected: true,
      formData: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        dob: '1990-12-10',
        timeOfBirth: '',
        city: 'Lisbon',
        country: 'Portugal',
        timeZone: 'Europe/Lisbon',
        latitude: 38.7167,
        longitude: -9.1333,
      },
      contacts: [{ id: '447700900001@s.whatsapp.net', name: 'Sam' }],
    },
  },
  email: 'someone-else@example.com',
  name: 'Ada',
  startTime,
  nextRunTime,
  timezone: 'Europe/Lisbon',
  minimumMessage: 5,
});

describe.each(databases)('schedule-new-cron (%s)', (kind) => {
  onDatabase(kind);

  it('stores every field of the schedule for the session’s account, and answers schedule-success', async () => {
    const app = await start(fastQrs);
    const ada = await person(app);
    await link(app, ada);
    const success = next(ada.socket, 'schedule-success');
    ada.socket.emit('schedule-new-cron', request(ada.userId));
    await success;
    const jobs = await app.scheduling.schedules.listActive(ada.userId);
    expect(jobs).toHaveLength(1);
    const job = scheduleJobSchema.parse(jobs[0]);
    expect(job).toMatchObject({
      interval: 0.032,
      minimumMessageCount: 5,
      startTime,
      nextRunTime,
      lastRun: null,
      failureCount: 0,
      lastFailureTime: null,
      lastFailureReason: null,
      Wisdom: request(ada.userId).preparedData.Wisdom,
      Looped: request(ada.userId).preparedData.Looped,
      Astrology: request(ada.userId).preparedData.Astrology,
    });
    expect(job.scheduleId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(job.userWhatsappId).toMatch(/^\d+$/);
  });

  it('a malformed request gets schedule-error with the reason, and nothing is stored', async () => {
    const app = await start();
    const ada = await person(app);
    for (const bad of [
      { ...request(ada.userId), cronTime: 7 },
      { ...request(ada.userId), minimumMessage: 30 },
      {
        ...request(ada.userId),
        preparedData: { ...request(ada.userId).preparedData, Wisdom: { selected: true, wisdoms: ['Nope'], contacts: [] } },
      },
      { ...request(ada.userId), userId: 'someone-else' },
    ]) {
      const refused = next<{ message: string }>(ada.socket, 'schedule-error');
      ada.socket.emit('schedule-new-cron', bad);
      expect((await refused).message).toMatch(/\w/);
    }
    expect(await app.db.selectFrom('schedules').selectAll().execute()).toEqual([]);
  });

  it('without a WhatsApp link: stop-cron, and nothing is stored', async () => {
    const app = await start();
    const ada = await person(app);
    const stopped = next(ada.socket, 'stop-cron');
    ada.socket.emit('schedule-new-cron', request(ada.userId));
    await stopped;
    expect(await app.db.selectFrom('schedules').selectAll().execute()).toEqual([]);
  });
});
