import { hash, verify } from '@node-rs/argon2';
import { createHash, randomInt } from 'node:crypto';
import { randomToken } from '../lib/ids.ts';

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A 6-digit code from a CSPRNG, zero-padded. */
export const sixDigitCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

// Argon2id (algorithm 2); the const enum of @node-rs/argon2 cannot be imported under isolatedModules.
const argon2id = { algorithm: 2 as const };

export const hashPassword = (password: string): Promise<string> => hash(password, argon2id);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);

// Verified against when an email is unknown, so a wrong email costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = (): Promise<string> => (decoyHash ??= hashPassword(randomToken()));
