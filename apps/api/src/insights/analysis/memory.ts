import type { MemoryFacts, RelationshipMemory } from '../insight-engine.ts';
import type { ConversationFacts } from './conversation-facts.ts';
import { relationshipKinds, type RelationshipKind } from './relationship-kind.ts';

/** What a reading keeps of a conversation for the next one: counts and labels, never a word of the chat. */
export function memoryFactsOf(f: ConversationFacts): MemoryFacts {
  return {
    written: f.written,
    sessions: f.sessions,
    opened: { me: f.me.initiations, contact: f.contact.initiations },
    replyMs: { me: f.me.replyMs, contact: f.contact.replyMs },
    tone: f.tone.label,
    trend: f.trend,
    conflicts: f.conflicts.length,
    repaired: f.conflicts.filter((c) => c.repaired).length,
    lastConflictAt: f.conflicts.at(-1)?.start.at ?? null,
    relationship: f.relationship.kind,
  };
}

/** Who the two are to each other by the remembered readings: the kind at least two thirds of them (two or more) agree on. */
export function knownKind(history: readonly RelationshipMemory[] = []): RelationshipKind | null {
  const kinds = history
    .map((h) => h.facts.relationship)
    .filter((k): k is RelationshipKind => relationshipKinds.includes(k as RelationshipKind));
  const counts = new Map<RelationshipKind, number>();
  for (const k of kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
  const [top, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  return top && top !== 'unknown' && n >= 2 && n * 3 >= kinds.length * 2 ? top : null;
}

/** A reply time moves only when it changes by at least half, and by ten minutes: noise otherwise. */
const moved = (before: number | null, now: number | null): 'faster' | 'slower' | null => {
  if (before === null || now === null) return null;
  if (Math.abs(now - before) < 10 * 60_000) return null;
  if (now <= before / 1.5) return 'faster';
  if (now >= before * 1.5) return 'slower';
  return null;
};

export type Change =
  | { kind: 'first' }
  | {
      kind: 'since';
      /** When the last reading was made. */
      previousAt: number;
      reply: { direction: 'faster' | 'slower'; before: number; now: number } | null;
      /** Who opened, now and last time, when the balance turned. */
      opened: { mine: number; sessions: number; mineBefore: number; sessionsBefore: number } | null;
      tone: { before: string; now: string } | null;
      /** A tense stretch this time: repaired or not, and whether it is the first one since `quietSince`. */
      conflict: { repaired: boolean; quietSince: number | null } | null;
      /** The long view over the remembered readings, when there are at least three. */
      long: { count: number; since: number; tones: Record<string, number> } | null;
    };

/** What changed since the last reading of this contact (history newest first), in facts a sentence can name. */
export function changeSince(now: MemoryFacts, history: readonly RelationshipMemory[]): Change {
  const last = history[0];
  if (!last) return { kind: 'first' };
  const before = last.facts;
  const direction = moved(before.replyMs.contact, now.replyMs.contact);
  const share = (mine: number, sessions: number) => (sessions > 0 ? mine / sessions : 0.5);
  const turned = Math.abs(share(now.opened.me, now.sessions) - share(before.opened.me, before.sessions)) >= 0.25;
  const withConflict = history.find((h) => h.facts.conflicts > 0);
  const all = [now, ...history.map((h) => h.facts)];
  const tones: Record<string, number> = {};
  for (const facts of all) tones[facts.tone] = (tones[facts.tone] ?? 0) + 1;
  return {
    kind: 'since',
    previousAt: last.at,
    reply: direction ? { direction, before: before.replyMs.contact!, now: now.replyMs.contact! } : null,
    opened:
      turned && now.sessions >= 2 && before.sessions >= 2
        ? { mine: now.opened.me, sessions: now.sessions, mineBefore: before.opened.me, sessionsBefore: before.sessions }
        : null,
    tone: before.tone !== now.tone ? { before: before.tone, now: now.tone } : null,
    conflict: now.conflicts > 0 ? { repaired: now.repaired >= now.conflicts, quietSince: withConflict ? null : history.at(-1)!.at } : null,
    long: history.length >= 2 ? { count: all.length, since: history.at(-1)!.at, tones } : null,
  };
}
