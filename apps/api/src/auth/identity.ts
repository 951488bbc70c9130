import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import type { SessionCookie } from './session-cookie.ts';
import type { Sessions } from './sessions.ts';
import type { User } from './users.ts';

export const identityMessages = {
  notSignedIn: 'Not signed in',
  notYours: 'That account is not yours.',
  verifyFirst: 'Please verify your email first.',
} as const;

/** Identity comes from the session cookie only; a userId in a path or body is a claim to check. */
export function createIdentity(sessions: Sessions, cookie: SessionCookie) {
  async function requireUser(request: FastifyRequest): Promise<User> {
    const user = await sessions.userFor(cookie.read(request));
    if (!user) throw new HttpError(401, identityMessages.notSignedIn);
    return user;
  }
  return {
    requireUser,
    /** The signed-in user, who must have proven their email: every feature past verification asks this. */
    async requireVerifiedUser(request: FastifyRequest): Promise<User> {
      const user = await requireUser(request);
      if (user.email_verified_at === null) throw new HttpError(403, identityMessages.verifyFirst);
      return user;
    },
    assertSameUser(user: User, claimedUserId: string): void {
      if (claimedUserId !== user.id) throw new HttpError(403, identityMessages.notYours);
    },
  };
}
export type Identity = ReturnType<typeof createIdentity>;
