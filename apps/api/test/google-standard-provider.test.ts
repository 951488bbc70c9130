/**
 * Google sign-in against a standards OpenID Provider (panva's oidc-provider, a confidential client with
 * PKCE), beside the local one: the app must not ask it for what it does not offer (prompt values).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterEach, expect, it } from 'vitest';
import { client } from './http-client.ts';
import { sitePublicUrl, startTestApp, type RunningApp } from './test-app.ts';

let app: RunningApp | undefined;
let server: Server | undefined;
afterEach(async () => {
  await app?.close();
  server?.close();
  app = server = undefined;
});

const clientId = 'companion';
const clientSecret = 'a-long-enough-client-secret-for-tests';

async function startProvider(): Promise<string> {
  server = createServer();
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${sitePublicUrl}/api/auth/google/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, email: id, email_verified: true, name: 'Grace Hopper' }) }),
    cookies: { keys: ['test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  });
  const handle = provider.callback();
  server.on('request', (request, response) => void handle(request, response));
  return issuer;
}

/** A browser for the provider's pages: follows redirects by hand and keeps its cookies. */
function browser() {
  const jar = new Map<string, string>();
  return async (url: string, init: { method?: string; body?: URLSearchParams } = {}) => {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.body,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      jar.set(name, value);
    }
    return response;
  };
}

it('signs in through a standards OpenID Provider that knows no select_account: the whole popup flow', async () => {
  const issuer = await startProvider();
  app = await startTestApp({ env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_ISSUER: issuer } });
  const start = await fetch(`${app.url}/api/auth/google/start`, { redirect: 'manual' });
  const authorizeUrl = new URL(start.headers.get('location')!);
  const flowCookie = start.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('companion_oauth='))!;
  expect(authorizeUrl.origin).toBe(issuer);
  expect(authorizeUrl.searchParams.has('prompt')).toBe(false);

  // The person signs in and consents on the provider's own pages.
  const visit = browser();
  let location = authorizeUrl.href;
  for (let step = 0; step < 12 && !location.startsWith(sitePublicUrl); step += 1) {
    const response = await visit(location);
    if (response.status >= 300 && response.status < 400) {
      location = new URL(response.headers.get('location')!, location).href;
      continue;
    }
    expect(response.status).toBe(200);
    const page = await response.text();
    const prompt = page.includes('name="login"') ? 'login' : 'consent';
    const submitted = await visit(location, {
      method: 'POST',
      body: new URLSearchParams({ prompt, login: 'grace@example.com', password: 'any' }),
    });
    location = new URL(submitted.headers.get('location')!, location).href;
  }
  expect(location).toMatch(new RegExp(`^${sitePublicUrl}/api/auth/google/callback\\?code=`));

  const done = await fetch(location.replace(sitePublicUrl, app.url), { headers: { cookie: flowCookie } });
  const html = await done.text();
  expect(done.status).toBe(200);
  expect(html).toContain('"type":"google-auth-success"');
  // Arriving from the provider's origin, a page with the site's opener policy would lose its opener.
  expect(done.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
  const api = client(app.url);
  api.cookie = done.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('companion_session='));
  expect((await api.post('/api/auth/googleAuth', {})).body).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com' });
});
