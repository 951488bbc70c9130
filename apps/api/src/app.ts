import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAccounts } from './auth/accounts.ts';
import { registerAuthRoutes } from './auth/auth-routes.ts';
import { googlePaths, registerGoogleRoutes } from './auth/google/google-routes.ts';
import { inProcessFetch } from './auth/google/in-process-fetch.ts';
import { createOidcSignIn, type OidcProvider } from './auth/google/oidc-sign-in.ts';
import { systemClock, type Clock } from './auth/crypto.ts';
import { registerOriginCheck } from './auth/origin-check.ts';
import { registerPasswordResetRoutes } from './auth/password-reset-routes.ts';
import { registerProfileRoutes } from './auth/profile-routes.ts';
import { sessionCookieName } from './auth/session-cookie.ts';
import { registerVerifyEmailRoutes } from './auth/verify-email-routes.ts';
import type { AppConfig } from './config/config.ts';
import { openDatabase, type Db } from './db/database.ts';
import { registerDevMailboxRoutes } from './dev/dev-mailbox-routes.ts';
import { registerLocalIdentityProvider } from './dev/local-identity-provider.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { createDevMailbox } from './mail/dev-mailbox.ts';
import type { Mailer } from './mail/mailer.ts';
import { createSmtpMailer } from './mail/smtp-mailer.ts';
import { createSocketServer, type AppSocketServer } from './realtime/socket-server.ts';
import { registerWhatsAppHandlers } from './realtime/whatsapp-handlers.ts';
import { registerDevPhoneRoutes } from './dev/dev-phone-routes.ts';
import { registerSiteRoutes } from './site/site-routes.ts';
import { registerSpaFallback } from './site/spa-fallback.ts';
import { registerWebApps } from './site/web-apps.ts';
import { createWhatsAppGateway } from './whatsapp/whatsapp-gateway-factory.ts';
import { createWhatsAppService, type WhatsAppService } from './whatsapp/whatsapp-service.ts';

export interface AppDeps {
  /** Injected in tests to move time (session, code and link expiry). */
  clock?: Clock;
  mailer?: Mailer;
}

export interface App {
  http: FastifyInstance;
  io: AppSocketServer;
  db: Db;
  whatsapp: WhatsAppService;
}

/** Google when configured; in local mode without it, the local identity provider; otherwise none. */
async function googleSignIn(http: FastifyInstance, config: AppConfig) {
  const redirectUri = `${config.publicUrl}${googlePaths.callback}`;
  let provider: OidcProvider | undefined = config.google;
  if (!provider && config.mode === 'local') {
    const local = await registerLocalIdentityProvider(http, { publicUrl: config.publicUrl, redirectUri });
    provider = { ...local, fetch: inProcessFetch(http, new URL(config.publicUrl).origin) };
  }
  return provider ? createOidcSignIn(provider, redirectUri) : undefined;
}

/** Builds the whole server without side effects: nothing listens until `http.listen()`. */
export async function createApp(config: AppConfig, deps: AppDeps = {}): Promise<App> {
  const clock = deps.clock ?? systemClock;
  const http = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.mode === 'production',
    bodyLimit: 256 * 1024,
  });
  const db = await openDatabase(config);
  http.addHook('onClose', async () => {
    await db.destroy();
  });

  const devMailbox = config.smtpUrl ? undefined : createDevMailbox(db, clock, http.log);
  const mailer = deps.mailer ?? (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : devMailbox!.mailer);
  const accounts = createAccounts(db, config, clock, mailer);

  await http.register(fastifyCookie);
  await http.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
  registerErrorHandler(http);
  registerOriginCheck(http, new URL(config.publicUrl).origin);

  const io = createSocketServer(
    http.server,
    config,
    async (cookieHeader) => {
      const token = cookieHeader ? http.parseCookie(cookieHeader)[sessionCookieName] : undefined;
      return (await accounts.sessions.userFor(token))?.id;
    },
    async (userId) => (await accounts.users.findById(userId)) !== undefined,
  );
  const { gateway, store, simulator } = await createWhatsAppGateway(config, db, http.log);
  const whatsapp = createWhatsAppService({ gateway, store, db, io, log: http.log });
  registerWhatsAppHandlers(io, whatsapp, http.log);
  http.addHook('preClose', async () => {
    await whatsapp.close();
    await io.close();
  });

  registerSiteRoutes(http, config);
  registerAuthRoutes(http, accounts);
  registerVerifyEmailRoutes(http, accounts);
  registerPasswordResetRoutes(http, accounts);
  registerProfileRoutes(http, accounts);
  if (config.mode === 'local' && devMailbox) registerDevMailboxRoutes(http, devMailbox);
  if (config.mode === 'local' && simulator) registerDevPhoneRoutes(http, db, simulator);
  registerGoogleRoutes(http, accounts, await googleSignIn(http, config));

  const { shellIndex } = await registerWebApps(http, config);
  registerSpaFallback(http, shellIndex);
  await http.ready();
  await whatsapp.restoreLinks();
  return { http, io, db, whatsapp };
}
