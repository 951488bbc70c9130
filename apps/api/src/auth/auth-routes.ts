import { httpRoutes, type LoginAnswer, type MessageAnswer } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { spend } from '../lib/limiters.ts';
import { HttpError } from '../http/http-error.ts';
import { contractSchema } from '../http/schemas.ts';
import { mailTemplates } from '../mail/templates.ts';
import { ipLimits, type Accounts } from './accounts.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './crypto.ts';
import type { SignInAttempt, SignInRefusal } from './sign-in-guard.ts';

export const authMessages = {
  registered: 'Registration successful! Please verify your email.',
  invalidLogin: 'Invalid email or password.',
  tooManyLogins: (seconds: number) => `Too many sign-in attempts. Please try again in ${seconds} seconds.`,
  accountLocked: (minutes: number) =>
    `Too many failed sign-ins for this email. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, sign in from a browser you have used before, or reset your password.`,
  loggedOut: 'Logged out successfully',
} as const;

const refusalMessage = (refusal: SignInRefusal) =>
  refusal.kind === 'address' ? authMessages.tooManyLogins(refusal.seconds) : authMessages.accountLocked(Math.ceil(refusal.seconds / 60));

/** Whether an account's WhatsApp link is open: a sign-in's answer carries it. */
export type WhatsappLinked = (userId: string) => Promise<boolean>;

export function registerAuthRoutes(server: FastifyInstance, a: Accounts, isLinked: WhatsappLinked): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  /** The owner of a taken email hears of the attempt (at most hourly); the caller learns nothing. */
  async function noticeTakenEmail(email: string) {
    const owner = await a.users.findByEmail(email);
    if (!owner || (await spend(a.limits.registrationNotices, email)) > 0) return;
    const site = a.config.publicUrl;
    a.outbox.send(
      mailTemplates.registrationAttempt(owner, { signIn: `${site}/signIn`, forgotPassword: `${site}/forgotPassword` }),
      'registration attempt',
    );
  }

  // The same answer, after the same work (the password is hashed either way), for a new and a taken email.
  app.post(
    httpRoutes.register.path,
    { schema: contractSchema('register'), config: { rateLimit: ipLimits.register } },
    async (request, reply) => {
      const { body } = request;
      const user = await a.users.create({ email: body.email, name: body.fullName, passwordHash: await hashPassword(body.password) });
      if (!user) a.background.run('registration attempt', () => noticeTakenEmail(body.email));
      const answer: MessageAnswer = { message: authMessages.registered };
      return reply.code(201).send(answer);
    },
  );

  app.post(
    httpRoutes.login.path,
    { schema: contractSchema('login'), config: { rateLimit: ipLimits.login } },
    async (request, reply): Promise<LoginAnswer> => {
      const { body } = request;
      const attempt: SignInAttempt = { email: body.email, address: request.ip, deviceNonce: a.device.trustedNonce(request, body.email) };
      const refusal = await a.signIn.refusal(attempt);
      if (refusal) throw new HttpError(429, refusalMessage(refusal));
      const user = await a.users.findByEmail(body.email);
      const valid = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), body.password);
      if (!user?.password_hash || !valid) {
        await a.signIn.failed(attempt);
        throw new HttpError(401, authMessages.invalidLogin);
      }
      await a.signIn.succeeded(attempt);
      const persistent = body.rememberMe === true;
      const { token } = await a.sessions.create(user.id, persistent);
      a.cookie.set(reply, token, persistent);
      a.device.issue(reply, user.email);
      const isEmailVerified = user.email_verified_at !== null;
      return {
        userId: user.id,
        name: user.name,
        email: user.email,
        isEmailVerified,
        whatsappConnected: isEmailVerified && (await isLinked(user.id)),
      };
    },
  );

  app.post(
    httpRoutes.logout.path,
    { schema: contractSchema('logout'), config: { identity: 'user' } },
    async (request, reply): Promise<MessageAnswer> => {
      const token = a.cookie.read(request);
      if (token) await a.sessions.end(token);
      a.cookie.clear(reply);
      return { message: authMessages.loggedOut };
    },
  );
}
