import { googleSignedIn, sessionEmptied } from '@app/shared/session';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, sessions } from '../test/render-app.tsx';
import { startTestSocketServer, type TestSocketServer } from '@app/shared/testing/socket-server';

vi.mock('@module-federation/enhanced/runtime', () => import('../test/fake-remote-runtime.tsx'));

let server: TestSocketServer;
beforeEach(async () => {
  server = await startTestSocketServer();
});
afterEach(async () => {
  await server.close();
});

const connected = { ...sessions.withWhatsapp, qr: 'data:image/png;base64,AAAA', selectedTime: '09:00' };

describe('the shell socket', () => {
  it('connects only for a signed-in user, as docs/product.md §7 says, and closes when the session ends', async () => {
    const { store } = renderApp('/signIn', { socketUrl: server.url });
    expect(await screen.findByRole('heading', { name: 'auth_mfe/AuthForm' })).toBeVisible();

    act(() => void store.dispatch(googleSignedIn({ userId: 'u42', name: 'Ada', email: 'ada@example.com', whatsappConnected: false })));
    const socket = await server.connection();
    // The first connection the server saw is the signed-in one: the guest opened none before it.
    expect(server.openCount()).toBe(1);
    expect(socket.handshake.auth).toEqual({ token: 'u42' });
    expect(socket.conn.transport.name).toBe('websocket');

    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    act(() => void store.dispatch(sessionEmptied()));
    await closed;
    expect(server.openCount()).toBe(0);
  });
});

// Most start on /cron-jobs (signed in, WhatsApp not required): there the guard does not move the user
// when WhatsApp state changes, so the route an event sends them to is seen before /home's own guard
// takes them on to the connect page.
describe('global realtime events (docs/product.md §4, §8)', () => {
  it("'disconnected' with reason 'logged-out' marks WhatsApp disconnected and goes to /home", async () => {
    const { store, visited, currentPath } = renderApp('/cron-jobs', { session: connected, socketUrl: server.url });
    const socket = await server.connection();
    socket.emit('disconnected', { reason: 'something-else' });
    socket.emit('disconnected', { reason: 'logged-out' });
    await waitFor(() => expect(store.getState().session.whatsappConnected).toBe(false));
    await waitFor(() => expect(visited).toContain('/home'));
    // /home needs WhatsApp, so its guard offers the connect page.
    await waitFor(() => expect(currentPath()).toBe('/whatsappLogin'));
    expect(visited.filter((p) => p === '/home')).toHaveLength(1);
  });

  it("'user-not-found' empties the session and goes to /signIn", async () => {
    const { store, currentPath } = renderApp('/cron-jobs', { session: connected, socketUrl: server.url });
    (await server.connection()).emit('user-not-found');
    await waitFor(() => expect(currentPath()).toBe('/signIn'));
    expect(store.getState().session).toMatchObject({ authenticatedUser: false, userId: null, name: null, whatsappConnected: false });
    expect(await screen.findByRole('heading', { name: 'auth_mfe/AuthForm' })).toBeVisible();
  });

  it("'whatsapp-logout' with 'not logged in' clears the WhatsApp state and goes to /home; other messages do nothing", async () => {
    const { store, visited } = renderApp('/cron-jobs', { session: connected, socketUrl: server.url });
    const socket = await server.connection();
    socket.emit('whatsapp-logout', { message: 'something else' });
    // Events are handled in order: once a later one shows, the first has been handled.
    socket.emit('logout-error', { message: 'probe' });
    expect(await screen.findByText('logout error => probe')).toBeVisible();
    expect(store.getState().session.whatsappConnected).toBe(true);
    socket.emit('whatsapp-logout', { message: 'not logged in' });
    await waitFor(() => expect(store.getState().session).toMatchObject({ whatsappConnected: false, qr: null, selectedTime: null }));
    await waitFor(() => expect(visited).toContain('/home'));
  });

  it("'logout-error' follows docs/product.md §8 for each message", async () => {
    const { store, visited } = renderApp('/cron-jobs', { session: connected, socketUrl: server.url });
    const socket = await server.connection();
    socket.emit('logout-error', { message: 'Failed to logout' });
    expect(await screen.findByText('Failed to logout')).toBeVisible();
    socket.emit('logout-error', { message: 'socket closed' });
    expect(await screen.findByText('logout error => socket closed')).toBeVisible();
    expect(store.getState().session.whatsappConnected).toBe(true);

    socket.emit('logout-error', { message: 'Invalid token' });
    await waitFor(() => expect(store.getState().session.whatsappConnected).toBe(false));
    await waitFor(() => expect(visited).toContain('/'));
  });

  it('a refused handshake (the server no longer knows the session) ends the local session', async () => {
    await server.close();
    server = await startTestSocketServer({ refuse: 'unauthorized' });
    const { store, currentPath } = renderApp('/cron-jobs', { session: connected, socketUrl: server.url });
    await waitFor(() => expect(currentPath()).toBe('/signIn'));
    expect(store.getState().session.authenticatedUser).toBe(false);
  });
});

describe("the header's WhatsApp session check", () => {
  it('a falsy reply clears the WhatsApp state and goes to /home', async () => {
    server.io.on('connection', (socket) => socket.on('checkWhatsappSessionActive', (_userId, ack) => ack(false)));
    const { store, visited, currentPath } = renderApp('/cron-jobs', { session: connected, socketUrl: server.url });
    await waitFor(() => expect(store.getState().session).toMatchObject({ whatsappConnected: false, qr: null }));
    await waitFor(() => expect(visited).toContain('/home'));
    await waitFor(() => expect(currentPath()).toBe('/whatsappLogin'));
  });

  it("asks with the user's id, and a true reply keeps the user where they are", async () => {
    const asked: string[] = [];
    server.io.on('connection', (socket) =>
      socket.on('checkWhatsappSessionActive', (userId, ack) => {
        asked.push(userId);
        ack(true);
        // Sent after the answer on the same connection: once it shows, the answer has been handled.
        socket.emit('logout-error', { message: 'probe' });
      }),
    );
    const { store, currentPath } = renderApp('/contacts', { session: connected, socketUrl: server.url });
    await waitFor(() => expect(asked).toEqual(['u1']));
    expect(await screen.findByText('logout error => probe')).toBeVisible();
    expect(store.getState().session.whatsappConnected).toBe(true);
    expect(currentPath()).toBe('/contacts');
  });
});

describe('Remove WhatsApp', () => {
  const openDialog = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Ada' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Whatsapp' }));
    return screen.getByRole('alertdialog', { name: 'Remove WhatsApp Connection' });
  };

  it('is offered only while WhatsApp is connected', async () => {
    renderApp('/cron-jobs', { session: sessions.withoutWhatsapp, socketUrl: server.url });
    await userEvent.click(await screen.findByRole('button', { name: 'Ada' }));
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove Whatsapp' })).toBeNull();
  });

  it('Cancel closes the dialog and changes nothing', async () => {
    const { store } = renderApp('/cron-jobs', { session: connected, socketUrl: server.url });
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('stops all your scheduled wisdoms');
    expect(dialog).toHaveTextContent('reconnect');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.getState().session.whatsappConnected).toBe(true);
  });

  it("emits 'logout' with the user's id, reads 'Removing...' while waiting, then disconnects and goes to /home", async () => {
    let answer: ((reply: { status: 'success' | 'error'; message?: string }) => void) | undefined;
    const asked: string[] = [];
    server.io.on('connection', (socket) =>
      socket.on('logout', (userId, ack) => {
        asked.push(userId);
        answer = ack;
      }),
    );
    const { store, visited } = renderApp('/cron-jobs', { session: connected, socketUrl: server.url });
    await server.connection();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove WhatsApp' }));
    expect(await within(dialog).findByRole('button', { name: 'Removing...' })).toBeDisabled();
    await waitFor(() => expect(asked).toEqual(['u1']));
    answer?.({ status: 'success' });
    await waitFor(() => expect(store.getState().session.whatsappConnected).toBe(false));
    await waitFor(() => expect(visited).toContain('/home'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it.each(['User already logged out', 'Invalid token'])("an error '%s' still means disconnected", async (message) => {
    server.io.on('connection', (socket) => socket.on('logout', (_userId, ack) => ack({ status: 'error', message })));
    const { store, visited } = renderApp('/cron-jobs', { session: connected, socketUrl: server.url });
    await userEvent.click(within(await openDialog()).getByRole('button', { name: 'Remove WhatsApp' }));
    await waitFor(() => expect(store.getState().session.whatsappConnected).toBe(false));
    await waitFor(() => expect(visited).toContain('/home'));
  });

  it("'Failed to logout' shows an error toast, keeps the connection and closes the dialog", async () => {
    server.io.on('connection', (socket) => socket.on('logout', (_userId, ack) => ack({ status: 'error', message: 'Failed to logout' })));
    const { store } = renderApp('/cron-jobs', { session: connected, socketUrl: server.url });
    await userEvent.click(within(await openDialog()).getByRole('button', { name: 'Remove WhatsApp' }));
    expect(await screen.findByText('Failed to logout')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.getState().session.whatsappConnected).toBe(true);
  });
});
