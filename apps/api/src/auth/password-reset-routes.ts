import {
  forgotPasswordBodySchema,
  httpRoutes,
  resetPasswordBodySchema,
  verifyResetPageBodySchema,
  type MessageAnswer,
} from '@app/shared/contracts';
import { isStrongPassword, validationMessages } from '@app/shared/validation';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { validate } from '../http/validate.ts';
import { escapeHtml } from '../mail/mailer.ts';
import { ipLimits, type Accounts } from './accounts.ts';
import { hashPassword, randomToken, sha256, verifyPassword } from './crypto.ts';

export const resetLinkLifetimeMs = 60 * 60_000;

export const passwordResetMessages = {
  // SPEC §8: the same answer whether or not the account exists.
  linkSent: 'If this email exists, a reset link has been sent.',
  linkValid: 'Reset link is valid',
  notInitiated: 'Password reset not initiated',
  sameAsOld: 'New password cannot be the same as the old password',
  weak: validationMessages.resetPasswordWeak,
  done: 'Password reset successful',
} as const;

export function registerPasswordResetRoutes(app: FastifyInstance, a: Accounts): void {
  const limited = { config: { rateLimit: ipLimits.passwordReset } };

  /** The live reset request of a token, or a 400 that says it was never started. */
  async function liveReset(token: string) {
    const reset = await a.db
      .selectFrom('password_resets')
      .selectAll()
      .where('token_hash', '=', sha256(token))
      .executeTakeFirst();
    if (!reset || reset.used_at !== null || reset.expires_at <= a.clock()) {
      throw new HttpError(400, passwordResetMessages.notInitiated);
    }
    return reset;
  }

  app.post(httpRoutes.forgotPassword.path, limited, async (request): Promise<MessageAnswer> => {
    const { email } = validate(forgotPasswordBodySchema, request.body);
    const answer = { message: passwordResetMessages.linkSent };
    if (a.limits.forgotPassword.waitFor(email) > 0) return answer;
    a.limits.forgotPassword.record(email);
    const user = await a.users.findByEmail(email);
    if (!user) return answer;
    const token = randomToken(32);
    const now = a.clock();
    await a.db
      .insertInto('password_resets')
      .values({ token_hash: sha256(token), user_id: user.id, expires_at: now + resetLinkLifetimeMs, used_at: null, created_at: now })
      .execute();
    const link = `${a.config.publicUrl}/reset-password/${token}`;
    await a.mailer.send({
      to: user.email,
      subject: 'Reset your Companion password',
      text: `Hi ${user.name},\n\nOpen this link to choose a new password (valid for one hour):\n${link}\n\nIf you did not ask for it, you can ignore this email.`,
      html: `<p>Hi ${escapeHtml(user.name)},</p><p><a href="${escapeHtml(link)}">Choose a new password</a> (valid for one hour).</p><p>If you did not ask for it, you can ignore this email.</p>`,
    });
    return answer;
  });

  app.post(httpRoutes.verifyResetPage.path, limited, async (request): Promise<MessageAnswer> => {
    const { id } = validate(verifyResetPageBodySchema, request.body);
    await liveReset(id);
    return { message: passwordResetMessages.linkValid };
  });

  app.post(httpRoutes.resetPassword.path, limited, async (request): Promise<MessageAnswer> => {
    const { id, password } = validate(resetPasswordBodySchema, request.body);
    const reset = await liveReset(id);
    if (!isStrongPassword(password)) throw new HttpError(400, passwordResetMessages.weak);
    const user = await a.users.findById(reset.user_id);
    if (!user) throw new HttpError(400, passwordResetMessages.notInitiated);
    if (user.password_hash && (await verifyPassword(user.password_hash, password))) {
      throw new HttpError(400, passwordResetMessages.sameAsOld);
    }
    // Single use: only the request that flips used_at from null goes on.
    const claimed = await a.db
      .updateTable('password_resets')
      .set({ used_at: a.clock() })
      .where('token_hash', '=', reset.token_hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new HttpError(400, passwordResetMessages.notInitiated);
    await a.users.setPassword(user.id, await hashPassword(password));
    await a.sessions.endAllFor(user.id);
    return { message: passwordResetMessages.done };
  });
}
