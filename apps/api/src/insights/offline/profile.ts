import type { ReadingContext } from './reading-context.ts';

/** What the user's own messages show about them, each trait only with enough of them behind it. */
export function traitsOf(c: ReadingContext): string[] {
  const { facts: f, t } = c;
  const me = f.me;
  if (!f.enough || me.messages < 5) return [];
  const per = (n: number) => n / me.messages;
  const found: string[] = [];
  if (me.markers.gratitude >= 2 && per(me.markers.gratitude) >= 0.05) found.push('grateful');
  if (me.medianReplyMs !== null && me.medianReplyMs <= 5 * 60_000) found.push('quick');
  if (f.sessions >= 3 && me.initiations / f.sessions >= 0.6) found.push('initiator');
  if (per(me.questions) >= 0.25) found.push('curious');
  if (me.markers.laughter >= 2 && per(me.markers.laughter) >= 0.08) found.push('playful');
  if (f.themes.some((x) => x.kind === 'plans' && x.count >= 3)) found.push('planner');
  if (me.markers.affection >= 2) found.push('caring');
  if (me.markers.repair >= 1 && f.conflicts > 0) found.push('repairing');
  if (me.markers.stress >= 2) found.push('stressed');
  return found.map((trait) => t('trait', { trait }));
}

/** Topics worth remembering, dated by the last message that raised them. */
export function eventsOf(c: ReadingContext): string[] {
  if (!c.facts.enough) return [];
  return c.facts.themes
    .filter((x) => x.count >= 2)
    .slice(0, 3)
    .map((x) => c.t('event', { theme: x.kind, contact: c.contact, date: c.date(x.lastAt) }));
}
