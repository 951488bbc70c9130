import type { LogoutAck } from '@app/shared/contracts';
import { whatsappLogoutMessages } from '@app/shared/constants';
import type { FastifyBaseLogger } from 'fastify';
import QRCode from 'qrcode';
import type { Db } from '../db/database.ts';
import { contactsBook } from './contacts-book.ts';
import type { AuthStateStore } from './credentials/auth-state-store.ts';
import { WhatsAppNotConnectedError, type WaEvent, type WhatsAppGateway } from './gateway.ts';
import { pictureCache } from './picture-cache.ts';
import type { UserNotifier } from '../lib/user-notifier.ts';

export const onboardingMessage =
  'Welcome to Companion! 🌿 Your WhatsApp is linked. When an insight you scheduled is ready, a link to it will arrive here, in your own chat. Only you can see this chat.';

const notLoggedIn = { message: whatsappLogoutMessages.notLoggedIn };

/**
 * Links WhatsApp accounts for the realtime events of docs/product.md §7: turns gateway events into the events the
 * connect page and the shell listen to, keeps the merged contacts, and sends only to the user's own chat.
 */
export function createWhatsAppService(deps: {
  gateway: WhatsAppGateway;
  store: AuthStateStore;
  db: Db;
  notify: UserNotifier;
  log: FastifyBaseLogger;
}) {
  const { gateway, notify, log } = deps;
  const contacts = contactsBook(deps.db);
  const pictures = pictureCache((userId, jid) => gateway.profilePictureUrl(userId, jid));
  /** The QR on show per user, so a page that asks again (reload, second tab) gets it at once. */
  const shownQr = new Map<string, string>();
  const onboarded = new Set<string>();

  const everyContact = async (userId: string) => {
    const self = gateway.selfJid(userId);
    return (await contacts.list(userId)).filter((c) => c.id !== self);
  };

  async function sendQr(userId: string, qr: string) {
    const qrUrl = await QRCode.toDataURL(qr, { errorCorrectionLevel: 'M', margin: 2, width: 288 });
    notify.emit(userId, 'qr', { qrUrl });
  }

  async function onEvent(event: WaEvent) {
    const userId = event.sessionId;
    switch (event.type) {
      case 'qr':
        shownQr.set(userId, event.qr);
        return sendQr(userId, event.qr);
      case 'qr-timeout':
        shownQr.delete(userId);
        notify.emit(userId, 'qr-timeout');
        return undefined;
      case 'open':
        shownQr.delete(userId);
        if (event.newLogin) notify.emit(userId, 'authenticated');
        return undefined;
      case 'history': {
        await contacts.merge(userId, [
          ...event.contacts.map((c) => ({ id: c.id, name: c.name, pushName: c.notify, verifiedName: c.verifiedName })),
          ...event.chats.map((c) => ({ id: c.id, name: c.name, lastMessageTimestamp: c.lastMessageTimestamp })),
          ...event.messages.map((m) => ({ id: m.chatId, lastMessageTimestamp: m.timestamp })),
        ]);
        const chats = await everyContact(userId);
        notify.emit(userId, 'history', { chats });
        if (event.syncType === 4) notify.emit(userId, 'sync-4', { chats });
        return undefined;
      }
      case 'history-status':
        if (event.status === 'complete') notify.emit(userId, 'full-history');
        return undefined;
      case 'contacts':
        return contacts.merge(
          userId,
          event.contacts.map((c) => ({ id: c.id, name: c.name, pushName: c.notify, verifiedName: c.verifiedName })),
        );
      case 'chats':
        return contacts.merge(
          userId,
          event.chats.map((c) => ({ id: c.id, name: c.name, lastMessageTimestamp: c.lastMessageTimestamp })),
        );
      case 'message':
        // Only when the message was exchanged, never what it says (ARCHITECTURE §6).
        return contacts.merge(userId, [{ id: event.message.chatId, lastMessageTimestamp: event.message.timestamp }]);
      case 'closed':
        if (event.kind === 'outdated-client' || event.kind === 'bad-session' || event.kind === 'unknown')
          notify.emit(userId, 'Connection-failure');
        if (event.kind === 'replaced' || event.kind === 'forbidden') notify.emit(userId, 'disconnected', { reason: event.kind });
        return undefined;
      case 'logged-out':
        shownQr.delete(userId);
        onboarded.delete(userId);
        pictures.forget(userId);
        await contacts.forget(userId);
        // Our own logout is answered through its acknowledgement; other tabs learn it here.
        if (event.initiatedByUs) notify.emit(userId, 'whatsapp-logout', notLoggedIn);
        else notify.emit(userId, 'disconnected', { reason: 'logged-out' });
        return undefined;
      default:
        return undefined;
    }
  }

  gateway.on((event) => {
    onEvent(event).catch((error: unknown) => log.error({ err: error, event: event.type }, 'WhatsApp event failed'));
  });

  /** A link exists (credentials stored): connected, reconnecting or about to re-open after a restart. */
  const isLinked = (userId: string) => gateway.hasCredentials(userId);

  /** Answers "not logged in" when the user has no link; otherwise runs `work`. */
  async function whenLinked(userId: string, work: () => Promise<void>) {
    if (!(await isLinked(userId))) {
      notify.emit(userId, 'whatsapp-logout', notLoggedIn);
      return;
    }
    await work();
  }

  /**
   * The account is being deleted: WhatsApp is told to remove this linked device (within `deadlineMs`,
   * whatever it answers the credentials go), and nothing of the account stays in memory.
   */
  async function unlink(userId: string, deadlineMs = 10_000): Promise<void> {
    shownQr.delete(userId);
    onboarded.delete(userId);
    pictures.forget(userId);
    if (!(await isLinked(userId)) && !gateway.liveSessions().includes(userId)) return;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), deadlineMs);
    });
    try {
      if ((await Promise.race([gateway.logout(userId).then(() => 'done' as const), deadline])) === 'done') return;
      log.warn('WhatsApp did not confirm the unlink in time; the credentials are deleted anyway');
    } catch (error) {
      log.warn({ err: error }, 'WhatsApp unlink failed; the credentials are deleted anyway');
    } finally {
      clearTimeout(timer);
    }
    await gateway.stop(userId).catch(() => undefined);
  }

  return {
    isLinked,
    unlink,

    /** The linked account's own number (its chat id without the server part), or '' before it opens. */
    ownNumber: (userId: string): string => gateway.selfJid(userId)?.split('@')[0]?.split(':')[0] ?? '',

    async startSession(userId: string): Promise<void> {
      const qr = shownQr.get(userId);
      const state = gateway.state(userId);
      if (state === 'qr' && qr) return sendQr(userId, qr);
      if (state === 'open') {
        notify.emit(userId, 'authenticated');
        return undefined;
      }
      return gateway.start(userId);
    },

    async logout(userId: string): Promise<LogoutAck> {
      if (!(await isLinked(userId))) {
        await gateway.stop(userId);
        shownQr.delete(userId);
        return { status: 'error', message: whatsappLogoutMessages.alreadyLoggedOut };
      }
      try {
        await gateway.logout(userId);
        return { status: 'success' };
      } catch (error) {
        log.error({ err: error }, 'WhatsApp logout failed');
        return { status: 'error', message: whatsappLogoutMessages.failed };
      }
    },

    /** Sends to the user's own chat ("Message yourself"); throws while WhatsApp is not open. */
    async sendToOwnChat(userId: string, text: string): Promise<string> {
      const self = gateway.selfJid(userId);
      if (!self) throw new WhatsAppNotConnectedError(userId);
      return (await gateway.sendText(userId, self, text)).messageId;
    },

    sendOnboardingMessage: (userId: string) =>
      whenLinked(userId, async () => {
        const self = gateway.selfJid(userId);
        if (!self) {
          notify.emit(userId, 'chat-error', { message: 'WhatsApp is reconnecting. Please try again in a moment.' });
          return;
        }
        if (onboarded.has(userId)) return;
        onboarded.add(userId);
        try {
          await gateway.sendText(userId, self, onboardingMessage);
        } catch (error) {
          onboarded.delete(userId);
          log.warn({ err: error }, 'onboarding message not sent');
          notify.emit(userId, 'chat-error', { message: 'Could not send the welcome message. Please try again.' });
        }
      }),

    sendContacts: (userId: string) =>
      whenLinked(userId, async () => {
        try {
          notify.emit(userId, 'contacts-data', { chats: await everyContact(userId) });
        } catch (error) {
          log.error({ err: error }, 'contacts not loaded');
          notify.emit(userId, 'contacts-error', { message: 'Could not load your contacts. Please try again.' });
        }
      }),

    sendContactImages: (userId: string) =>
      whenLinked(userId, async () => {
        try {
          const list = await everyContact(userId);
          notify.emit(
            userId,
            'contacts-images',
            await pictures.of(
              userId,
              list.map((c) => c.id),
            ),
          );
        } catch (error) {
          log.error({ err: error }, 'contact pictures not loaded');
          notify.emit(userId, 'contacts-error', { message: 'Could not load contact pictures.' });
        }
      }),

    /**
     * Links this process holds for accounts deleted elsewhere (another api process took the request): each
     * is unlinked here, where its connection lives. Answers how many.
     */
    async unlinkDeleted(): Promise<number> {
      const live = gateway.liveSessions();
      if (live.length === 0) return 0;
      const existing = new Set((await deps.db.selectFrom('users').select('id').where('id', 'in', live).execute()).map((row) => row.id));
      const gone = live.filter((id) => !existing.has(id));
      for (const userId of gone) await unlink(userId);
      return gone.length;
    },

    /** Re-opens every stored link after a restart, one at a time so WhatsApp sees no burst. */
    async restoreLinks(): Promise<void> {
      for (const userId of await deps.store.linkedSessions()) {
        await gateway.start(userId).catch((error: unknown) => log.error({ err: error }, 'WhatsApp link not restored'));
      }
    },

    close: () => gateway.shutdown(),
  };
}

export type WhatsAppService = ReturnType<typeof createWhatsAppService>;
