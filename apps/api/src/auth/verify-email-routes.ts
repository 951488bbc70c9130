import { httpRoutes, type MessageAnswer } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http/http-error.ts';
import { contractSchema } from '../http/schemas.ts';
import { mailTemplates } from '../mail/templates.ts';
import { ipLimits, type Accounts } from './accounts.ts';
import { sixDigitCode } from './crypto.ts';
import { userOf } from './request-user.ts';

export const emailCodeRules = { lifetimeMs: 10 * 60_000, maxWrongTries: 5, resendAfterMs: 10_000 } as const;

export const verifyEmailMessages = {
  sent: 'Email sent successfully',
  alreadyVerified: 'Email is already verified',
  wait: (seconds: number) => `Please wait ${seconds} seconds before requesting another code.`,
  verified: 'Email verified successfully',
  noCode: 'No verification code was requested. Please request a new one.',
  expired: 'The verification code has expired. Please request a new one.',
  wrong: 'Invalid verification code',
  tooManyTries: 'Too many wrong codes. Please request a new one.',
} as const;

export function registerVerifyEmailRoutes(server: FastifyInstance, a: Accounts): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  // Keyed (HMAC): a copy of the database alone does not give the million codes' hashes to try.
  const codeHash = (userId: string, code: string) => a.secrets.mac('email-code', `${userId}:${code}`);

  const limited = { rateLimit: ipLimits.emailCode, identity: 'user' } as const;

  app.post(
    httpRoutes.requestEmailCode.path,
    { schema: contractSchema('requestEmailCode'), config: limited },
    async (request): Promise<MessageAnswer> => {
      const user = userOf(request);
      if (user.email_verified_at !== null) throw new HttpError(400, verifyEmailMessages.alreadyVerified);

      const now = a.clock.now();
      const previous = await a.emailCodes.find(user.id);
      if (previous && now - previous.sent_at < emailCodeRules.resendAfterMs) {
        throw new HttpError(429, verifyEmailMessages.wait(Math.ceil((previous.sent_at + emailCodeRules.resendAfterMs - now) / 1000)));
      }
      const code = sixDigitCode();
      await a.emailCodes.replace(user.id, {
        code_hash: codeHash(user.id, code),
        expires_at: now + emailCodeRules.lifetimeMs,
        attempts: 0,
        sent_at: now,
      });
      a.outbox.send(mailTemplates.verificationCode(user, code), 'verification code');
      return { message: verifyEmailMessages.sent };
    },
  );

  app.post(
    httpRoutes.verifyCode.path,
    { schema: contractSchema('verifyCode'), config: limited },
    async (request): Promise<MessageAnswer> => {
      const user = userOf(request);
      const { body } = request;
      if (user.email_verified_at !== null) throw new HttpError(400, verifyEmailMessages.alreadyVerified);

      const stored = await a.emailCodes.find(user.id);
      if (!stored) throw new HttpError(400, verifyEmailMessages.noCode);
      if (stored.expires_at <= a.clock.now()) throw new HttpError(400, verifyEmailMessages.expired);
      if (stored.attempts >= emailCodeRules.maxWrongTries) throw new HttpError(429, verifyEmailMessages.tooManyTries);
      if (!a.secrets.verify('email-code', `${user.id}:${body.verificationCode}`, stored.code_hash)) {
        await a.emailCodes.countWrongTry(user.id);
        throw new HttpError(400, verifyEmailMessages.wrong);
      }
      await a.users.markEmailVerified(user.id);
      await a.emailCodes.remove(user.id);
      return { message: verifyEmailMessages.verified };
    },
  );
}
