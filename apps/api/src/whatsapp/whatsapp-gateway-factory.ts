import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { databaseAuthStateStore } from './credentials/auth-state-store.ts';
import { credentialCipher } from '../lib/cipher.ts';
import { credentialsKey } from './credentials/credentials-key.ts';
import type { WhatsAppGateway } from './gateway.ts';
import { SimulatedWhatsApp } from './simulator/simulated-gateway.ts';
import { storedLinks } from './simulator/stored-links.ts';

/** The configured gateway over the sealed credentials store. Baileys is loaded only when it is used. */
export async function createWhatsAppGateway(config: AppConfig, db: Db, clock: Clock, log: FastifyBaseLogger) {
  const inMemory = !config.databaseUrl && config.sqliteFile === ':memory:';
  // One key seals everything of a user's WhatsApp at rest: credentials, buffered messages, results.
  const cipher = credentialCipher(credentialsKey(config.whatsapp, inMemory));
  const store = databaseAuthStateStore(db, cipher, () => clock.now());
  if (config.whatsapp.gateway === 'simulator') {
    const simulator = new SimulatedWhatsApp(clock, { store: storedLinks(store), timings: definedOnly(config.whatsapp.simulator) });
    return { gateway: simulator as WhatsAppGateway, store, simulator, cipher };
  }
  const { BaileysWhatsApp } = await import('./baileys/baileys-gateway.ts');
  const { realSocketFactory, webVersion } = await import('./baileys/real-socket.ts');
  const gateway = new BaileysWhatsApp({
    store,
    makeSocket: realSocketFactory(log),
    clock,
    version: webVersion(config.whatsapp.webVersion),
  });
  return { gateway: gateway as WhatsAppGateway, store, simulator: undefined, cipher };
}

const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
