/** Per-socket and per-account event limits, and handler failures that end a socket, never the server. */
import { expect, it, describe } from 'vitest';
import { client } from './http-client.ts';
import { signUpVerified, uniqueEmail } from './support.ts';
import { ack, openSocket, person, start } from './whatsapp-support.ts';

const alive = async (url: string) => (await fetch(`${url}/api/health`)).status;

describe('socket event limits (default rules)', () => {
  it('answers the 61st event in 10 seconds with a clear error; another account is not slowed', async () => {
    const app = await start();
    const ada = await person(app);
    const grace = await person(app);
    const answers = await Promise.all(Array.from({ length: 61 }, () => ack<unknown>(ada.socket, 'checkWhatsappSessionActive', ada.userId)));
    expect(answers.slice(0, 60).every((a) => a === false)).toBe(true);
    const last = answers[60] as { status: string; message: string };
    expect(last.status).toBe('error');
    expect(last.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(await ack(grace.socket, 'checkWhatsappSessionActive', grace.userId)).toBe(false);
  });

  it("an account's sockets share one allowance, so opening more sockets does not multiply it", async () => {
    const app = await start();
    const ada = await person(app);
    const second = await openSocket(app, ada.api);
    // The second socket's 61st, refused by its own limit, is sent first: it must not use the account's allowance.
    const both = [...Array<typeof second>(61).fill(second), ...Array<typeof second>(60).fill(ada.socket)];
    const answers = await Promise.all(both.map((s) => ack<unknown>(s, 'checkWhatsappSessionActive', ada.userId)));
    expect(answers.filter((a) => a === false)).toHaveLength(120);
    expect(answers.filter((a) => typeof a === 'object')).toHaveLength(1);
  });

  it('closes a socket that keeps sending after being refused; the server goes on answering', async () => {
    const app = await start();
    const ada = await person(app);
    const closed = new Promise<string>((resolve) => ada.socket.once('disconnect', resolve));
    for (let i = 0; i < 200; i += 1) ada.socket.emit('checkWhatsappSessionActive', ada.userId);
    expect(await closed).toBe('transport close');
    expect(await alive(app.url)).toBe(200);
  });

  it('refuses the 31st connection of an account within a minute', async () => {
    const app = await start();
    const api = client(app.url);
    await signUpVerified(app, api, uniqueEmail());
    for (let i = 0; i < 30; i += 1) (await openSocket(app, api)).close();
    await expect(openSocket(app, api)).rejects.toThrow('Too many connections. Please try again in a minute.');
  });
});

describe('a failing handler', () => {
  it.each([
    [
      'throws',
      () => {
        throw new Error('boom');
      },
    ],
    ['rejects', () => Promise.reject(new Error('boom'))],
  ])('that %s answers an error and ends only its own socket', async (_how, failure) => {
    const app = await start();
    const ada = await person(app);
    const grace = await person(app);
    app.whatsapp.isLinked = failure;
    const closed = new Promise<string>((resolve) => ada.socket.once('disconnect', resolve));
    expect(await ack(ada.socket, 'checkWhatsappSessionActive', ada.userId)).toEqual({
      status: 'error',
      message: 'Something went wrong. Please try again.',
    });
    expect(await closed).toBe('transport close');
    expect(await alive(app.url)).toBe(200);
    expect(grace.socket.connected).toBe(true);
    expect(await ack(grace.socket, 'checkWhatsappSessionActive', grace.userId)).toEqual({
      status: 'error',
      message: 'Something went wrong. Please try again.',
    });
  });
});
