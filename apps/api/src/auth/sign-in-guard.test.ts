import { Redis } from 'ioredis';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createLimiterFactory } from '../lib/limiters.ts';
import { createSignInGuard, signInRules } from './sign-in-guard.ts';

const redisUrl = inject('redisUrl');
const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true }) : undefined;
afterAll(() => redis?.disconnect());

const stores = [['memory', undefined], ...(redis ? [['Redis', redis] as const] : [])] as const;

describe.each(stores)('the sign-in policy (%s)', (_store, client) => {
  beforeEach(async () => {
    await client?.connect().catch(() => undefined);
    await client?.flushdb();
  });
  const guard = (rules = signInRules) => createSignInGuard(createLimiterFactory(client), rules);
  const attempt = (email: string, address: string, deviceNonce?: string) => ({ email, address, deviceNonce });
  const fail = async (g: ReturnType<typeof guard>, a: ReturnType<typeof attempt>, times: number) => {
    for (let i = 0; i < times; i += 1) await g.failed(a);
  };

  it('doubles the lockout with each one in a day, and a proven mailbox lifts it', async () => {
    const g = guard();
    const spread = (i: number) => attempt('ada@example.com', `198.51.100.${i}`);
    for (let i = 0; i < 10; i += 1) await g.failed(spread(i));
    const first = await g.refusal(spread(99));
    expect(first).toMatchObject({ kind: 'account' });
    expect(first!.seconds).toBeGreaterThan(14 * 60);
    expect(first!.seconds).toBeLessThanOrEqual(15 * 60);
    for (let i = 10; i < 20; i += 1) await g.failed(spread(i));
    const second = await g.refusal(spread(99));
    expect(second!.seconds).toBeGreaterThan(29 * 60);
    expect(second!.seconds).toBeLessThanOrEqual(30 * 60);
    await g.mailboxProven('ada@example.com');
    expect(await g.refusal(spread(99))).toBeUndefined();
  });

  it('a site-wide ceiling pauses untrusted sign-ins when guessing is spread over accounts and addresses; trusted browsers go on', async () => {
    const g = guard({ ...signInRules, siteWide: { ...signInRules.siteWide, points: 20 } });
    for (let i = 0; i < 20; i += 1) await g.failed(attempt(`user${i}@example.com`, `203.0.113.${i}`));
    expect(await g.refusal(attempt('someone.else@example.com', '192.0.2.1'))).toMatchObject({ kind: 'account' });
    expect(await g.refusal(attempt('someone.else@example.com', '192.0.2.1', 'device-nonce'))).toBeUndefined();
  });

  it('one address and one account: five failures, then only that pair is refused', async () => {
    const g = guard();
    await fail(g, attempt('grace@example.com', '192.0.2.7'), 5);
    expect(await g.refusal(attempt('grace@example.com', '192.0.2.7'))).toMatchObject({ kind: 'address' });
    expect(await g.refusal(attempt('grace@example.com', '192.0.2.8'))).toBeUndefined();
    expect(await g.refusal(attempt('other@example.com', '192.0.2.7'))).toBeUndefined();
  });
});
