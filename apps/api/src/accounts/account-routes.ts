import { accountMessages, httpRoutes, type AccountExport, type MessageAnswer } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Accounts } from '../auth/accounts.ts';
import { verifyPassword } from '../auth/crypto.ts';
import { userOf } from '../auth/request-user.ts';
import { HttpError } from '../http/http-error.ts';
import { contractSchema } from '../http/schemas.ts';
import { spend, waitOf } from '../lib/limiters.ts';
import type { AccountDeletion } from './account-deletion.ts';
import type { AccountExporter } from './account-export.ts';

/** How recent a Google confirmation must be to delete a Google account. */
export const confirmationLifetimeMs = 5 * 60_000;

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * 'Download my data' and 'Delete my account' (docs/privacy.md): the session's own account only. Deleting
 * asks the password again (a few wrong tries per account, then a wait), or, for an account without a
 * password, a fresh Google sign-in of this very session.
 */
export function registerAccountRoutes(server: FastifyInstance, a: Accounts, deletion: AccountDeletion, exporter: AccountExporter): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const limits = {
    wrongPasswords: a.limiter({ name: 'delete-account-password', points: 5, windowSeconds: 15 * 60 }),
    exports: a.limiter({ name: 'account-exports', points: 5, windowSeconds: 60 * 60 }),
  };

  app.post(
    httpRoutes.deleteAccount.path,
    { schema: contractSchema('deleteAccount'), config: { identity: 'user', rateLimit: { max: 20, timeWindow: '10 minutes' } } },
    async (request, reply): Promise<MessageAnswer> => {
      const user = userOf(request);
      const { password } = request.body;
      if (password !== undefined && user.password_hash) {
        const refused = await waitOf(limits.wrongPasswords, user.id);
        if (refused > 0) throw new HttpError(429, accountMessages.tooManyTries(minutes(refused)));
        if (!(await verifyPassword(user.password_hash, password))) {
          const wait = await spend(limits.wrongPasswords, user.id);
          throw new HttpError(wait > 0 ? 429 : 401, wait > 0 ? accountMessages.tooManyTries(minutes(wait)) : accountMessages.wrongPassword);
        }
      } else {
        const session = await a.sessions.lookup(a.cookie.read(request));
        if (!session || !(await a.sessions.confirmedRecently(session.sessionId, confirmationLifetimeMs)))
          throw new HttpError(403, accountMessages.confirmFirst);
      }
      await deletion.erase(user);
      a.cookie.clear(reply);
      return { message: accountMessages.deleted };
    },
  );

  app.get(httpRoutes.signInMethods.path, { schema: contractSchema('signInMethods'), config: { identity: 'user' } }, async (request) => {
    const user = userOf(request);
    return { password: user.password_hash !== null, google: user.google_sub !== null };
  });

  app.get(
    httpRoutes.exportAccount.path,
    { schema: contractSchema('exportAccount'), config: { identity: 'user' } },
    async (request, reply): Promise<AccountExport> => {
      const user = userOf(request);
      const wait = await spend(limits.exports, user.id);
      if (wait > 0) throw new HttpError(429, accountMessages.tooManyExports(minutes(wait)));
      const day = new Date(a.clock.now()).toISOString().slice(0, 10);
      reply.header('Content-Disposition', `attachment; filename="companion-data-${day}.json"`);
      return exporter.of(user);
    },
  );
}
