import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A 32-byte key: from configuration (required in production), else a throwaway one for an in-memory
 * database, else local mode's key file, made on first start and readable only by this user. Never in the repo.
 */
export function loadKey(source: { base64: string | undefined; file: string; throwaway: boolean }): Buffer {
  if (source.base64) return Buffer.from(source.base64, 'base64');
  if (source.throwaway) return randomBytes(32);
  if (!existsSync(source.file)) {
    mkdirSync(dirname(source.file), { recursive: true });
    writeFileSync(source.file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  const key = Buffer.from(readFileSync(source.file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${source.file} does not hold a 32-byte base64 key`);
  return key;
}
