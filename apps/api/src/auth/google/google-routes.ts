import { apiPaths } from '@app/shared/constants';
import { httpRoutes, type GoogleAuthAnswer } from '@app/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/http-error.ts';
import { contractSchema } from '../../http/schemas.ts';
import { ipLimits, type Accounts } from '../accounts.ts';
import type { WhatsappLinked } from '../auth-routes.ts';
import { randomToken } from '../../lib/ids.ts';
import { userOf } from '../request-user.ts';
import { flowLifetimeMs } from './oauth-flows.ts';
import type { OidcSignIn, VerifiedIdentity } from './oidc-sign-in.ts';
import { popupPage } from './popup-page.ts';

const startSchema = {
  summary:
    'Opens Google sign-in (PKCE, account chooser when the provider offers one): a redirect to the provider, for the popup. ' +
    'With purpose=confirm, a signed-in person proves who they are again instead (deleting the account asks for it).',
  querystring: z.object({ purpose: z.enum(['confirm']).optional() }),
};
const callbackSchema = {
  summary: "The provider's redirect: verifies the ID token, signs in, and posts {userId, name, email} to the opener (an HTML page).",
  // The provider's answer (code, state, iss, or error): checked by the OpenID client, not here.
  querystring: z.record(z.string(), z.string()),
};

const flowCookie = 'companion_oauth';
export const googleFailureMessage = 'Google sign-in failed. Please try again.';
export const googleConfirmMismatch = 'That Google account is not the one linked to this Companion account.';

/**
 * Google sign-in in a popup: start -> the provider's account chooser -> callback, which verifies the
 * ID token, signs the user in and posts `{userId, name, email}` to the opener. The flow is single use
 * and bound (by an httpOnly cookie) to the browser that started it.
 */
export function registerGoogleRoutes(server: FastifyInstance, a: Accounts, signIn: OidcSignIn | undefined, isLinked: WhatsappLinked): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const siteOrigin = new URL(a.config.publicUrl).origin;
  const flowCookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: a.config.publicUrl.startsWith('https://'),
    path: '/api/auth/google',
  };
  const available = () => {
    if (!signIn) throw new HttpError(404, 'Google sign-in is not configured');
    return signIn;
  };

  const finishPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .clearCookie(flowCookie, flowCookieOptions)
      .send(html);
  const fail = (reply: FastifyReply, message: string = googleFailureMessage) =>
    finishPage(reply, 400, popupPage({ type: 'google-auth-failure', message }, siteOrigin, reply.cspNonce.script));

  app.get(
    apiPaths.googleStart,
    { schema: startSchema, config: { rateLimit: ipLimits.login, signInPopup: true } },
    async (request, reply) => {
      const oidc = available();
      let confirming: { userId: string } | undefined;
      if (request.query.purpose === 'confirm') {
        const session = await a.sessions.lookup(a.cookie.read(request));
        if (!session) return fail(reply);
        confirming = { userId: session.user.id };
      }
      const flow = await oidc.start();
      const browser = randomToken();
      await a.oauthFlows.start({ state: flow.state, browser, verifier: flow.verifier, nonce: flow.nonce, confirming });
      reply.setCookie(flowCookie, browser, { ...flowCookieOptions, maxAge: flowLifetimeMs / 1000 });
      return reply.header('Cache-Control', 'no-store').redirect(flow.url, 302);
    },
  );

  app.get(apiPaths.googleCallback, { schema: callbackSchema, config: { signInPopup: true } }, async (request, reply) => {
    const oidc = available();
    const state = request.query.state;
    if (!state || state.length > 256) return fail(reply);
    const flow = await a.oauthFlows.take(state, request.cookies[flowCookie]);
    if (!flow) return fail(reply);

    let identity: VerifiedIdentity;
    try {
      const callbackUrl = new URL(`${a.config.publicUrl}${apiPaths.googleCallback}`);
      for (const [key, value] of Object.entries(request.query)) if (value !== undefined) callbackUrl.searchParams.set(key, value);
      identity = await oidc.finish(callbackUrl, { state, ...flow });
    } catch (error) {
      request.log.warn({ err: error }, 'Google sign-in refused');
      return fail(reply);
    }

    if (flow.confirmingUserId) return confirmed(request, reply, flow.confirmingUserId, identity);
    const user = await userFor(identity);
    if (!user) return fail(reply);
    const { token } = await a.sessions.create(user.id, false);
    a.cookie.set(reply, token, false);
    return finishPage(
      reply,
      200,
      popupPage(
        {
          type: 'google-auth-success',
          user: { userId: user.id, name: user.name, email: user.email, whatsappConnected: await isLinked(user.id) },
        },
        siteOrigin,
        reply.cspNonce.script,
      ),
    );
  });

  /**
   * A signed-in person proved who they are: the Google account must be the one linked to the account the
   * flow was started for, and this browser must still be signed in to it. Their session remembers when.
   */
  async function confirmed(request: FastifyRequest, reply: FastifyReply, userId: string, identity: VerifiedIdentity) {
    const session = await a.sessions.lookup(a.cookie.read(request));
    if (!session || session.user.id !== userId) return fail(reply);
    if (session.user.google_sub !== identity.sub) return fail(reply, googleConfirmMismatch);
    await a.sessions.confirm(session.sessionId);
    return finishPage(reply, 200, popupPage({ type: 'google-confirm-success' }, siteOrigin, reply.cspNonce.script));
  }

  /**
   * The Google account's user: known by its subject, else linked by a verified email, else new. An
   * account whose email nobody proved may have been registered by someone else waiting for its owner
   * (pre-account takeover, ARCHITECTURE §11): before the owner's proven identity is tied to it, its
   * password stops working and every session it had ends.
   */
  async function userFor(identity: VerifiedIdentity) {
    const known = await a.users.findByGoogleSub(identity.sub);
    if (known) return known;
    if (!identity.emailVerified) return undefined;
    const byEmail = await a.users.findByEmail(identity.email);
    if (byEmail && byEmail.email_verified_at === null) {
      await a.users.forgetUnprovenAccount(byEmail.id, identity.name);
      await a.sessions.endAllFor(byEmail.id);
    }
    const user = byEmail ?? (await a.users.create({ email: identity.email, name: identity.name, passwordHash: null }));
    if (!user) return undefined;
    await a.users.linkGoogle(user.id, identity.sub);
    return a.users.findById(user.id);
  }

  /** The signed-in user, for the opener after the popup; it takes no identity from the browser. */
  app.post(
    httpRoutes.googleAuth.path,
    { schema: contractSchema('googleAuth'), config: { identity: 'user' } },
    async (request): Promise<GoogleAuthAnswer> => {
      const user = userOf(request);
      return { userId: user.id, name: user.name, email: user.email, whatsappConnected: await isLinked(user.id) };
    },
  );
}
