import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The server's keyed hashes, each under its own key derived (HKDF-SHA256) from `SECRET_KEY`, so a key
 * never serves two purposes: email codes are not guessable offline from a database copy, and device
 * cookies cannot be forged.
 */
export function createSecrets(secretKey: Buffer) {
  const derived = new Map<string, Buffer>();
  const keyFor = (purpose: string) => {
    let key = derived.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), `companion:${purpose}`, 32));
      derived.set(purpose, key);
    }
    return key;
  };
  const mac = (purpose: string, text: string) => createHmac('sha256', keyFor(purpose)).update(text).digest('base64url');
  return {
    mac,
    /** Whether `tag` is the MAC of `text` for `purpose`, compared in constant time. */
    verify(purpose: string, text: string, tag: string): boolean {
      const expected = Buffer.from(mac(purpose, text));
      const given = Buffer.from(tag);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type Secrets = ReturnType<typeof createSecrets>;
