import {
  clientEventSchemas,
  isClientEventName,
  refusalEventOf,
  takesAck,
  userIdPlacement,
  type UserIdPlacement,
} from '@app/shared/contracts';
import { identityMessages } from '../auth/identity.ts';
import type { Clock } from '../lib/clock.ts';
import { spend } from '../lib/limiters.ts';
import type { EventLimits } from './event-limits.ts';
import { dropUnreadSocket, outboundBacklog, outboundBacklogLimitBytes } from './outbound-backlog.ts';
import type { AppSocket } from './socket-types.ts';

export const packetMessages = {
  unknownEvent: 'Unknown event.',
  invalidPayload: 'Invalid payload',
  ackRequired: 'This event needs an acknowledgement callback.',
  notYours: 'That account is not yours.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  verifyFirst: identityMessages.verifyFirst,
  tooMany: (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`,
  failed: 'Something went wrong. Please try again.',
} as const;

/** The userId a payload claims, where the contract says the event names the user. */
function claimedUserId(payload: unknown, placement: Exclude<UserIdPlacement, 'none'>): string | undefined {
  if (placement === 'bare') return typeof payload === 'string' ? payload : undefined;
  if (typeof payload === 'object' && payload !== null && Object.hasOwn(payload, 'userId')) {
    const { userId } = payload as { userId: unknown };
    return typeof userId === 'string' ? userId : undefined;
  }
  return undefined;
}

export interface PacketGuardDeps {
  limits: EventLimits;
  clock: Clock;
  /** Asked only while the socket's account is still unverified: it may have verified since. */
  isEmailVerified: (userId: string) => Promise<boolean>;
  /** Ends the socket's connection: it is flooding, or its session is over. */
  close: (socket: AppSocket) => void;
}

type Ack = (answer: unknown) => void;

/**
 * Every packet passes here before any handler: rate limits first (even an unknown event costs the
 * sender), then the event name (own keys of the contract only: no `toString` or `__proto__`), the
 * payload against the shared schema, the claimed user id, the session's expiry and a verified email.
 * It never throws: a refusal goes back through the packet's acknowledgement, when it has one.
 */
export function packetGuard(socket: AppSocket, deps: PacketGuardDeps) {
  const refusals = { count: 0, since: deps.clock.now() };
  const { data } = socket;

  /** A refusal's message, or the payload as its schema parsed it. */
  async function check(packet: unknown[]): Promise<string | { parsed: unknown }> {
    const [event, payload] = packet;
    // A packet the socket's own limit refuses does not spend the account's allowance, so the
    // account's other sockets are not slowed by one socket's flood.
    const socketWait = await spend(deps.limits.perSocket, socket.id);
    const wait = socketWait > 0 ? socketWait : await spend(deps.limits.perAccount, data.userId);
    if (wait > 0) return packetMessages.tooMany(wait);
    if (typeof event !== 'string' || !isClientEventName(event)) return packetMessages.unknownEvent;
    if (takesAck(event) && typeof packet.at(-1) !== 'function') return packetMessages.ackRequired;
    const parsed = clientEventSchemas[event].safeParse(payload);
    if (!parsed.success) return parsed.error.issues[0]?.message ?? packetMessages.invalidPayload;
    const placement = userIdPlacement(event);
    if (placement !== 'none' && claimedUserId(payload, placement) !== data.userId) return packetMessages.notYours;
    if (deps.clock.now() >= data.sessionExpiresAt) return packetMessages.sessionEnded;
    if (!data.emailVerified) {
      data.emailVerified = await deps.isEmailVerified(data.userId);
      if (!data.emailVerified) return packetMessages.verifyFirst;
    }
    return { parsed: parsed.data };
  }

  return (packet: unknown[], next: (error?: Error) => void): void => {
    // A client that does not read what it asked for is not asked more: its connection ends.
    if (outboundBacklog(socket) > outboundBacklogLimitBytes) {
      dropUnreadSocket(socket);
      return;
    }
    const last = packet.at(-1);
    const ack = typeof last === 'function' ? (last as Ack) : undefined;
    const refuse = (message: string) => {
      const now = deps.clock.now();
      if (now - refusals.since > deps.limits.rules.perSocket.windowSeconds * 1000) Object.assign(refusals, { count: 0, since: now });
      refusals.count += 1;
      if (refusals.count > deps.limits.rules.refusalsBeforeClose) {
        deps.close(socket);
        return;
      }
      ack?.({ status: 'error', message });
      const [event] = packet;
      const refusalEvent = typeof event === 'string' && isClientEventName(event) ? refusalEventOf(event) : undefined;
      if (refusalEvent) socket.emit(refusalEvent, { message });
      next(new Error(message));
      if (message === packetMessages.sessionEnded) deps.close(socket);
    };
    check(packet).then(
      (checked) => {
        if (typeof checked === 'string') return refuse(checked);
        // The handler gets what the schema made of the payload: never a key it does not know, text trimmed.
        packet[1] = checked.parsed;
        return next();
      },
      () => refuse(packetMessages.failed),
    );
  };
}
