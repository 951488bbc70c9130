import {
  httpRoutes,
  loginBodySchema,
  logoutBodySchema,
  registerBodySchema,
  type LoginAnswer,
  type MessageAnswer,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { validate } from '../http/validate.ts';
import { ipLimits, type Accounts } from './accounts.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './crypto.ts';

export const authMessages = {
  registered: 'Registration successful! Please verify your email.',
  emailTaken: 'An account with this email already exists.',
  invalidLogin: 'Invalid email or password.',
  tooManyLogins: (seconds: number) => `Too many sign-in attempts. Please try again in ${seconds} seconds.`,
  loggedOut: 'Logged out successfully',
} as const;

export function registerAuthRoutes(app: FastifyInstance, a: Accounts): void {
  app.post(httpRoutes.register.path, { config: { rateLimit: ipLimits.register } }, async (request, reply) => {
    const body = validate(registerBodySchema, request.body);
    const user = await a.users.create({ email: body.email, name: body.fullName, passwordHash: await hashPassword(body.password) });
    if (!user) throw new HttpError(409, authMessages.emailTaken);
    const answer: MessageAnswer = { message: authMessages.registered };
    return reply.code(201).send(answer);
  });

  app.post(httpRoutes.login.path, { config: { rateLimit: ipLimits.login } }, async (request, reply): Promise<LoginAnswer> => {
    const body = validate(loginBodySchema, request.body);
    const wait = a.limits.login.waitFor(body.email);
    if (wait > 0) throw new HttpError(429, authMessages.tooManyLogins(wait));
    const user = await a.users.findByEmail(body.email);
    const valid = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), body.password);
    if (!user?.password_hash || !valid) {
      a.limits.login.record(body.email);
      throw new HttpError(401, authMessages.invalidLogin);
    }
    a.limits.login.clear(body.email);
    const persistent = body.rememberMe === true;
    const { token } = await a.sessions.create(user.id, persistent);
    a.cookie.set(reply, token, persistent);
    return { userId: user.id, name: user.name, email: user.email, isEmailVerified: user.email_verified_at !== null };
  });

  app.post(httpRoutes.logout.path, async (request, reply): Promise<MessageAnswer> => {
    const user = await a.identity.requireUser(request);
    const body = validate(logoutBodySchema, request.body);
    a.identity.assertSameUser(user, body.userId);
    const token = a.cookie.read(request);
    if (token) await a.sessions.end(token);
    a.cookie.clear(reply);
    return { message: authMessages.loggedOut };
  });
}
