import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';
import type { WhatsAppConfig } from '../../config/config.ts';

/**
 * The key that seals WhatsApp credentials: from configuration (required in production), else, in local
 * mode, a random key kept in a file readable only by this user, made on first start. Never in the repo.
 */
export function credentialsKey(config: WhatsAppConfig, inMemoryDatabase: boolean): Buffer {
  if (config.credentialsKey) return Buffer.from(config.credentialsKey, 'base64');
  // A throwaway database needs no lasting key.
  if (inMemoryDatabase) return randomBytes(32);
  const file = config.credentialsKeyFile;
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
  return key;
}
