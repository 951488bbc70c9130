import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-app.ts';

let app: RunningApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const manifestOf = (name: string, entry: string, screens: Record<string, string>) =>
  JSON.stringify({
    id: name,
    metaData: { name, remoteEntry: { name: entry, path: '', type: 'global' }, publicPath: 'auto' },
    exposes: Object.entries(screens).map(([screen, chunk]) => ({ name: screen, assets: { js: { sync: [chunk], async: [] } } })),
  });

const webFiles = {
  'auth-mfe/dist/mf-manifest.json': manifestOf('auth_mfe', 'static/js/auth_mfe.1111.js', {
    AuthForm: 'static/js/async/expose_AuthForm.2222.js',
  }),
  'onboarding-mfe/dist/mf-manifest.json': manifestOf('onboarding_mfe', 'static/js/onboarding_mfe.3333.js', {
    Home: 'static/js/async/expose_Home.4444.js',
  }),
};

const page = async (path: string, cookie?: string) => (await fetch(`${app!.url}${path}`, { headers: cookie ? { cookie } : {} })).text();
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="(preload|prefetch)" as="(\w+)"( crossorigin)? href="([^"]+)">/g)].map(
    (m) => `${m[1]} ${m[2]}${m[3] ? '+cors' : ''} ${m[4]}`,
  );

describe('the page preloads the remote its route needs', () => {
  it("/signIn starts fetching auth-mfe's manifest, entry and sign-in screen with the page", async () => {
    app = await startTestApp({ webFiles });
    expect(preloads(await page('/signIn'))).toEqual([
      'preload fetch+cors /mfe/auth-mfe/mf-manifest.json',
      'prefetch script /mfe/auth-mfe/static/js/auth_mfe.1111.js',
      'prefetch script /mfe/auth-mfe/static/js/async/expose_AuthForm.2222.js',
    ]);
  });

  it('a signed-in page preloads its own remote, and the sign-in screen for a browser without a session', async () => {
    app = await startTestApp({ webFiles });
    expect(preloads(await page('/home', 'companion_session=abc'))).toEqual([
      'preload fetch+cors /mfe/onboarding-mfe/mf-manifest.json',
      'prefetch script /mfe/onboarding-mfe/static/js/onboarding_mfe.3333.js',
      'prefetch script /mfe/onboarding-mfe/static/js/async/expose_Home.4444.js',
    ]);
    expect(preloads(await page('/home'))[0]).toBe('preload fetch+cors /mfe/auth-mfe/mf-manifest.json');
    expect(preloads(await page('/no-such-page'))).toEqual([]);
  });

  it('inlines /remotes.json, /api/config and the screen it preloads, so the shell asks for none and loads that screen at once', async () => {
    app = await startTestApp({ webFiles });
    const boot = (html: string) =>
      JSON.parse(/<script type="application\/json" id="companion-boot">([^<]*)<\/script>/.exec(html)![1]!) as unknown;
    expect(boot(await page('/signIn'))).toEqual({
      remotes: await (await fetch(`${app.url}/remotes.json`)).json(),
      config: await (await fetch(`${app.url}/api/config`)).json(),
      screen: { remote: 'auth_mfe', module: 'AuthForm' },
    });
    expect(boot(await page('/home', 'companion_session=abc'))).toMatchObject({ screen: { remote: 'onboarding_mfe', module: 'Home' } });
    expect(boot(await page('/home'))).toMatchObject({ screen: { remote: 'auth_mfe', module: 'AuthForm' } });
    expect(boot(await page('/no-such-page'))).not.toHaveProperty('screen');
  });
});
