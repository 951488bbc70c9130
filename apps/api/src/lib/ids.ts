import { randomBytes, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

/** A url-safe random token of `bytes` bytes (32 for sessions and reset links). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
