import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, sessions } from '../test/render-app.tsx';

vi.mock('@module-federation/enhanced/runtime', () => import('../test/fake-remote-runtime.tsx'));

type Landing = [guest: string, verifyPending: string, withoutWhatsapp: string, withWhatsapp: string];
const stays = (path: string): Landing => [path, path, path, path];
const signedInOnly = (path: string): Landing => ['/signIn', '/verifyEmail', path, path];
const needsWhatsapp = (path: string): Landing => ['/signIn', '/verifyEmail', '/whatsappLogin', path];

/** Where each route lands for each session (docs/product.md §2, §6; open routes as ARCHITECTURE §10 decides). */
const matrix: Record<string, Landing> = {
  '/': ['/signIn', '/verifyEmail', '/whatsappLogin', '/home'],
  '/signIn': ['/signIn', '/verifyEmail', '/whatsappLogin', '/home'],
  '/register': ['/register', '/verifyEmail', '/whatsappLogin', '/home'],
  '/forgotPassword': stays('/forgotPassword'),
  '/reset-password/abc123': stays('/reset-password/abc123'),
  '/verifyEmail': ['/signIn', '/verifyEmail', '/whatsappLogin', '/home'],
  '/whatsappLogin': signedInOnly('/whatsappLogin'),
  '/home': needsWhatsapp('/home'),
  '/contacts': needsWhatsapp('/contacts'),
  '/wisdom': needsWhatsapp('/wisdom'),
  '/scheduleWisdom': needsWhatsapp('/scheduleWisdom'),
  '/custom-Wisdom': needsWhatsapp('/custom-Wisdom'),
  '/instant-wisdom': needsWhatsapp('/instant-wisdom'),
  '/cron-jobs': signedInOnly('/cron-jobs'),
  '/delete-account': signedInOnly('/delete-account'),
  '/insights': signedInOnly('/insights'),
  '/wisdom-result/p1': signedInOnly('/wisdom-result/p1'),
  '/wisdom-result/v0-2/looped/p1': signedInOnly('/wisdom-result/v0-2/looped/p1'),
  '/wisdom-result/v0-2/wisdom/p1': signedInOnly('/wisdom-result/v0-2/wisdom/p1'),
  '/wisdom-result/v0-3/p1': signedInOnly('/wisdom-result/v0-3/p1'),
  '/wisdom-result/v0-4/p1': signedInOnly('/wisdom-result/v0-4/p1'),
  '/looped-result/v0-4/p1': signedInOnly('/looped-result/v0-4/p1'),
  '/astrology-result/v0-4/p1': signedInOnly('/astrology-result/v0-4/p1'),
  '/result-entry/v0-4/p1': signedInOnly('/result-entry/v0-4/p1'),
  '/no/such/page': stays('/no/such/page'),
};

/** The screen each landing shows (the fake runtime renders a screen's id as its heading). */
const screenAt: Record<string, string> = {
  '/signIn': 'auth_mfe/AuthForm',
  '/register': 'auth_mfe/AuthForm',
  '/forgotPassword': 'auth_mfe/ForgotPassword',
  '/reset-password/abc123': 'auth_mfe/ResetPassword',
  '/verifyEmail': 'auth_mfe/VerifyEmail',
  '/whatsappLogin': 'onboarding_mfe/WhatsappLogin',
  '/home': 'onboarding_mfe/Home',
  '/contacts': 'onboarding_mfe/Contacts',
  '/wisdom': 'onboarding_mfe/WisdomSelection',
  '/scheduleWisdom': 'scheduling_mfe/ScheduleWisdom',
  '/custom-Wisdom': 'results_mfe/CustomWisdom',
  '/instant-wisdom': 'results_mfe/InstantWisdom',
  '/cron-jobs': 'scheduling_mfe/CronJobs',
  '/delete-account': 'auth_mfe/DeleteAccount',
  '/insights': 'results_mfe/Insights',
  '/wisdom-result/p1': 'results_mfe/LegacyWisdomResult',
  '/wisdom-result/v0-2/looped/p1': 'results_mfe/LegacyLoopedResult',
  '/wisdom-result/v0-2/wisdom/p1': 'results_mfe/LegacyWisdomResult',
  '/wisdom-result/v0-3/p1': 'results_mfe/WisdomResult',
  '/wisdom-result/v0-4/p1': 'results_mfe/WisdomResult',
  '/looped-result/v0-4/p1': 'results_mfe/LoopedResult',
  '/astrology-result/v0-4/p1': 'results_mfe/OracleResult',
  '/result-entry/v0-4/p1': 'results_mfe/ResultEntry',
  '/no/such/page': '404 - Page Not Found',
};

const states = ['guest', 'verifyPending', 'withoutWhatsapp', 'withWhatsapp'] as const;
const cases = Object.entries(matrix).flatMap(([path, landings]) => states.map((state, i) => [path, state, landings[i]!] as const));

describe('guard matrix: every route × every session state', () => {
  it.each(cases)('%s as %s lands on %s', async (path, state, landing) => {
    const { currentPath } = renderApp(path, { session: sessions[state] });
    expect(await screen.findByRole('heading', { level: 1, name: screenAt[landing] })).toBeVisible();
    await waitFor(() => expect(currentPath()).toBe(landing));
  });

  it('covers every route of the route manifest', async () => {
    const { routeManifest } = await import('@app/shared/routes');
    const { matchPath } = await import('react-router');
    for (const { path } of routeManifest) {
      expect(
        Object.keys(matrix).some((p) => matchPath(path, p)),
        path,
      ).toBe(true);
    }
  });
});
