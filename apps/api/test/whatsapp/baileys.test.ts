import { BufferJSON } from '@whiskeysockets/baileys';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/db/database.ts';
import { BaileysWhatsApp } from '../../src/whatsapp/baileys/baileys-gateway.ts';
import { backoffMs, classifyClose } from '../../src/whatsapp/baileys/close-kind.ts';
import { databaseAuthStateStore, type AuthStateStore } from '../../src/whatsapp/credentials/auth-state-store.ts';
import { credentialCipher } from '../../src/lib/cipher.ts';
import type { WaEvent } from '../../src/whatsapp/gateway.ts';
import { fakeWhatsAppServer } from './fake-baileys.ts';
import { describeGatewayContract, type GatewayHarness } from './gateway-contract.ts';
import { manualTimers } from './manual-timers.ts';

const openDbs: Db[] = [];
afterEach(async () => {
  await Promise.all(openDbs.splice(0).map((db) => db.destroy()));
});

async function newStore(): Promise<{ db: Db; store: AuthStateStore }> {
  const db = await openDatabase({ sqliteFile: ':memory:' });
  openDbs.push(db);
  // Credentials belong to an account (a foreign key): the sessions these tests link are accounts.
  await db
    .insertInto('users')
    .values(
      ['user-1'].map((id) => ({
        id,
        email: `${id}@example.com`,
        name: id,
        password_hash: null,
        email_verified_at: null,
        google_sub: null,
        created_at: 0,
        updated_at: 0,
      })),
    )
    .execute();
  return { db, store: databaseAuthStateStore(db, credentialCipher(randomBytes(32)), Date.now) };
}

/** Lets the adapter finish what a close started (credentials are wiped in the database). */
const settled = () => new Promise((resolve) => setImmediate(resolve));

function baileysHarness(store: AuthStateStore) {
  const clock = manualTimers();
  const server = fakeWhatsAppServer(clock.clock);
  const gateway = new BaileysWhatsApp({ store, makeSocket: server.makeSocket, clock: clock.clock, random: () => 0.5 });
  const harness: GatewayHarness & { server: typeof server; gateway: BaileysWhatsApp } = {
    gateway,
    server,
    advance: clock.advance,
    scan: (id) => Promise.resolve(server.scan(id)),
    drop: async (id) => {
      server.close(id, 428);
      await settled();
    },
    remoteLogout: async (id) => {
      server.close(id, 401);
      await settled();
    },
    restart: () => Promise.resolve(baileysHarness(store)),
    qrTimeoutMs: 60_000 + 4 * 20_000,
  };
  return harness;
}

describeGatewayContract('Baileys adapter over a fake socket', async () => baileysHarness((await newStore()).store));

describe('the Baileys adapter', () => {
  let harness: ReturnType<typeof baileysHarness>;
  let db: Db;
  let events: WaEvent[];
  const user = 'user-1';
  beforeEach(async () => {
    const made = await newStore();
    db = made.db;
    harness = baileysHarness(made.store);
    events = [];
    harness.gateway.on((e) => events.push(e));
  });
  afterEach(() => harness.gateway.shutdown());

  const link = async () => {
    await harness.gateway.start(user);
    await harness.advance(0);
    await harness.scan(user);
    await harness.advance(5_000);
  };

  it('after a scan, WhatsApp restarts the connection (515): a new socket with the same credentials opens at once', async () => {
    await harness.gateway.start(user);
    await harness.advance(0);
    expect(harness.server.socketsCreated()).toBe(1);
    await harness.scan(user);
    expect(events.find((e) => e.type === 'closed')).toMatchObject({ kind: 'restart', code: 515 });
    expect(harness.server.socketsCreated()).toBe(2);
    await harness.advance(300);
    expect(harness.gateway.state(user)).toBe('open');
    expect(harness.gateway.selfJid(user)).toBe('4915100000001@s.whatsapp.net');
  });

  it('QR expiry times follow WhatsApp: 60 s for the first, 20 s after', async () => {
    await harness.gateway.start(user);
    await harness.advance(60_000);
    const qrs = events.filter((e): e is Extract<WaEvent, { type: 'qr' }> => e.type === 'qr');
    expect(qrs.map((q) => q.expiresAt - qrs[0]!.expiresAt + 60_000)).toEqual([60_000, 80_000]);
    expect(qrs[0]?.qr).toMatch(/^2@ref0,/);
  });

  it('history is reduced to people: groups dropped, protobuf Longs made numbers, text kept only in the event', async () => {
    await link();
    const history = events.find((e): e is Extract<WaEvent, { type: 'history' }> => e.type === 'history');
    expect(history?.chats).toEqual([{ id: '4915112345678@s.whatsapp.net', name: null, lastMessageTimestamp: 1_763_700_000 }]);
    expect(history?.contacts).toEqual([{ id: '4915112345678@s.whatsapp.net', name: 'Grace', notify: 'G', verifiedName: null }]);
    expect(history?.messages.map((m) => m.text)).toEqual(['Hi!']);
    expect(events.find((e) => e.type === 'history-status')).toMatchObject({ status: 'complete' });
  });

  it('stores credentials sealed: nothing readable in the database, and nothing before pairing', async () => {
    await harness.gateway.start(user);
    await harness.advance(0);
    expect(await db.selectFrom('wa_creds').selectAll().execute()).toEqual([]);
    await link();
    const rows = await db.selectFrom('wa_creds').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.creds).toMatch(/^v1\./);
    expect(rows[0]?.creds).not.toContain('4915100000001');
    expect(rows[0]?.creds).not.toContain('noiseKey');
  });

  it('signal keys round-trip through the sealed store, Buffers intact; null deletes', async () => {
    await link();
    const state = harness.server.socket(user)!.auth;
    const key = { public: Buffer.from([1, 2, 3]), private: Buffer.from([4, 5, 6]) };
    await state.keys.set({ 'pre-key': { '1': key, '2': key } });
    expect(await state.keys.get('pre-key', ['1', '3'])).toEqual({ '1': key });
    await state.keys.set({ 'pre-key': { '1': null } });
    expect(await state.keys.get('pre-key', ['1', '2'])).toEqual({ '2': key });
    const raw = await db.selectFrom('wa_keys').select('value').execute();
    expect(raw.every((r) => r.value.startsWith('v1.') && !r.value.includes(JSON.stringify(key, BufferJSON.replacer)))).toBe(true);
  });

  it('a 408 while connected is a lost connection (backoff), not a QR timeout', async () => {
    await link();
    events.length = 0;
    harness.server.close(user, 408);
    await settled();
    expect(events.find((e) => e.type === 'closed')).toMatchObject({ kind: 'transient', code: 408 });
    expect(events.some((e) => e.type === 'qr-timeout')).toBe(false);
    await harness.advance(2_000);
    expect(harness.gateway.state(user)).toBe('open');
  });

  it('replaced by another client (440): stops without fighting, keeps the credentials', async () => {
    await link();
    harness.server.close(user, 440);
    await settled();
    expect(harness.gateway.state(user)).toBe('stopped');
    await harness.advance(120_000);
    expect(harness.gateway.state(user)).toBe('stopped');
    expect(await harness.gateway.hasCredentials(user)).toBe(true);
  });

  it('backs off exponentially with jitter, capped at a minute', () => {
    expect([1, 2, 3, 6, 7, 12].map((n) => backoffMs(n, () => 0))).toEqual([1000, 2000, 4000, 32_000, 60_000, 60_000]);
    expect(backoffMs(1, () => 0.999)).toBe(1999);
    expect(classifyClose(403, false)).toEqual({ kind: 'forbidden', action: 'stop' });
    expect(classifyClose(405, false)).toEqual({ kind: 'outdated-client', action: 'backoff' });
    expect(classifyClose(411, false)).toEqual({ kind: 'bad-session', action: 'wipe-and-stop' });
  });

  it('sends to a chat while open and answers pictures, private ones as null', async () => {
    await link();
    expect(await harness.gateway.sendText(user, '4915100000001@s.whatsapp.net', 'Welcome')).toEqual({ messageId: '3EB01' });
    expect(harness.server.socket(user)?.sent).toEqual([{ to: '4915100000001@s.whatsapp.net', text: 'Welcome' }]);
    expect(await harness.gateway.profilePictureUrl(user, '4915112345678@s.whatsapp.net')).toMatch(/^https:/);
    expect(await harness.gateway.profilePictureUrl(user, '4930111@s.whatsapp.net')).toBeNull();
  });
});
