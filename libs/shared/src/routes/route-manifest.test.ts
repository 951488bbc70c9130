import { remoteScreens } from '../contracts/remote-screens.ts';
import { describe, expect, it } from 'vitest';
import { findRoute, routeManifest } from './route-manifest.ts';

const specPaths = [
  '/signIn',
  '/register',
  '/forgotPassword',
  '/reset-password/:id',
  '/verifyEmail',
  '/whatsappLogin',
  '/home',
  '/contacts',
  '/wisdom',
  '/scheduleWisdom',
  '/custom-Wisdom',
  '/instant-wisdom',
  '/cron-jobs',
  '/wisdom-result/:id',
  '/wisdom-result/v0-2/looped/:id',
  '/wisdom-result/v0-2/wisdom/:id',
  '/wisdom-result/v0-3/:id',
  '/wisdom-result/v0-4/:id',
  '/looped-result/v0-4/:id',
  '/astrology-result/v0-4/:id',
  '/result-entry/v0-4/:id',
];

/** Ours, beyond the product brief: deleting an account (docs/privacy.md), every reading again (ARCHITECTURE §6). */
const ownPaths = ['/delete-account', '/insights'];

describe('route manifest', () => {
  it('has every route of docs/product.md §2, once, and ours', () => {
    expect(routeManifest.map((r) => r.path).sort()).toEqual([...specPaths, ...ownPaths].sort());
  });

  it('routes every screen each remote exposes', () => {
    for (const [remote, screens] of Object.entries(remoteScreens)) {
      for (const module of screens) {
        expect(
          routeManifest.some((r) => r.screen.remote === remote && r.screen.module === module),
          `${remote}/${module}`,
        ).toBe(true);
      }
    }
  });

  it('guards routes as docs/product.md §2 says', () => {
    const guardOf = (path: string) => routeManifest.find((r) => r.path === path)?.guard;
    expect(['/signIn', '/register'].map(guardOf)).toEqual(['guest', 'guest']);
    expect(['/forgotPassword', '/reset-password/:id'].map(guardOf)).toEqual(['public', 'public']);
    expect(guardOf('/verifyEmail')).toBe('verify-pending');
    expect(['/whatsappLogin', '/cron-jobs'].map(guardOf)).toEqual(['auth', 'auth']);
    expect(['/home', '/contacts', '/wisdom', '/scheduleWisdom'].map(guardOf)).toEqual(['whatsapp', 'whatsapp', 'whatsapp', 'whatsapp']);
  });

  it('finds the route of a pathname, parameters included', () => {
    expect(findRoute('/reset-password/abc')?.screen).toEqual({ remote: 'auth_mfe', module: 'ResetPassword' });
    expect(findRoute('/wisdom-result/v0-2/looped/x')?.screen.module).toBe('LegacyLoopedResult');
    expect(findRoute('/nowhere')).toBeUndefined();
  });
});
