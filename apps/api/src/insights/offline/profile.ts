import type { ReadingContext } from './reading-context.ts';

/** What the user's own messages show about them, each trait only with enough of them behind it. */
export function traitsOf(c: ReadingContext): string[] {
  const { facts: f, t } = c;
  const me = f.me;
  if (!f.enough || me.messages < 5) return [];
  const mine = <T extends { fromMe: boolean }>(list: readonly T[]) => list.filter((m) => m.fromMe).length;
  const per = (n: number) => n / me.messages;
  const found: string[] = [];
  if (mine(f.moments.warmThanks) >= 2) found.push('grateful');
  if (me.replyMs !== null && me.replyMs <= 5 * 60_000) found.push('quick');
  if (f.initiator === 'me') found.push('initiator');
  if (per(me.questions) >= 0.25) found.push('curious');
  if (f.sharedLaughter >= 2) found.push('playful');
  if (mine(f.moments.affection) >= 2) found.push('caring');
  if (f.conflicts.some((x) => x.repair?.fromMe)) found.push('repairing');
  if (mine(f.moments.sympathy) >= 1) found.push('supportive');
  if (mine(f.moments.stress) >= 2) found.push('stressed');
  return found.map((trait) => t('trait', { trait }));
}

/** What the two talked about, in their words, dated by the last message that raised it. */
export function eventsOf(c: ReadingContext): string[] {
  if (!c.facts.enough) return [];
  return c.facts.topics
    .filter((x) => x.messages >= 2)
    .slice(0, 3)
    .sort((a, b) => a.lastAt - b.lastAt)
    .map((x) => c.t('event', { topic: c.phrase(x.phrase), contact: c.contact, date: c.date(x.lastAt) }));
}
