import formBody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { sha256 } from '../auth/crypto.ts';
import { randomToken } from '../lib/ids.ts';
import { HttpError } from '../http/http-error.ts';
import { escapeHtml } from '../lib/html.ts';

export const localIdpPath = '/dev/idp';

export interface LocalIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const authorizeQuery = z.object({
  client_id: z.string(),
  redirect_uri: z.string(),
  response_type: z.literal('code'),
  scope: z.string().includes('openid'),
  state: z.string().min(8).max(256),
  nonce: z.string().min(8).max(256),
  code_challenge: z.string().min(43).max(128),
  code_challenge_method: z.literal('S256'),
});
const chooserForm = authorizeQuery.extend({
  name: z.string().trim().min(1, 'Enter a name').max(120),
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address')),
});
const tokenForm = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string(),
  redirect_uri: z.string(),
  code_verifier: z.string().min(43).max(128),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
});

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Local mode's stand-in for Google: a minimal OpenID Connect provider on this server, with an account
 * chooser where you type a name and email. It signs real RS256 ID tokens, so the sign-in code path
 * (discovery, PKCE, state, nonce, signature, issuer, audience, expiry) is the one Google uses.
 */
export async function registerLocalIdentityProvider(
  app: FastifyInstance,
  options: { publicUrl: string; redirectUri: string },
): Promise<LocalIdentityProvider> {
  const provider = { issuer: `${options.publicUrl}${localIdpPath}`, clientId: 'companion-local', clientSecret: randomToken() };
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = randomToken(8);
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { challenge: string; nonce: string; name: string; email: string; expiresAt: number }>();

  const checkClient = (q: { client_id: string; redirect_uri: string }) => {
    if (q.client_id !== provider.clientId || q.redirect_uri !== options.redirectUri) {
      throw new HttpError(400, 'Unknown client or redirect URI');
    }
  };

  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    await scope.register(formBody);

    scope.get(`${localIdpPath}/.well-known/openid-configuration`, async () => ({
      issuer: provider.issuer,
      authorization_endpoint: `${provider.issuer}/authorize`,
      token_endpoint: `${provider.issuer}/token`,
      jwks_uri: `${provider.issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      // The chooser is always shown, which is what select_account asks for.
      prompt_values_supported: ['select_account'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      scopes_supported: ['openid', 'email', 'profile'],
    }));

    scope.get(`${localIdpPath}/jwks`, async () => ({ keys: [jwk] }));

    scope.get(
      `${localIdpPath}/authorize`,
      { schema: { querystring: authorizeQuery }, config: { signInPopup: true } },
      async (request, reply) => {
        const { query } = request;
        checkClient(query);
        const hidden = Object.entries(query)
          .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
          .join('');
        return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Choose an account</title>
<style nonce="${reply.cspNonce.style}">body{font-family:system-ui,sans-serif;max-width:420px;margin:0 auto;padding:24px;color:#1f2421}
label{display:block;margin:12px 0 4px}input[type=text],input[type=email]{width:100%;min-height:44px;padding:0 10px;font:inherit}
button{margin-top:16px;min-height:44px;padding:0 20px;font:inherit;font-weight:600}.note{color:#555d58;font-size:.875rem}</style>
</head><body><main><h1>Choose an account</h1>
<p class="note">Local identity provider: it stands in for Google in local mode. Type any name and email.</p>
<form method="post" action="${localIdpPath}/authorize">${hidden}
<label for="name">Name</label><input id="name" name="name" type="text" autocomplete="name" required>
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required>
<button type="submit">Continue</button></form></main></body></html>`);
      },
    );

    scope.post(`${localIdpPath}/authorize`, { schema: { body: chooserForm }, config: { signInPopup: true } }, async (request, reply) => {
      const form = request.body;
      checkClient(form);
      const code = randomToken();
      for (const [key, grant] of codes) if (grant.expiresAt <= Date.now()) codes.delete(key);
      codes.set(sha256(code), {
        challenge: form.code_challenge,
        nonce: form.nonce,
        name: form.name,
        email: form.email,
        expiresAt: Date.now() + 60_000,
      });
      const target = new URL(form.redirect_uri);
      target.searchParams.set('code', code);
      target.searchParams.set('state', form.state);
      return reply.redirect(target.href, 302);
    });

    scope.post(`${localIdpPath}/token`, { schema: { body: tokenForm } }, async (request, reply) => {
      const form = request.body;
      const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent) : [];
      const clientId = form.client_id ?? basicId ?? '';
      const clientSecret = form.client_secret ?? basicSecret ?? '';
      if (clientId !== provider.clientId || !sameText(clientSecret, provider.clientSecret)) {
        return reply.code(401).send({ error: 'invalid_client' });
      }
      const grant = codes.get(sha256(form.code));
      codes.delete(sha256(form.code));
      const challenge = createHash('sha256').update(form.code_verifier).digest('base64url');
      if (!grant || grant.expiresAt <= Date.now() || form.redirect_uri !== options.redirectUri || challenge !== grant.challenge) {
        return reply.code(400).send({ error: 'invalid_grant' });
      }
      // Wall-clock time: the relying party checks iat and exp against it.
      const now = Math.floor(Date.now() / 1000);
      const idToken = await new SignJWT({ email: grant.email, email_verified: true, name: grant.name, nonce: grant.nonce })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(provider.issuer)
        .setAudience(provider.clientId)
        .setSubject(`local-${sha256(grant.email).slice(0, 24)}`)
        .setIssuedAt(now)
        .setExpirationTime(now + 300)
        .sign(privateKey);
      return { access_token: randomToken(), token_type: 'Bearer', expires_in: 300, scope: 'openid email profile', id_token: idToken };
    });
  });
  return provider;
}
