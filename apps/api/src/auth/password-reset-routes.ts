import { passwordResetMessages as wireMessages } from '@app/shared/constants';
import { httpRoutes, type MessageAnswer } from '@app/shared/contracts';
import { isStrongPassword, validationMessages } from '@app/shared/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http/http-error.ts';
import { contractSchema } from '../http/schemas.ts';
import { spend } from '../lib/limiters.ts';
import { mailTemplates } from '../mail/templates.ts';
import { ipLimits, type Accounts } from './accounts.ts';
import { hashPassword, verifyPassword } from './crypto.ts';
import { randomToken } from '../lib/ids.ts';

export const passwordResetMessages = {
  // The same answer whether or not the account exists.
  linkSent: 'If this email exists, a reset link has been sent.',
  recentlySent: (minutes: number) =>
    `A reset link was sent to this email a few minutes ago. Please check your inbox and spam folder, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  linkValid: 'Reset link is valid',
  notInitiated: wireMessages.notInitiated,
  sameAsOld: wireMessages.sameAsOld,
  weak: validationMessages.resetPasswordWeak,
  done: 'Password reset successful',
} as const;

export function registerPasswordResetRoutes(server: FastifyInstance, a: Accounts): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: ipLimits.passwordReset };

  /** The live reset request of a token, or a 400 that says it was never started. */
  async function liveReset(token: string) {
    const reset = await a.passwordResets.findLive(token);
    if (!reset) throw new HttpError(400, passwordResetMessages.notInitiated);
    return reset;
  }

  async function mailResetLink(email: string) {
    const user = await a.users.findByEmail(email);
    if (!user) return;
    const token = randomToken(32);
    await a.passwordResets.create(user.id, token);
    a.outbox.send(mailTemplates.passwordReset(user, `${a.config.publicUrl}/reset-password/${token}`), 'password reset');
  }

  // Looking the account up and mailing happen after the answer, so neither its time nor a mail failure
  // tells whether the email has an account. A few mails per email, whoever asks; past them the asker is
  // told that a link was sent recently (true: every request counted mailed one, or the email has no account).
  app.post(
    httpRoutes.forgotPassword.path,
    { schema: contractSchema('forgotPassword'), config: limited },
    async (request): Promise<MessageAnswer> => {
      const { email } = request.body;
      const wait = await spend(a.limits.resetMails, email);
      if (wait > 0) throw new HttpError(429, passwordResetMessages.recentlySent(Math.ceil(wait / 60)));
      a.background.run('password reset', () => mailResetLink(email));
      return { message: passwordResetMessages.linkSent };
    },
  );

  app.post(
    httpRoutes.verifyResetPage.path,
    { schema: contractSchema('verifyResetPage'), config: limited },
    async (request): Promise<MessageAnswer> => {
      const { id } = request.body;
      await liveReset(id);
      return { message: passwordResetMessages.linkValid };
    },
  );

  app.post(
    httpRoutes.resetPassword.path,
    { schema: contractSchema('resetPassword'), config: limited },
    async (request): Promise<MessageAnswer> => {
      const { id, password } = request.body;
      const reset = await liveReset(id);
      if (!isStrongPassword(password)) throw new HttpError(400, passwordResetMessages.weak);
      const user = await a.users.findById(reset.user_id);
      if (!user) throw new HttpError(400, passwordResetMessages.notInitiated);
      if (user.password_hash && (await verifyPassword(user.password_hash, password))) {
        throw new HttpError(400, passwordResetMessages.sameAsOld);
      }
      // Single use: of two requests racing with one link, only one goes on.
      if (!(await a.passwordResets.use(reset.token_hash, user.id))) throw new HttpError(400, passwordResetMessages.notInitiated);
      await a.users.setPassword(user.id, await hashPassword(password));
      // The link came through the mailbox: the email is proven, and the account's sign-in lockout ends.
      await a.users.markEmailVerified(user.id);
      await a.signIn.mailboxProven(user.email);
      await a.sessions.endAllFor(user.id);
      return { message: passwordResetMessages.done };
    },
  );
}
