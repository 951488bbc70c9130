import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config.ts';
import type { Secrets } from '../lib/secrets.ts';
import { randomToken } from '../lib/ids.ts';

export const deviceCookieName = 'companion_device';
const yearSeconds = 365 * 24 * 60 * 60;

/**
 * OWASP's device cookie: after a successful sign-in the browser keeps `nonce.mac`, the MAC binding the
 * nonce to that email. A later sign-in to the same email from this browser is "trusted": it is not held
 * back by the lockout that guessing from elsewhere puts on the account (ARCHITECTURE §11).
 */
export function deviceCookie(config: AppConfig, secrets: Secrets) {
  const options = { httpOnly: true, sameSite: 'strict' as const, secure: config.publicUrl.startsWith('https://'), path: '/api/auth' };
  const text = (email: string, nonce: string) => `${email}\n${nonce}`;
  return {
    /** The nonce of this browser's device cookie when it was issued for `email`; otherwise undefined. */
    trustedNonce(request: FastifyRequest, email: string): string | undefined {
      const [nonce, tag, extra] = (request.cookies[deviceCookieName] ?? '').split('.');
      if (!nonce || !tag || extra !== undefined || nonce.length > 64) return undefined;
      return secrets.verify('device', text(email, nonce), tag) ? nonce : undefined;
    },
    issue(reply: FastifyReply, email: string): void {
      const nonce = randomToken(16);
      reply.setCookie(deviceCookieName, `${nonce}.${secrets.mac('device', text(email, nonce))}`, { ...options, maxAge: yearSeconds });
    },
  };
}
export type DeviceCookie = ReturnType<typeof deviceCookie>;
