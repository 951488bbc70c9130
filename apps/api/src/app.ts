import proxyAddr from '@fastify/proxy-addr';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createAccounts, type Accounts } from './auth/accounts.ts';
import { registerAuthRoutes } from './auth/auth-routes.ts';
import { apiPaths } from '@app/shared/constants';
import { registerGoogleRoutes } from './auth/google/google-routes.ts';
import { inProcessFetch } from './auth/google/in-process-fetch.ts';
import { createOidcSignIn, type OidcProvider } from './auth/google/oidc-sign-in.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { registerOriginCheck } from './auth/origin-check.ts';
import { registerPasswordResetRoutes } from './auth/password-reset-routes.ts';
import { registerProfileRoutes } from './auth/profile-routes.ts';
import { sessionCookieName } from './auth/session-cookie.ts';
import type { SignInRules } from './auth/sign-in-guard.ts';
import { registerVerifyEmailRoutes } from './auth/verify-email-routes.ts';
import type { AppConfig } from './config/config.ts';
import { openDatabase, type Db } from './db/database.ts';
import { registerDevMailboxRoutes } from './dev/dev-mailbox-routes.ts';
import { registerLocalHostCheck } from './dev/local-host-check.ts';
import { registerLocalIdentityProvider } from './dev/local-identity-provider.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { HttpError } from './http/http-error.ts';
import { badUrlPath, requestLogSerializers, rewriteBadUrl } from './http/request-log.ts';
import { createBackground, type Background } from './lib/background.ts';
import { loadKey } from './lib/key-file.ts';
import { createLimiterFactory, spend } from './lib/limiters.ts';
import { createSecrets } from './lib/secrets.ts';
import { createDevMailbox } from './mail/dev-mailbox.ts';
import type { Mailer } from './mail/mailer.ts';
import { createOutbox } from './mail/outbox.ts';
import { createSmtpMailer } from './mail/smtp-mailer.ts';
import { createEventLimits, type EventLimitRules } from './realtime/event-limits.ts';
import { closeSessionSockets, closeUserSockets } from './realtime/socket-endings.ts';
import { createSocketServer } from './realtime/socket-server.ts';
import type { AppSocketServer } from './realtime/socket-types.ts';
import { registerWhatsAppHandlers } from './realtime/whatsapp-handlers.ts';
import { registerDevPhoneRoutes } from './dev/dev-phone-routes.ts';
import { registerDevResultRoutes } from './dev/dev-result-routes.ts';
import { registerCompression } from './site/compression.ts';
import { registerLoopbackRedirect } from './site/loopback-aliases.ts';
import { createPagePreloads } from './site/page-preloads.ts';
import { registerSecurityHeaders } from './site/security-headers.ts';
import { registerSchemas } from './http/schemas.ts';
import { registerRequestUser } from './auth/request-user.ts';
import { registerSiteRoutes } from './site/site-routes.ts';
import { registerSpaFallback } from './site/spa-fallback.ts';
import { registerWebApps } from './site/web-apps.ts';
import { createWhatsAppGateway } from './whatsapp/whatsapp-gateway-factory.ts';
import { createWhatsAppService, type WhatsAppService } from './whatsapp/whatsapp-service.ts';
import { userNotifier } from './realtime/user-notifier.ts';
import { createCompanionSettings } from './companion/companion-settings.ts';
import { registerCompanionHandlers } from './realtime/companion-handlers.ts';
import { registerPlaceRoutes } from './places/place-routes.ts';
import { registerScheduleHandlers } from './realtime/schedule-handlers.ts';
import { registerCronJobHandlers } from './realtime/cron-job-handlers.ts';
import { registerResultHandlers } from './realtime/result-handlers.ts';
import { registerInstantWisdomHandlers } from './realtime/instant-wisdom-handlers.ts';
import { registerCustomWisdomHandlers } from './realtime/custom-wisdom-handlers.ts';
import { createCustomWisdomWriter } from './insights/llm/custom-wisdom-writer.ts';
import { createStaffList } from './staff/staff-list.ts';
import { registerStaffRoutes } from './staff/staff-routes.ts';
import { createRecentMessages } from './whatsapp/recent-messages.ts';
import { createScheduling, type Scheduling } from './schedules/scheduling.ts';
import type { InsightEngine } from './insights/insight-engine.ts';
import { createLlmEngine, modelCallsPerAccount } from './insights/llm/llm-engine.ts';
import { createOfflineEngine } from './insights/offline/offline-engine.ts';
import { createAccountDeletion, type AccountDeletion } from './accounts/account-deletion.ts';
import { createAccountExport } from './accounts/account-export.ts';
import { registerAccountRoutes } from './accounts/account-routes.ts';
import { createDeletedAccounts } from './accounts/deleted-accounts.ts';
import { contactsBook } from './whatsapp/contacts-book.ts';
import type { SimulatedWhatsApp } from './whatsapp/simulator/simulated-gateway.ts';

export interface AppDeps {
  /** Where the log goes instead of standard output (tests read what it says). */
  logStream?: { write(line: string): void };
  /** Injected in tests to move time (session, code and link expiry, WhatsApp's timers). */
  clock?: Clock;
  mailer?: Mailer;
  /** Waits between tries of a failed mail (tests shorten them). */
  mailRetryDelaysMs?: readonly number[];
  /** The sign-in policy's numbers (tests lower them). */
  signInRules?: SignInRules;
  /** How much a socket may send (fuzz tests raise it to reach the validation behind it). */
  eventLimitRules?: EventLimitRules;
  /** The insight engine the scheduled runs use. */
  insightEngine?: InsightEngine;
  /** Whether the app runs due schedules itself (tests drive `scheduling.engine.tick()` instead). */
  runSchedules?: boolean;
  /** The Redis engine's key prefix and stalled-job check (tests give each app its own, and a short check). */
  schedulerRedis?: { prefix?: string; stalledIntervalMs?: number; lockDurationMs?: number };
  /** Shorter occurrence deadlines (tests of a model that never finishes). */
  occurrenceDeadline?: { budgetMs?: number; graceMs?: number };
  /** How often each process looks for WhatsApp links of accounts deleted by another (tests shorten it). */
  deletedAccountSweepMs?: number;
}

export interface App {
  http: FastifyInstance;
  io: AppSocketServer;
  db: Db;
  whatsapp: WhatsAppService;
  accounts: Accounts;
  scheduling: Scheduling;
  deletion: AccountDeletion;
  /** Local mode's simulated phone, when it is the gateway (tests look at its links). */
  simulator: SimulatedWhatsApp | undefined;
  clock: Clock;
  /** Work after the answer (mail above all); tests wait for it with `idle()`. */
  background: Background;
}

/** Google when configured; in local mode without it, the local identity provider; otherwise none. */
async function googleSignIn(http: FastifyInstance, config: AppConfig) {
  const redirectUri = `${config.publicUrl}${apiPaths.googleCallback}`;
  let provider: OidcProvider | undefined = config.google;
  if (!provider && config.mode === 'local') {
    const local = await registerLocalIdentityProvider(http, { publicUrl: config.publicUrl, redirectUri });
    provider = { ...local, fetch: inProcessFetch(http, new URL(config.publicUrl).origin) };
  }
  return provider ? createOidcSignIn(provider, redirectUri) : undefined;
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;
/** Which hops may state the client's address: the same rule for Fastify's `request.ip` and the sockets. */
const trustOf = (trust: AppConfig['trustProxy']) =>
  typeof trust === 'number' ? trustHops(trust) : trust === false ? () => false : proxyAddr.compile(trust);

/** Builds the whole server without side effects: nothing listens until `http.listen()`. */
export async function createApp(config: AppConfig, deps: AppDeps = {}): Promise<App> {
  const clock = deps.clock ?? systemClock;
  const http = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, serializers: requestLogSerializers, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    rewriteUrl: rewriteBadUrl,
    // A hop count as the function Fastify makes of one (its types take only the function).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 256 * 1024,
  });
  const db = await openDatabase(config, (error) =>
    http.log.warn({ failure: error.message }, 'an idle PostgreSQL connection dropped; the pool opens another when needed'),
  );
  const redis = config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : undefined;
  redis?.on('error', (error: Error) => http.log.warn({ failure: error.message }, 'Redis unavailable: rate limits count per process'));
  const limiter = createLimiterFactory(redis);
  const inMemoryDatabase = !config.databaseUrl && config.sqliteFile === ':memory:';
  const secrets = createSecrets(loadKey({ base64: config.secretKey, file: config.secretKeyFile, throwaway: inMemoryDatabase }));

  const background = createBackground(http.log);
  const devMailbox = config.smtpUrl ? undefined : createDevMailbox(db, clock, http.log);
  const mailer = deps.mailer ?? (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : devMailbox!.mailer);
  const outbox = createOutbox(mailer, background, http.log, deps.mailRetryDelaysMs);
  const accounts = createAccounts({ db, config, clock, outbox, background, secrets, limiter, signInRules: deps.signInRules });

  await registerCompression(http);
  await registerSecurityHeaders(http, config);
  await http.register(fastifyCookie);
  await http.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
  registerErrorHandler(http);
  await registerSchemas(http, config.publicUrl, { serveDocs: config.mode === 'local' });
  http.all(badUrlPath, { schema: { hide: true } }, () => {
    throw new HttpError(400, 'That address is not valid.');
  });
  registerRequestUser(http, accounts.identity);
  registerOriginCheck(http, new URL(config.publicUrl).origin);
  if (config.mode === 'local') {
    registerLocalHostCheck(http, config.publicUrl);
    registerLoopbackRedirect(http, config.publicUrl);
  }

  const io = createSocketServer(http.server, new URL(config.publicUrl).origin, {
    clock,
    limits: createEventLimits(limiter, deps.eventLimitRules),
    authenticate: async (cookieHeader) => {
      const token = cookieHeader ? http.parseCookie(cookieHeader)[sessionCookieName] : undefined;
      const session = await accounts.sessions.lookup(token);
      return (
        session && {
          userId: session.user.id,
          sessionId: session.sessionId,
          sessionExpiresAt: session.expiresAt,
          emailVerified: session.user.email_verified_at !== null,
        }
      );
    },
    isEmailVerified: async (userId) => ((await accounts.users.findById(userId))?.email_verified_at ?? null) !== null,
    clientAddress: (request) => proxyAddr(request, trustOf(config.trustProxy)),
  });
  accounts.sessions.onEnded((sessionIds) => closeSessionSockets(io, sessionIds));
  const { gateway, store, simulator, cipher } = await createWhatsAppGateway(config, db, clock, http.log);
  const notify = userNotifier(io);
  const whatsapp = createWhatsAppService({ gateway, store, db, notify, log: http.log });
  const companion = createCompanionSettings(db, clock);
  const offline = createOfflineEngine();
  /** The account's name and companion settings, as the engine needs them. */
  const readerOf = async (userId: string) => {
    const settings = await companion.get(userId);
    const user = await accounts.users.findById(userId);
    return { userName: user?.name ?? '', language: settings.language ?? ('English' as const), companionWisdom: settings.wisdomTitle };
  };
  const modelCalls = limiter(modelCallsPerAccount);
  const engine =
    deps.insightEngine ??
    (config.llm
      ? createLlmEngine(config.llm, offline, { log: http.log, spendCall: async (userId) => (await spend(modelCalls, userId)) === 0 })
      : offline);
  const scheduling = createScheduling({
    config,
    db,
    cipher,
    clock,
    notify,
    engine,
    redis: config.redisUrl ? { url: config.redisUrl, ...deps.schedulerRedis } : undefined,
    deadline: deps.occurrenceDeadline,
    sendToOwnChat: (userId, text) => whatsapp.sendToOwnChat(userId, text),
    reader: async (userId) => {
      const { userName, ...rest } = await readerOf(userId);
      return { name: userName, ...rest };
    },
    log: http.log,
  });
  const recent = createRecentMessages(clock);
  const deletedAccounts = createDeletedAccounts({
    redis,
    unlink: (userId) => whatsapp.unlink(userId),
    unlinkDeleted: () => whatsapp.unlinkDeleted(),
    clock,
    log: http.log,
    sweepEveryMs: deps.deletedAccountSweepMs,
  });
  const deletion = createAccountDeletion({
    db,
    unlinkWhatsApp: (userId) => whatsapp.unlink(userId),
    forgetInMemory: (userId) => recent.forget(userId),
    endSockets: (userId) => closeUserSockets(io, userId),
    announce: (userId) => deletedAccounts.announce(userId),
    outbox,
    log: http.log,
  });
  const exporter = createAccountExport({
    sessions: accounts.sessions,
    companion,
    contacts: contactsBook(db),
    isLinked: (userId) => whatsapp.isLinked(userId),
    schedules: scheduling.schedules,
    buffer: scheduling.buffer,
    memory: scheduling.memory,
    results: scheduling.results,
    profiles: scheduling.profiles,
    publicUrl: config.publicUrl,
    now: () => clock.now(),
  });
  gateway.on((event) => {
    recent.onEvent(event);
    scheduling
      .onWhatsAppEvent(event)
      .catch((error: unknown) => http.log.error({ err: error, event: event.type }, 'scheduling missed a WhatsApp event'));
  });
  registerWhatsAppHandlers(io, whatsapp, http.log);
  registerCompanionHandlers(io, companion, http.log);
  registerScheduleHandlers(io, scheduling, whatsapp, http.log);
  registerCronJobHandlers(io, scheduling, http.log);
  registerResultHandlers(io, scheduling.results, async (userId) => (await readerOf(userId)).language, limiter, http.log);
  registerInstantWisdomHandlers(io, {
    recent,
    engine,
    limiter,
    reader: readerOf,
    timeZoneOf: async (userId) => (await scheduling.schedules.listStored(userId))[0]?.timezone ?? 'UTC',
    now: () => clock.now(),
    log: http.log,
  });
  const staff = createStaffList(config.staffEmails, accounts.users);
  registerCustomWisdomHandlers(io, {
    staff,
    writer: config.llm && createCustomWisdomWriter(config.llm),
    recent,
    limiter,
    now: () => clock.now(),
    log: http.log,
  });
  http.addHook('preClose', async () => {
    await deletedAccounts.stop();
    await scheduling.stop();
    await whatsapp.close();
    await io.close();
    outbox.close();
    await background.idle();
  });
  http.addHook('onClose', async () => {
    await db.destroy();
    redis?.disconnect();
  });

  registerSiteRoutes(http, config, db, clock);
  const isWhatsappLinked = (userId: string) => whatsapp.isLinked(userId);
  registerAuthRoutes(http, accounts, isWhatsappLinked);
  registerVerifyEmailRoutes(http, accounts);
  registerPasswordResetRoutes(http, accounts);
  registerProfileRoutes(http, scheduling.profiles);
  registerAccountRoutes(http, accounts, deletion, exporter);
  registerStaffRoutes(http, staff, config.llm !== undefined);
  registerPlaceRoutes(http);
  if (config.mode === 'local' && devMailbox) registerDevMailboxRoutes(http, devMailbox);
  if (config.mode === 'local' && simulator) {
    registerDevPhoneRoutes(http, accounts.users, simulator);
    registerDevResultRoutes(http, {
      users: accounts.users,
      phone: simulator,
      engine,
      results: scheduling.results,
      publicUrl: config.publicUrl,
      now: () => clock.now(),
      languageOf: async (userId) => (await readerOf(userId)).language,
    });
  }
  registerGoogleRoutes(http, accounts, await googleSignIn(http, config), isWhatsappLinked);

  const { shellIndex } = await registerWebApps(http, config);
  registerSpaFallback(http, config, shellIndex, createPagePreloads(config));
  await http.ready();
  await whatsapp.restoreLinks();
  await deletedAccounts.start();
  if (deps.runSchedules ?? true) await scheduling.start();
  return { http, io, db, whatsapp, accounts, deletion, scheduling, clock, background, simulator };
}
