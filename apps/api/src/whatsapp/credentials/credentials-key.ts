import type { WhatsAppConfig } from '../../config/config.ts';
import { loadKey } from '../../lib/key-file.ts';

/** The key that seals WhatsApp credentials (`WA_CREDENTIALS_KEY`, else local mode's key file). */
export const credentialsKey = (config: WhatsAppConfig, inMemoryDatabase: boolean): Buffer =>
  loadKey({ base64: config.credentialsKey, file: config.credentialsKeyFile, throwaway: inMemoryDatabase });
