import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WhatsAppNotConnectedError, type WaEvent, type WhatsAppGateway } from '../../src/whatsapp/gateway.ts';

/** What the contract suite needs from one implementation: the gateway and a way to play the phone. */
export interface GatewayHarness {
  gateway: WhatsAppGateway;
  advance(ms: number): Promise<void>;
  scan(sessionId: string): Promise<void>;
  drop(sessionId: string): Promise<void>;
  remoteLogout(sessionId: string): Promise<void>;
  /** A new gateway over the same stored credentials, as after a server restart. */
  restart(): Promise<GatewayHarness>;
  qrTimeoutMs: number;
}

/** One behaviour, two implementations: the simulator and the Baileys adapter both pass this. */
export function describeGatewayContract(name: string, makeHarness: () => Promise<GatewayHarness>) {
  describe(`WhatsApp gateway contract: ${name}`, () => {
    let harness: GatewayHarness;
    let events: WaEvent[];
    const user = 'user-1';
    /** Starting may need a turn of the clock before the first QR (a socket connects). */
    const start = async () => {
      await harness.gateway.start(user);
      await harness.advance(0);
    };
    const types = () => events.map((e) => e.type).filter((t) => t !== 'state');
    /** Start, scan the QR and let the link open and sync. */
    const link = async () => {
      await start();
      await harness.scan(user);
      await harness.advance(10_000);
    };

    beforeEach(async () => {
      harness = await makeHarness();
      events = [];
      harness.gateway.on((event) => events.push(event));
    });
    afterEach(async () => {
      await harness.gateway.shutdown();
    });

    it('start → QR → nobody scans → qr-timeout, stopped, no credentials', async () => {
      await start();
      expect(harness.gateway.state(user)).toBe('qr');
      const first = events.find((e) => e.type === 'qr');
      expect(first).toMatchObject({ type: 'qr', index: 0 });
      await harness.advance(harness.qrTimeoutMs);
      expect(events.filter((e) => e.type === 'qr').length).toBeGreaterThan(1);
      expect(types()).toContain('qr-timeout');
      expect(harness.gateway.state(user)).toBe('stopped');
      expect(await harness.gateway.hasCredentials(user)).toBe(false);
    });

    it('start → QR → scan → open (a new login) → history', async () => {
      await link();
      expect(harness.gateway.state(user)).toBe('open');
      expect(events.find((e) => e.type === 'open')).toMatchObject({ newLogin: true });
      expect(harness.gateway.selfJid(user)).toMatch(/@s\.whatsapp\.net$/);
      expect(types()).toContain('history');
      expect(await harness.gateway.hasCredentials(user)).toBe(true);
    });

    it('a linked session re-opens from stored credentials after a restart, without a QR', async () => {
      await link();
      await harness.gateway.shutdown();
      const restarted = await harness.restart();
      const after: WaEvent[] = [];
      restarted.gateway.on((event) => after.push(event));
      await restarted.gateway.start(user);
      await restarted.advance(0);
      await restarted.advance(5_000);
      expect(restarted.gateway.state(user)).toBe('open');
      expect(after.some((e) => e.type === 'qr')).toBe(false);
      expect(after.find((e) => e.type === 'open')).toMatchObject({ newLogin: false });
      harness = restarted;
    });

    it('a transient drop → closed with a retry time → open again, still linked', async () => {
      await link();
      events.length = 0;
      await harness.drop(user);
      const closed = events.find((e) => e.type === 'closed');
      expect(closed).toMatchObject({ kind: 'transient' });
      expect(closed && 'willRetryAt' in closed && closed.willRetryAt).toBeGreaterThan(0);
      expect(harness.gateway.state(user)).toBe('reconnecting');
      await harness.advance(70_000);
      expect(harness.gateway.state(user)).toBe('open');
      expect(await harness.gateway.hasCredentials(user)).toBe(true);
    });

    it('a logout from the phone → logged-out (not by us), credentials wiped', async () => {
      await link();
      await harness.remoteLogout(user);
      expect(events.find((e) => e.type === 'logged-out')).toMatchObject({ initiatedByUs: false });
      expect(harness.gateway.state(user)).toBe('logged_out');
      expect(await harness.gateway.hasCredentials(user)).toBe(false);
    });

    it('our logout → logged-out (by us), credentials wiped', async () => {
      await link();
      await harness.gateway.logout(user);
      expect(events.find((e) => e.type === 'logged-out')).toMatchObject({ initiatedByUs: true });
      expect(await harness.gateway.hasCredentials(user)).toBe(false);
    });

    it('sending while not open is a typed error', async () => {
      await expect(harness.gateway.sendText(user, 'x@s.whatsapp.net', 'hi')).rejects.toBeInstanceOf(WhatsAppNotConnectedError);
      await start();
      await expect(harness.gateway.sendText(user, 'x@s.whatsapp.net', 'hi')).rejects.toBeInstanceOf(WhatsAppNotConnectedError);
    });
  });
}
