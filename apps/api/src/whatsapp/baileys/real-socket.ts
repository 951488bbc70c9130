import makeWASocket, {
  Browsers,
  fetchLatestWaWebVersion,
  isJidBroadcast,
  isJidGroup,
  isJidNewsletter,
  makeCacheableSignalKeyStore,
  type WAVersion,
} from '@whiskeysockets/baileys';
import type { FastifyBaseLogger } from 'fastify';
import type { SocketFactory } from './baileys-gateway.ts';

/** Real Baileys sockets with the options ARCHITECTURE §13 describes. */
export function realSocketFactory(log: FastifyBaseLogger): SocketFactory {
  // Baileys logs protocol detail at info and below; only its warnings and errors reach our log.
  const logger = log.child({ module: 'baileys' }, { level: 'warn' });
  return ({ auth, version }) =>
    makeWASocket({
      auth: { creds: auth.creds, keys: makeCacheableSignalKeyStore(auth.keys, logger) },
      ...(version ? { version } : {}),
      browser: Browsers.macOS('Desktop'),
      syncFullHistory: false,
      markOnlineOnConnect: false,
      shouldIgnoreJid: (jid) => Boolean(isJidGroup(jid) || isJidBroadcast(jid) || isJidNewsletter(jid)),
      logger,
    });
}

/**
 * The WhatsApp Web version: configured, else asked of WhatsApp once (a stale one fails pairing with 405),
 * else Baileys' built-in one.
 */
export function webVersion(configured: WAVersion | undefined): () => Promise<WAVersion | undefined> {
  let asked: Promise<WAVersion | undefined> | undefined;
  return () => {
    if (configured) return Promise.resolve(configured);
    asked ??= fetchLatestWaWebVersion().then(
      (answer) => answer.version,
      () => undefined,
    );
    return asked;
  };
}
