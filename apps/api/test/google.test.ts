import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { client } from './http-client.ts';
import { strongPassword } from './support.ts';
import { sitePublicUrl, startTestApp, type RunningApp } from './test-app.ts';

let app: RunningApp | undefined;
let idp: Server | undefined;
afterEach(async () => {
  await app?.close();
  idp?.close();
  app = idp = undefined;
});

/** The site's URL as the test reaches it (the site is published at sitePublicUrl). */
const local = (url: string) => url.replace(sitePublicUrl, app!.url);
const cookiePair = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${name}=`) && !c.endsWith('='));

async function startFlow() {
  const start = await fetch(`${app!.url}/api/auth/google/start`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  return { authorizeUrl: new URL(start.headers.get('location')!), flowCookie: cookiePair(start, 'companion_oauth')! };
}

async function callback(url: string, cookie?: string) {
  const response = await fetch(local(url), { headers: cookie ? { cookie } : {} });
  return { response, html: await response.text(), session: cookiePair(response, 'companion_session') };
}

/** The whole popup flow through the local identity provider, as `name <email>`; returns the session cookie. */
async function googleSignIn(name: string, email: string) {
  const { authorizeUrl, flowCookie } = await startFlow();
  const form = new URLSearchParams(authorizeUrl.searchParams);
  form.set('name', name);
  form.set('email', email);
  const chosen = await fetch(`${app!.url}/dev/idp/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  const done = await callback(chosen.headers.get('location')!, flowCookie);
  expect(done.session).toBeDefined();
  return done.session!;
}

const userCount = async () =>
  (
    await app!.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('Google sign-in through the local identity provider', () => {
  it('runs the whole popup flow: chooser, verified token, session, message to the opener', async () => {
    app = await startTestApp();
    const { authorizeUrl, flowCookie } = await startFlow();
    expect(authorizeUrl.href.startsWith(`${sitePublicUrl}/dev/idp/authorize?`)).toBe(true);
    expect(authorizeUrl.searchParams.get('prompt')).toBe('select_account');
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');

    const chooser = await fetch(local(authorizeUrl.href));
    expect(await chooser.text()).toMatch(/Choose an account[\s\S]*name="email"/);

    const form = new URLSearchParams(authorizeUrl.searchParams);
    form.set('name', 'Grace Hopper');
    form.set('email', 'Grace@Example.com');
    const chosen = await fetch(`${app.url}/dev/idp/authorize`, { method: 'POST', body: form, redirect: 'manual' });
    expect(chosen.status).toBe(302);
    const callbackUrl = chosen.headers.get('location')!;
    expect(callbackUrl.startsWith(`${sitePublicUrl}/api/auth/google/callback?code=`)).toBe(true);

    const done = await callback(callbackUrl, flowCookie);
    expect(done.response.status).toBe(200);
    expect(done.html).toContain('"type":"google-auth-success"');
    expect(done.html).toContain(`postMessage(message, "${sitePublicUrl}")`);
    expect(done.session).toBeDefined();

    const api = client(app.url);
    api.cookie = done.session;
    const me = await api.post('/api/auth/googleAuth', {});
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com' });
    expect(done.html).toContain(`"userId":"${String(me.body.userId)}"`);

    // The same callback again (a replay) is refused: a flow is single use.
    const replay = await callback(callbackUrl, flowCookie);
    expect(replay.html).toContain('"type":"google-auth-failure"');
    expect(replay.session).toBeUndefined();
  });

  it('takes an account nobody proved away from whoever registered it: their password and sessions end (pre-account takeover)', async () => {
    app = await startTestApp();
    const attacker = client(app.url);
    expect(
      (await attacker.post('/api/auth/register', { email: 'victim@example.com', password: strongPassword, fullName: 'Not The Victim' }))
        .status,
    ).toBe(201);
    const attackerLogin = await attacker.post<{ userId: string }>('/api/auth/login', {
      email: 'victim@example.com',
      password: strongPassword,
    });
    expect(attackerLogin.status).toBe(200);

    const victim = client(app.url);
    victim.cookie = await googleSignIn('Victoria Real', 'victim@example.com');
    const me = await victim.post('/api/auth/googleAuth', {});
    expect(me.body).toMatchObject({ userId: attackerLogin.body.userId, name: 'Victoria Real', email: 'victim@example.com' });

    expect((await attacker.post('/api/auth/googleAuth', {})).status).toBe(401);
    expect((await client(app.url).post('/api/auth/login', { email: 'victim@example.com', password: strongPassword })).status).toBe(401);
  });

  it('keeps a name from the provider only as far as docs/product.md allows: no control or direction characters, never invisible', async () => {
    app = await startTestApp();
    const api = client(app.url);
    api.cookie = await googleSignIn('Eve\u202Etxt.exe\u0000', 'eve@example.com');
    expect((await api.post('/api/auth/googleAuth', {})).body).toMatchObject({ name: 'Evetxt.exe' });
    api.cookie = await googleSignIn('\u200B\u3164', 'zero.width@example.com');
    expect((await api.post('/api/auth/googleAuth', {})).body).toMatchObject({ name: 'zero.width' });
  });

  it('refuses a callback in a browser that did not start the flow', async () => {
    app = await startTestApp();
    const { authorizeUrl } = await startFlow();
    const form = new URLSearchParams(authorizeUrl.searchParams);
    form.set('name', 'Mallory');
    form.set('email', 'mallory@example.com');
    const chosen = await fetch(`${app.url}/dev/idp/authorize`, { method: 'POST', body: form, redirect: 'manual' });
    const victim = await callback(chosen.headers.get('location')!);
    expect(victim.response.status).toBe(400);
    expect(victim.session).toBeUndefined();
    expect(await userCount()).toBe(0);
  });

  it('never accepts an identity sent by the browser', async () => {
    app = await startTestApp();
    const api = client(app.url);
    // Without a session the answer is 'not signed in', whatever the body claims; nothing is created.
    const bare = await api.post('/api/auth/googleAuth', { displayName: 'Mallory', email: 'victim@example.com' });
    expect(bare.status).toBe(401);
    expect((await api.post('/api/auth/googleAuth', {})).status).toBe(401);
    expect(await userCount()).toBe(0);
    // With one, a body that names anyone is refused outright.
    await api.post('/api/auth/register', { fullName: 'Mallory', email: 'mallory@example.com', password: strongPassword });
    await api.post('/api/auth/login', { email: 'mallory@example.com', password: strongPassword });
    const claimed = await api.post('/api/auth/googleAuth', { displayName: 'Victim', email: 'victim@example.com' });
    expect(claimed.status).toBe(400);
    expect((await api.post('/api/auth/googleAuth', {})).body).toMatchObject({ email: 'mallory@example.com' });
  });
});

describe('Google sign-in refuses tokens that are not genuine or not for us', () => {
  const clientId = 'companion-test-client';

  /** A fake provider whose token endpoint answers the ID token the test makes for the current flow. */
  async function fakeProvider(makeToken: (nonce: string, issuer: string, key: CryptoKey) => Promise<string>) {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    let nonce = '';
    let issuer = '';
    idp = createServer((request, response) => {
      const path = new URL(request.url!, issuer).pathname;
      const send = (body: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (path === '/.well-known/openid-configuration') {
        return send({
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
        });
      }
      if (path === '/jwks') return send({ keys: [jwk] });
      if (path === '/token') {
        void makeToken(nonce, issuer, privateKey).then((idToken) =>
          send({ access_token: 'at', token_type: 'Bearer', expires_in: 300, id_token: idToken }),
        );
        return undefined;
      }
      return response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => idp!.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
    return { issuer, setNonce: (n: string) => (nonce = n) };
  }

  const signed = (claims: Record<string, unknown>, key: CryptoKey, issuer: string, overrides: { aud?: string; exp?: number } = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email: 'ada@example.com', email_verified: true, name: 'Ada', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(issuer)
      .setAudience(overrides.aud ?? clientId)
      .setSubject('google-sub-1')
      .setIssuedAt(now - 60)
      .setExpirationTime(overrides.exp ?? now + 300)
      .sign(key);
  };

  async function attempt(makeToken: (nonce: string, issuer: string, key: CryptoKey) => Promise<string>) {
    const provider = await fakeProvider(makeToken);
    app = await startTestApp({ env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: 'test-secret', GOOGLE_ISSUER: provider.issuer } });
    const { authorizeUrl, flowCookie } = await startFlow();
    expect(authorizeUrl.origin).toBe(provider.issuer);
    provider.setNonce(authorizeUrl.searchParams.get('nonce')!);
    const url = `${sitePublicUrl}/api/auth/google/callback?code=fake-code&state=${authorizeUrl.searchParams.get('state')!}`;
    return callback(url, flowCookie);
  }

  it('accepts a genuine token (the control case)', async () => {
    const result = await attempt((nonce, issuer, key) => signed({ nonce }, key, issuer));
    expect(result.html).toContain('"type":"google-auth-success"');
    expect(result.session).toBeDefined();
  });

  it.each([
    [
      'forged (signed with another key)',
      async (nonce: string, issuer: string) => signed({ nonce }, (await generateKeyPair('RS256')).privateKey, issuer),
    ],
    [
      'expired',
      (nonce: string, issuer: string, key: CryptoKey) => signed({ nonce }, key, issuer, { exp: Math.floor(Date.now() / 1000) - 600 }),
    ],
    [
      'addressed to another client',
      (nonce: string, issuer: string, key: CryptoKey) => signed({ nonce }, key, issuer, { aud: 'someone-else' }),
    ],
    ['from another issuer', (nonce: string, _issuer: string, key: CryptoKey) => signed({ nonce }, key, 'https://accounts.evil.example')],
    ['replaying another nonce', (_nonce: string, issuer: string, key: CryptoKey) => signed({ nonce: 'not-the-nonce' }, key, issuer)],
  ])('refuses a token %s', async (_case, makeToken) => {
    const result = await attempt(makeToken);
    expect(result.response.status).toBe(400);
    expect(result.html).toContain('"type":"google-auth-failure"');
    expect(result.session).toBeUndefined();
    expect(await userCount()).toBe(0);
  });
});
