import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Seals values at rest (WhatsApp credentials, buffered messages, results, birth details): AES-256-GCM,
 * a fresh IV per value, and a context (whose value it is) as associated data, so a sealed value
 * copied to another row does not open.
 */
export interface CredentialCipher {
  seal(plain: string, context: string): string;
  open(sealed: string, context: string): string;
}

const version = 'v1';

export function credentialCipher(key: Buffer): CredentialCipher {
  if (key.length !== 32) throw new Error('The WhatsApp credentials key must be 32 bytes');
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [version, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed, context) {
      const [v, iv, tag, body] = sealed.split('.');
      if (v !== version || !iv || !tag || body === undefined) throw new Error('Not a sealed credential');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
