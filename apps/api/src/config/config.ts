import { remoteNames, type RemoteName } from '@app/shared/contracts';
import { existsSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isLoopbackHost, parseTrustProxy, type TrustProxy } from './network.ts';

/** The folder holding nx.json above this file (with a trailing separator): the same from the source and the built bundle. */
function findWorkspaceRoot(from: string): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) if (existsSync(join(dir, 'nx.json'))) return `${dir}${sep}`;
  throw new Error(`No workspace (nx.json) above ${from}`);
}
const workspaceRoot = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));

/** Where each remote's build lives under apps/, and the URL path it is served at. */
export const remoteDirs: Record<RemoteName, string> = {
  auth_mfe: 'auth-mfe',
  onboarding_mfe: 'onboarding-mfe',
  scheduling_mfe: 'scheduling-mfe',
  results_mfe: 'results-mfe',
};

/** Where a remote built into this site serves its manifest (the default of `REMOTE_*_URL`). */
export const localManifestUrl = (name: RemoteName) => `/mfe/${remoteDirs[name]}/mf-manifest.json`;

/** `REMOTE_AUTH_MFE_URL` and friends: point one remote at another build without rebuilding anything. */
export const remoteEnvName = (name: RemoteName) => `REMOTE_${name.toUpperCase()}_URL`;

/** Variables whose values are never printed, not even in a configuration error. */
export const secretVariables = new Set([
  'SMTP_URL',
  'DATABASE_URL',
  'REDIS_URL',
  'GOOGLE_CLIENT_SECRET',
  'WA_CREDENTIALS_KEY',
  'SECRET_KEY',
  'LLM_API_KEY',
]);

const base64Key = z.string().regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 random bytes in base64 (openssl rand -base64 32)');
const port = z.coerce.number().int().min(0, 'must be a port number').max(65535, 'must be a port number');
const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const remoteUrl = z
  .string()
  .refine((v) => v.startsWith('/') || /^https?:\/\/\S+$/.test(v), 'must be an http(s) URL or a path starting with /');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DANGEROUSLY_EXPOSE_LOCAL_MODE: z.enum(['1']).optional(),
  TRUST_PROXY: z
    .string()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    })
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
    .optional(),
  SECRET_KEY: base64Key.optional(),
  SECRET_KEY_FILE: z.string().min(1).default(`${workspaceRoot}data/secret.key`),
  PUBLIC_URL: url.optional(),
  WEB_ROOT: z.string().min(1).default(`${workspaceRoot}apps`),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL')
    .optional(),
  SQLITE_FILE: z.string().min(1).default(`${workspaceRoot}data/companion.sqlite`),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Companion <no-reply@localhost>'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: url.default('https://accounts.google.com'),
  WHATSAPP: z.enum(['simulator', 'baileys']).optional(),
  WA_CREDENTIALS_KEY: base64Key.optional(),
  WA_CREDENTIALS_KEY_FILE: z.string().min(1).default(`${workspaceRoot}data/whatsapp-credentials.key`),
  WA_WEB_VERSION: z
    .string()
    .regex(/^\d+\.\d+\.\d+$/, 'must be a WhatsApp Web version such as 2.3000.1023223821')
    .optional(),
  WA_SIM_FIRST_QR_MS: z.coerce.number().int().min(100).optional(),
  WA_SIM_NEXT_QR_MS: z.coerce.number().int().min(100).optional(),
  WA_SIM_QR_REFS: z.coerce.number().int().min(1).max(10).optional(),
  LLM_BASE_URL: url.optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  RESULT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1 day')
    .max(365, 'must be at most 365 days (the connect page promises a year at most)')
    .default(365),
  STAFF_EMAILS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('must be a comma-separated list of email addresses'))),
  ...Object.fromEntries(remoteNames.map((name) => [remoteEnvName(name), remoteUrl.optional()])),
});

export interface AppConfig {
  mode: 'local' | 'production';
  port: number;
  host: string;
  /** Which proxies may state the client's address (X-Forwarded-For): none unless configured. */
  trustProxy: TrustProxy;
  /** Rate-limit counters shared by every api process when set; otherwise in memory. */
  redisUrl: string | undefined;
  /** Keys the server's HMACs (email codes, device cookies); in local mode a key file is made when absent. */
  secretKey: string | undefined;
  secretKeyFile: string;
  /** The site's own origin: links in mail and the Origin check of sockets and state-changing calls. */
  publicUrl: string;
  /** Folder holding each frontend app's folder with its `dist/`. */
  webRoot: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** PostgreSQL when set; otherwise the SQLite file. */
  databaseUrl: string | undefined;
  sqliteFile: string;
  /** SMTP when set; otherwise (outside production) the dev mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Google sign-in; without a client id, local mode uses the local identity provider instead. */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  /** Container name -> URL of its mf-manifest.json, as served at /remotes.json. */
  remotes: Record<RemoteName, string>;
  whatsapp: WhatsAppConfig;
  /** An OpenAI-compatible server writing the readings; without it, the offline engine does. */
  llm: { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number } | undefined;
  /** Days a result (a reading) is kept before the scheduler deletes it. */
  resultRetentionDays: number;
  /** The accounts that may use the prompt tester (lower case); nobody when unset. */
  staffEmails: ReadonlySet<string>;
}

export interface WhatsAppConfig {
  /** The simulator (local mode's default, never in production) or real WhatsApp through Baileys. */
  gateway: 'simulator' | 'baileys';
  /** AES-256 key for stored WhatsApp credentials; in local mode a key file is made when absent. */
  credentialsKey: string | undefined;
  credentialsKeyFile: string;
  /** WhatsApp Web version as `[2, 3000, n]`; without it, asked of WhatsApp at start. */
  webVersion: [number, number, number] | undefined;
  /** Shorter QR timings for the simulator (tests, demos). */
  simulator: { firstQrMs?: number; nextQrMs?: number; qrRefs?: number };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const shown = (key: string, env: NodeJS.ProcessEnv) =>
  secretVariables.has(key) ? `${key} (value hidden)` : `${key}=${JSON.stringify(env[key])}`;

/** What production needs that local mode makes up, and local mode's refusal to leave loopback. */
function crossChecks(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together: set both or neither');
  }
  if (Boolean(env.LLM_BASE_URL) !== Boolean(env.LLM_MODEL)) problems.push('LLM_BASE_URL and LLM_MODEL go together: set both or neither');
  if (!production) {
    const host = env.HOST ?? '127.0.0.1';
    if (!isLoopbackHost(host) && env.DANGEROUSLY_EXPOSE_LOCAL_MODE !== '1') {
      problems.push(
        `HOST=${JSON.stringify(host)}: local mode listens on this machine only, because its dev mailbox and identity provider ` +
          'let anyone who reaches them into any account. Run with NODE_ENV=production to serve a network, or set ' +
          'DANGEROUSLY_EXPOSE_LOCAL_MODE=1 on a network you trust completely',
      );
    }
    return problems;
  }
  if (!env.SMTP_URL) problems.push('SMTP_URL is required in production: the dev mailbox exists only in local mode');
  if (env.WHATSAPP === 'simulator') problems.push('WHATSAPP=simulator is for local mode only: production links real WhatsApp accounts');
  if (!env.WA_CREDENTIALS_KEY) problems.push('WA_CREDENTIALS_KEY is required in production: it encrypts stored WhatsApp credentials');
  if (!env.SECRET_KEY)
    problems.push('SECRET_KEY is required in production: it keys email codes and device cookies (openssl rand -base64 32)');
  return problems;
}

/** Reads and validates the environment; every bad value is named in one error, and no secret is printed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${shown(String(issue.path[0]), env)}: ${issue.message}`)),
    ...crossChecks(env),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data as z.infer<typeof envSchema> & Record<string, string | undefined>;
  const production = e.NODE_ENV === 'production';
  const remotes = Object.fromEntries(remoteNames.map((name) => [name, e[remoteEnvName(name)] ?? localManifestUrl(name)])) as Record<
    RemoteName,
    string
  >;
  return {
    mode: production ? 'production' : 'local',
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY ?? false,
    redisUrl: e.REDIS_URL,
    secretKey: e.SECRET_KEY,
    secretKeyFile: e.SECRET_KEY_FILE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    webRoot: e.WEB_ROOT,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    sqliteFile: e.SQLITE_FILE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER.replace(/\/$/, '') }
        : undefined,
    remotes,
    whatsapp: {
      gateway: e.WHATSAPP ?? (production ? 'baileys' : 'simulator'),
      credentialsKey: e.WA_CREDENTIALS_KEY,
      credentialsKeyFile: e.WA_CREDENTIALS_KEY_FILE,
      webVersion: e.WA_WEB_VERSION ? (e.WA_WEB_VERSION.split('.').map(Number) as [number, number, number]) : undefined,
      simulator: { firstQrMs: e.WA_SIM_FIRST_QR_MS, nextQrMs: e.WA_SIM_NEXT_QR_MS, qrRefs: e.WA_SIM_QR_REFS },
    },
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, model: e.LLM_MODEL, apiKey: e.LLM_API_KEY, timeoutMs: e.LLM_TIMEOUT_MS }
        : undefined,
    resultRetentionDays: e.RESULT_RETENTION_DAYS,
    staffEmails: new Set(e.STAFF_EMAILS),
  };
}
