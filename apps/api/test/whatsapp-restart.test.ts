import type { Contact } from '@app/shared/contracts';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { client } from './http-client.ts';
import { ack, apps, link, next, openSocket, person, phone, sessionOf, start } from './whatsapp-support.ts';

describe('a link across a server restart', () => {
  it('re-opens from the sealed credentials, is shown as connected, and no chat text was written to disk', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'companion-restart-'));
    const env = { SQLITE_FILE: join(dir, 'db.sqlite'), WA_CREDENTIALS_KEY_FILE: join(dir, 'wa.key') };
    try {
      const first = await start(env);
      const ada = await person(first);
      await link(first, ada);
      const secret = 'pineapple-telescope-7731';
      const data = next<{ chats: Contact[] }>(ada.socket, 'contacts-data');
      ada.socket.emit('get-contacts', ada.userId);
      const contactId = (await data).chats[0]!.id;
      expect((await phone(first, 'messages', { email: ada.email, contactId, text: secret })).status).toBe(200);
      ada.socket.close();
      await first.close();
      apps.splice(apps.indexOf(first), 1);

      const second = await start(env);
      await expect.poll(async () => (await sessionOf(second, ada.email))?.state, { timeout: 8000 }).toBe('open');
      const login = client(second.url);
      expect((await login.post('/api/auth/login', { email: ada.email, password: 'Str0ng!pass', rememberMe: false })).status).toBe(200);
      const socket = await openSocket(second, login);
      expect(await ack(socket, 'checkWhatsappSessionActive', ada.userId)).toBe(true);
      const again = next<{ chats: Contact[] }>(socket, 'contacts-data');
      socket.emit('get-contacts', ada.userId);
      expect((await again).chats.length).toBeGreaterThanOrEqual(12);

      for (const file of readdirSync(dir)) {
        const bytes = readFileSync(join(dir, file));
        expect(bytes.includes(Buffer.from(secret)), file).toBe(false);
        expect(bytes.includes(Buffer.from('Thai place')), file).toBe(false);
        expect(bytes.includes(Buffer.from('llevo el vino')), file).toBe(false);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
