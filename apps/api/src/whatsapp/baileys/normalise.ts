import { isJidBroadcast, isJidGroup, isJidNewsletter, type BaileysEventMap, type WAMessage } from '@whiskeysockets/baileys';
import type { WaChat, WaContact, WaMessage } from '../gateway.ts';

/** Protobuf `Long`s, numbers and strings alike, as a plain number of seconds. */
export function toSeconds(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Number(value) || null;
  if (typeof value === 'object' && 'toNumber' in value && typeof value.toNumber === 'function') return (value.toNumber as () => number)();
  return null;
}

/** People only: groups, broadcasts (status) and channels are never read. */
export const isPersonJid = (jid: string | null | undefined): jid is string =>
  Boolean(jid) && !isJidGroup(jid!) && !isJidBroadcast(jid!) && !isJidNewsletter(jid!);

export function normaliseContact(contact: Partial<BaileysEventMap['contacts.upsert'][number]>): WaContact | undefined {
  const id = contact.phoneNumber ?? contact.id;
  if (!isPersonJid(id)) return undefined;
  return { id, name: contact.name ?? null, notify: contact.notify ?? null, verifiedName: contact.verifiedName ?? null };
}

export function normaliseChat(chat: BaileysEventMap['chats.upsert'][number]): WaChat | undefined {
  if (!isPersonJid(chat.id)) return undefined;
  const timestamp = toSeconds(chat.conversationTimestamp) ?? toSeconds(chat.lastMessageRecvTimestamp);
  return { id: chat.id, name: chat.name ?? null, lastMessageTimestamp: timestamp };
}

/** A text message, or undefined for media, reactions, protocol messages and group traffic. */
export function normaliseMessage(message: WAMessage): WaMessage | undefined {
  const chatId = message.key.remoteJid;
  const text = message.message?.conversation ?? message.message?.extendedTextMessage?.text;
  if (!isPersonJid(chatId) || !text || !message.key.id) return undefined;
  return { id: message.key.id, chatId, fromMe: Boolean(message.key.fromMe), text, timestamp: toSeconds(message.messageTimestamp) ?? 0 };
}

export const defined = <T>(value: T | undefined): value is T => value !== undefined;
