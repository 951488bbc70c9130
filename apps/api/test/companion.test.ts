import { wisdomTitles } from '@app/shared/catalogue';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { companionMessages } from '../src/realtime/companion-handlers.ts';
import { databases } from './test-app.ts';
import { ack, next, onDatabase, openSocket, person, start } from './whatsapp-support.ts';

/** Emits `event` and waits for the server's answer `reply`. */
async function ask<T>(socket: Socket, event: string, payload: unknown, reply: string): Promise<T> {
  const answer = next<T>(socket, reply);
  socket.emit(event, payload);
  return answer;
}

describe.each(databases)('companion wisdom and language (%s)', (kind) => {
  onDatabase(kind);

  it('a new account has none; each is set, answered with success, and kept for the next connection', async () => {
    const app = await start();
    const ada = await person(app);
    expect(await ask(ada.socket, 'getCompanionWisdom', { userId: ada.userId }, 'companion-wisdom')).toEqual({ companionWisdom: null });
    expect(await ask(ada.socket, 'get-user-language', { userId: ada.userId }, 'user-selected-language')).toEqual({ language: null });

    const title = wisdomTitles[3]!;
    expect(await ask(ada.socket, 'setCompanionWisdom', { userId: ada.userId, selectedWisdom: title }, 'companion-wisdom-success')).toEqual({
      message: companionMessages.wisdomSet,
    });
    expect(
      await ask(ada.socket, 'change-companion-language', { userId: ada.userId, language: 'Spanish' }, 'companion-language-success'),
    ).toEqual({
      message: companionMessages.languageSet,
    });

    const later = await openSocket(app, ada.api);
    expect(await ask(later, 'getCompanionWisdom', { userId: ada.userId }, 'companion-wisdom')).toEqual({ companionWisdom: { title } });
    expect(await ask(later, 'get-user-language', { userId: ada.userId }, 'user-selected-language')).toEqual({ language: 'Spanish' });

    // Changing one keeps the other.
    await ask(later, 'change-companion-language', { userId: ada.userId, language: 'Arabic' }, 'companion-language-success');
    expect(await ask(later, 'getCompanionWisdom', { userId: ada.userId }, 'companion-wisdom')).toEqual({ companionWisdom: { title } });
  });

  it("refuses another account's id and malformed choices, and changes nothing", async () => {
    const app = await start();
    const ada = await person(app);
    const bob = await person(app);
    for (const [event, payload] of [
      ['getCompanionWisdom', { userId: bob.userId }],
      ['setCompanionWisdom', { userId: bob.userId, selectedWisdom: wisdomTitles[0] }],
      ['get-user-language', { userId: bob.userId }],
      ['change-companion-language', { userId: bob.userId, language: 'French' }],
    ] as const) {
      expect(await ack(ada.socket, event, payload)).toEqual({ status: 'error', message: 'That account is not yours.' });
    }
    for (const [event, payload] of [
      ['setCompanionWisdom', { userId: ada.userId, selectedWisdom: 'The Art of Nothing' }],
      ['setCompanionWisdom', { userId: ada.userId }],
      ['change-companion-language', { userId: ada.userId, language: 'Klingon' }],
      ['change-companion-language', { userId: ada.userId, language: 'French', extra: 1 }],
    ] as const) {
      expect(await ack(ada.socket, event, payload)).toMatchObject({ status: 'error' });
    }
    for (const who of [ada, bob]) {
      expect(await ask(who.socket, 'getCompanionWisdom', { userId: who.userId }, 'companion-wisdom')).toEqual({ companionWisdom: null });
      expect(await ask(who.socket, 'get-user-language', { userId: who.userId }, 'user-selected-language')).toEqual({ language: null });
    }
    expect(await app.db.selectFrom('companion_settings').selectAll().execute()).toEqual([]);
  });
});
