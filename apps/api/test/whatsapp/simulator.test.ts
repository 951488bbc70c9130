import { describe, expect, it } from 'vitest';
import type { WaEvent } from '../../src/whatsapp/gateway.ts';
import { addressBookFor } from '../../src/whatsapp/simulator/address-book.ts';
import { memoryLinkStore, SimulatedWhatsApp, type SimulatedLinkStore } from '../../src/whatsapp/simulator/simulated-gateway.ts';
import { describeGatewayContract, type GatewayHarness } from './gateway-contract.ts';
import { manualTimers } from './manual-timers.ts';

function simulatorHarness(store: SimulatedLinkStore = memoryLinkStore()): GatewayHarness & { gateway: SimulatedWhatsApp } {
  const clock = manualTimers();
  const gateway = new SimulatedWhatsApp(clock.clock, { seed: 7, store });
  return {
    gateway,
    advance: clock.advance,
    scan: async (id) => void (await gateway.scan(id)),
    drop: (id) => Promise.resolve(gateway.drop(id)),
    remoteLogout: (id) => gateway.unlinkFromPhone(id),
    restart: () => Promise.resolve(simulatorHarness(store)),
    qrTimeoutMs: 60_000 + 4 * 20_000,
  };
}

describeGatewayContract('simulator', () => Promise.resolve(simulatorHarness()));

describe('the simulator', () => {
  it('rotates QRs like WhatsApp: the first lives 60 s, each next 20 s, five refs, then times out', async () => {
    const { gateway, advance } = simulatorHarness();
    const qrs: Extract<WaEvent, { type: 'qr' }>[] = [];
    const seen: string[] = [];
    gateway.on((e) => {
      if (e.type === 'qr') qrs.push(e);
      if (e.type !== 'state') seen.push(e.type);
    });
    await gateway.start('u');
    await advance(59_999);
    expect(qrs).toHaveLength(1);
    await advance(1);
    expect(qrs).toHaveLength(2);
    await advance(60_000);
    expect(qrs.map((q) => q.index)).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(qrs.map((q) => q.qr)).size).toBe(5);
    expect(qrs.every((q) => q.qr.startsWith('sim:u:'))).toBe(true);
    expect(gateway.pendingQr('u')).toBe(qrs[4]?.qr);
    await advance(19_999);
    expect(seen).not.toContain('qr-timeout');
    await advance(1);
    expect(seen.at(-2)).toBe('qr-timeout');
    expect(gateway.state('u')).toBe('stopped');
    expect(gateway.pendingQr('u')).toBeUndefined();
  });

  it('is deterministic: the same session and seed give the same phone', () => {
    const a = addressBookFor('user-1', 7, Date.UTC(2026, 10, 21));
    const b = addressBookFor('user-1', 7, Date.UTC(2026, 10, 21));
    expect(a).toEqual(b);
    expect(addressBookFor('user-2', 7, Date.UTC(2026, 10, 21)).me).not.toBe(a.me);
  });

  it('has a realistic address book: saved, push-name-only, business and bare-number contacts, pictures, weeks of chat in two languages', () => {
    const book = addressBookFor('user-1', 7, Date.UTC(2026, 10, 21));
    expect(book.contacts.length).toBeGreaterThanOrEqual(12);
    expect(book.contacts.some((c) => c.name)).toBe(true);
    expect(book.contacts.some((c) => !c.name && c.notify && !c.verifiedName)).toBe(true);
    expect(book.contacts.some((c) => c.verifiedName)).toBe(true);
    expect(book.contacts.some((c) => !c.name && !c.notify && !c.verifiedName)).toBe(true);
    expect(book.pictures.size).toBeGreaterThanOrEqual(3);
    expect(book.messages.length).toBeGreaterThan(300);
    const span = book.messages.at(-1)!.timestamp - book.messages[0]!.timestamp;
    expect(span).toBeGreaterThan(3 * 7 * 24 * 3600);
    expect(book.messages.some((m) => /¿|ñ|á/.test(m.text))).toBe(true);
    expect(book.messages.some((m) => m.fromMe) && book.messages.some((m) => !m.fromMe)).toBe(true);
  });

  it('delivers messages from contacts while open and records what it sends', async () => {
    const { gateway, advance } = simulatorHarness();
    const messages: WaEvent[] = [];
    gateway.on((e) => e.type === 'message' && messages.push(e));
    await gateway.start('u');
    await gateway.scan('u');
    await advance(10_000);
    const me = gateway.selfJid('u')!;
    gateway.deliver('u', 'x@s.whatsapp.net', 'Are you free tonight?');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ live: true, message: { text: 'Are you free tonight?', fromMe: false } });
    const { messageId } = await gateway.sendText('u', me, 'Welcome!');
    expect(gateway.sent).toEqual([expect.objectContaining({ to: me, text: 'Welcome!', messageId })]);
    expect(await gateway.profilePictureUrl('u', 'nobody@s.whatsapp.net')).toBeNull();
  });
});
