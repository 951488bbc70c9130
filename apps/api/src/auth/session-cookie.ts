import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config.ts';
import { sessionLifetimeMs } from './sessions.ts';

export const sessionCookieName = 'companion_session';

export function sessionCookie(config: AppConfig) {
  const secure = config.publicUrl.startsWith('https://');
  const base = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };
  return {
    read: (request: FastifyRequest): string | undefined => request.cookies[sessionCookieName],
    /** Persistent (Max-Age) with 'remember me'; otherwise it lasts until the browser closes. */
    set(reply: FastifyReply, token: string, persistent: boolean) {
      reply.setCookie(sessionCookieName, token, {
        ...base,
        ...(persistent ? { maxAge: sessionLifetimeMs.persistent / 1000 } : {}),
      });
    },
    clear: (reply: FastifyReply) => reply.clearCookie(sessionCookieName, base),
  };
}
export type SessionCookie = ReturnType<typeof sessionCookie>;
