import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Identity } from './identity.ts';
import type { User } from './users.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route: any signed-in user, or one whose email is verified. The user is found
     * from the session cookie before the input is validated (a stranger learns nothing about the
     * input's rules) and a `userId` in the validated body or path must be theirs.
     */
    identity?: 'user' | 'verified-user';
  }
  interface FastifyRequest {
    /** The session's user, on routes that declare an `identity`. */
    user: User | null;
  }
}

/** The session's user of a route that declares an `identity` (a route without one has none). */
export function userOf(request: FastifyRequest): User {
  if (!request.user) throw new Error(`${request.routeOptions.url} declares no identity`);
  return request.user;
}

const claimedUserId = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, 'userId') ? (value as { userId: unknown }).userId : undefined;

/** Resolves `request.user` for routes that declare an `identity`, and checks the `userId` they are given. */
export function registerRequestUser(app: FastifyInstance, identity: Identity): void {
  app.decorateRequest('user', null);
  app.addHook('preValidation', async (request) => {
    const wanted = request.routeOptions.config.identity;
    if (!wanted) return;
    request.user = wanted === 'verified-user' ? await identity.requireVerifiedUser(request) : await identity.requireUser(request);
  });
  app.addHook('preHandler', async (request) => {
    if (!request.user) return;
    for (const claimed of [claimedUserId(request.params), claimedUserId(request.body)]) {
      if (claimed !== undefined) identity.assertSameUser(request.user, typeof claimed === 'string' ? claimed : '');
    }
  });
}
