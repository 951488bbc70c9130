import { connectTestClient, startTestSocketServer, type TestServerSocket, type TestSocketServer } from '@app/shared/testing/socket-server';
import { renderWithProviders } from '@app/shared/testing';
import type { AppSocket } from '@app/shared/socket';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WhatsappLoginScreen from './whatsapp-login-screen.tsx';

const qrUrl = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let server: TestSocketServer;
let client: AppSocket;
let serverSide: TestServerSocket;
/** Every event the page sent, with its payload. */
let received: { event: string; payload: unknown }[];

beforeEach(async () => {
  server = await startTestSocketServer();
  client = connectTestClient(server.url);
  serverSide = await server.connection();
  received = [];
  serverSide.onAny((event: string, payload: unknown) => received.push({ event, payload }));
});
afterEach(async () => {
  client.close();
  await server.close();
});

function renderPage(active = false) {
  serverSide.on('checkWhatsappSessionActive', (_userId, ack) => ack(active));
  const rendered = renderWithProviders(<WhatsappLoginScreen />, {
    socket: client,
    session: { authenticatedUser: true, userId: 'u1', name: 'Ada', whatsappConnected: false },
    pathname: '/whatsappLogin',
  });
  return { ...rendered, user: userEvent.setup() };
}

const connectButton = () => screen.getByRole('button', { name: 'Connect to WhatsApp Using QR' });
const sent = (event: string) => received.filter((r) => r.event === event).map((r) => r.payload);

describe('/whatsappLogin', () => {
  it('shows the intro steps and a truthful privacy note', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Connect WhatsApp' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('complementary', { name: 'Privacy' })).toHaveTextContent(/never store your chat history/);
  });

  it('checks for an active link first, then starts a session: fetching, the QR, and alerts on pressing again', async () => {
    const { user } = renderPage(false);
    await user.click(connectButton());
    expect(await screen.findByText('Fetching QR Code...')).toBeVisible();
    await waitFor(() => expect(sent('start-session')).toEqual([{ userId: 'u1' }]));
    expect(sent('checkWhatsappSessionActive')).toEqual(['u1']);

    await user.click(connectButton());
    expect(screen.getByRole('alert')).toHaveTextContent('fetching QR code!');

    serverSide.emit('qr', { qrUrl });
    expect(await screen.findByRole('img', { name: /WhatsApp QR code/ })).toHaveAttribute('src', qrUrl);
    await user.click(connectButton());
    expect(screen.getByRole('alert')).toHaveTextContent('session is already running, Please scan the QR code to continue!');
    expect(sent('start-session')).toHaveLength(1);
  });

  it('a QR timeout resets the page and says so; a connection failure starts the session again', async () => {
    const { user } = renderPage(false);
    await user.click(connectButton());
    await waitFor(() => expect(sent('start-session')).toHaveLength(1));
    serverSide.emit('Connection-failure');
    await waitFor(() => expect(sent('start-session')).toHaveLength(2));
    serverSide.emit('qr', { qrUrl });
    await screen.findByRole('img', { name: /WhatsApp QR code/ });
    serverSide.emit('qr-timeout');
    expect(await screen.findByText('QR Code Timeout! Please try again')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(connectButton()).toBeEnabled();
  });

  it('a connection failure while nobody is linking starts nothing', async () => {
    renderPage(false);
    serverSide.emit('Connection-failure');
    serverSide.emit('qr', { qrUrl });
    // A round trip on the same socket: the page has handled both events, and whatever it sent meanwhile has arrived.
    expect(await client.timeout(2000).emitWithAck('checkWhatsappSessionActive', 'u1')).toBe(false);
    expect(sent('start-session')).toEqual([]);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('once authenticated: connected, the four labels over the countdown, the onboarding message at 1, then /', async () => {
    const { user, store, navigations } = renderPage(false);
    await user.click(connectButton());
    serverSide.emit('qr', { qrUrl });
    await screen.findByRole('img', { name: /WhatsApp QR code/ });
    serverSide.emit('authenticated');
    expect(await screen.findByText('Logging in...')).toBeVisible();
    expect(store.getState().session.whatsappConnected).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Linking WhatsApp' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Whatsapp Connected' })).toBeVisible();
    for (const label of ['Syncing Whatsapp...', 'Completing Sync...']) {
      expect(await screen.findByText(label, {}, { timeout: 6000 })).toBeVisible();
    }
    expect(sent('send-onboarding-message')).toEqual([]);
    expect(await screen.findByText('Completed! Redirecting...', {}, { timeout: 6000 })).toBeVisible();
    await waitFor(() => expect(sent('send-onboarding-message')).toEqual(['u1']), { timeout: 3000 });
    expect(navigations).toEqual([]);
    await waitFor(() => expect(navigations).toEqual([{ to: '/', replace: true }]), { timeout: 3000 });
  }, 30_000);

  it('an already active link: marked connected, home after 5 seconds, no new session', async () => {
    const { user, store, navigations } = renderPage(true);
    await user.click(connectButton());
    expect(await screen.findByText(/already connected/)).toBeVisible();
    expect(store.getState().session.whatsappConnected).toBe(true);
    const shownAt = Date.now();
    await waitFor(() => expect(navigations).toEqual([{ to: '/home', replace: true }]), { timeout: 8000 });
    // Five seconds on the page first (a little less for the time the message took to show).
    expect(Date.now() - shownAt).toBeGreaterThan(4500);
    expect(sent('start-session')).toEqual([]);
  }, 20_000);

  it("'Whatsapp Connected' goes to /home", async () => {
    const { user, navigations } = renderPage(false);
    await user.click(connectButton());
    serverSide.emit('authenticated');
    await user.click(await screen.findByRole('button', { name: 'Whatsapp Connected' }));
    expect(navigations).toContainEqual({ to: '/home', replace: false });
  });
});
