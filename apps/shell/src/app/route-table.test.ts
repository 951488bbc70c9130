import { remoteScreens } from '@app/shared/contracts';
import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table.tsx';

const specPaths = [
  '/signIn', '/register', '/forgotPassword', '/reset-password/:id', '/verifyEmail', '/whatsappLogin', '/home',
  '/contacts', '/wisdom', '/scheduleWisdom', '/custom-Wisdom', '/instant-wisdom', '/cron-jobs', '/wisdom-result/:id',
  '/wisdom-result/v0-2/looped/:id', '/wisdom-result/v0-2/wisdom/:id', '/wisdom-result/v0-3/:id',
  '/wisdom-result/v0-4/:id', '/looped-result/v0-4/:id', '/astrology-result/v0-4/:id', '/result-entry/v0-4/:id',
];

describe('route table', () => {
  it('has every route of SPEC §2, once', () => {
    expect(routeTable.map((r) => r.path).sort()).toEqual([...specPaths].sort());
  });

  it('routes every screen each remote exposes', () => {
    for (const [remote, screens] of Object.entries(remoteScreens)) {
      for (const module of screens) {
        expect(routeTable.some((r) => r.screen.remote === remote && r.screen.module === module), `${remote}/${module}`).toBe(true);
      }
    }
  });

  it('guards routes as SPEC §2 says', () => {
    const guardOf = (path: string) => routeTable.find((r) => r.path === path)?.guard;
    expect(['/signIn', '/register'].map(guardOf)).toEqual(['guest', 'guest']);
    expect(['/forgotPassword', '/reset-password/:id'].map(guardOf)).toEqual(['public', 'public']);
    expect(guardOf('/verifyEmail')).toBe('verify-pending');
    expect(['/whatsappLogin', '/cron-jobs'].map(guardOf)).toEqual(['auth', 'auth']);
    expect(['/home', '/contacts', '/wisdom', '/scheduleWisdom'].map(guardOf)).toEqual(['whatsapp', 'whatsapp', 'whatsapp', 'whatsapp']);
  });
});
