import { clientEventNames } from '@app/shared/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotDatabase } from './db-snapshot.ts';
import { generousEventLimits } from './event-limits.ts';
import { client } from './http-client.ts';
import { openRawSocket, type RawSocket } from './raw-socket.ts';
import { signUpVerified, uniqueEmail } from './support.ts';
import { sitePublicUrl, startTestApp, type RunningApp } from './test-app.ts';

let app: RunningApp;
let cookie: string;
let userId: string;

beforeAll(async () => {
  // Limits raised so that every packet reaches the parser and the guard (the limits have their own tests).
  app = await startTestApp({ eventLimitRules: generousEventLimits });
  const api = client(app.url);
  userId = await signUpVerified(app, api, uniqueEmail());
  cookie = api.cookie!;
});
afterAll(() => app.close());

const connect = () => openRawSocket(app.url, { origin: sitePublicUrl, cookie });

/** Whether the server still answers: an HTTP health check and an acknowledged event on a new socket. */
async function alive(): Promise<void> {
  expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
  const probe = await connect();
  probe.send(`4299["checkWhatsappSessionActive","${userId}"]`);
  expect(await probe.frame((t) => t.startsWith('4399'))).toBe('4399[false]');
  probe.close();
}

// Names an attacker reaches for: everything on Object.prototype, and the socket's own reserved events.
const inheritedNames = [
  ...Object.getOwnPropertyNames(Object.prototype),
  ...Object.getOwnPropertyNames(Function.prototype),
  'connect',
  'connect_error',
  'disconnect',
  'disconnecting',
  'newListener',
  'removeListener',
  'error',
  'prototype',
];

const eventName = fc.oneof(
  fc.constantFrom(...inheritedNames),
  fc.constantFrom(...clientEventNames),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.constant(null),
  fc.jsonValue(),
);
const argument = fc.oneof(fc.jsonValue(), fc.string(), fc.record({ userId: fc.string() }, { requiredKeys: [] }));

/** Frames of every kind: events with any name and arguments, acks, broken JSON, binary, engine.io control. */
const frames: fc.Arbitrary<string | Buffer> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(eventName, fc.array(argument, { maxLength: 3 }), fc.option(fc.nat(9999)))
      .map(([name, args, ack]) => `42${ack ?? ''}${JSON.stringify([name, ...args])}`),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 120 }).map((text) => `42${text}`) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('40', '41', '43', '44', '45', '46', '2', '3', '5', '6', '7', '9', ''), fc.string({ maxLength: 60 }))
      .map(([head, tail]) => `${head}${tail}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.nat(3), eventName)
      .map(([count, name]) => `45${count}-${JSON.stringify([name, { _placeholder: true, num: 0 }])}`),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '1',
      '42',
      '42[]',
      '42[123]',
      '42[null]',
      '42[{}]',
      '42["toString"]',
      '42["__proto__",{}]',
      '42["constructor"]',
      '42["hasOwnProperty","x"]',
    ),
  },
);

describe('socket packets never crash the process or change the database', () => {
  it('answers the frames that used to kill the server with an error, and stays up', async () => {
    // socket.io's parser lets a number or a string name through: those are refused through the acknowledgement.
    for (const frame of ['42[123]', '42["toString"]', '42["constructor"]', '42["__proto__"]', '42["hasOwnProperty"]', '42["valueOf",1]']) {
      const socket = await connect();
      socket.send(frame);
      socket.send(frame.replace(/^42/, '427'));
      expect(JSON.parse((await socket.frame((t) => t.startsWith('437'))).slice(3))).toEqual([
        { status: 'error', message: 'Unknown event.' },
      ]);
      socket.close();
      await alive();
    }
    // An event packet without an event is refused like an unknown one.
    const empty = await connect();
    empty.send('42');
    empty.send('427');
    expect(JSON.parse((await empty.frame((t) => t.startsWith('437'))).slice(3))).toEqual([{ status: 'error', message: 'Unknown event.' }]);
    empty.close();
    // What the parser refuses (a null or object name, an empty array) ends that connection only.
    for (const frame of ['42[null]', '42[]', '42[{}]', '42[1', '4']) {
      const socket = await connect();
      socket.send(frame);
      await socket.closed;
      await alive();
    }
  });

  it('takes 10,000 generated frames, staying up and answering health throughout, with every table unchanged', async () => {
    const before = await snapshotDatabase(app.db);
    const samples = fc.sample(frames, { numRuns: Number(process.env.FRAMES ?? 10_000), seed: 20261122 });
    // A few frames over the size limit: the server ends that connection, nothing more.
    for (let i = 0; i < 5; i += 1) samples.splice(i * 2000, 0, `42["get-contacts","${'x'.repeat(300 * 1024)}"]`);
    let socket: RawSocket = await connect();
    let reconnects = 0;
    for (let i = 0; i < samples.length; i += 1) {
      if (!socket.open) {
        socket = await connect();
        reconnects += 1;
      }
      // Each frame, then a marker the server answers once it has dealt with the frame (or the connection ends).
      socket.send(samples[i]!);
      socket.send(`4299["checkWhatsappSessionActive","${userId}"]`);
      const outcome = await Promise.race([
        socket
          .frame((t) => t.startsWith('4399'), 250)
          .then(
            () => 'answered',
            () => 'silent',
          ),
        socket.closed.then(() => 'closed'),
      ]);
      // Silent: the frame left the namespace ('41') or began a binary packet; a fresh connection goes on.
      if (outcome === 'silent') socket.close();
      if (i % 500 === 499) await alive();
    }
    socket.close();
    await alive();
    expect(await snapshotDatabase(app.db)).toBe(before);
    expect(reconnects).toBeGreaterThan(0);
  });
});
