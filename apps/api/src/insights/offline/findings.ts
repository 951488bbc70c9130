import type { ConversationFacts } from '../analysis/conversation-facts.ts';
import type { Theme } from '../voices/voice.ts';

/** What a reading leads with: the strongest conclusion the facts support. */
export const findings = [
  'openConflict',
  'repaired',
  'drifting',
  'reachingMe',
  'reachingThem',
  'strain',
  'celebration',
  'practical',
  'warming',
  'warm',
] as const;
export type Finding = (typeof findings)[number];

/** Every finding that holds, strongest first; 'warm' closes the list when nothing else leads. */
export function findingsOf(f: ConversationFacts): Finding[] {
  const found: Finding[] = [];
  const open = f.conflicts.filter((c) => !c.repaired);
  const cooling = f.trend === 'cooling';
  const practical =
    f.relationship.kind === 'work' || (f.tone.label === 'flat' && f.moments.affection.length === 0 && f.conflicts.length === 0);
  if (open.length > 0) found.push('openConflict');
  if (f.conflicts.some((c) => c.repaired)) found.push('repaired');
  const flatHeavy = (s: ConversationFacts['me']) => s.flatShare >= 0.3;
  if (
    !practical &&
    (cooling || flatHeavy(f.contact) || flatHeavy(f.me)) &&
    (f.initiator !== 'balanced' || f.moments.missedBids.length >= 2)
  )
    found.push('drifting');
  if (!practical && f.initiator === 'me') found.push('reachingMe');
  if (!practical && f.initiator === 'contact') found.push('reachingThem');
  if (f.moments.stress.length >= 2 && f.moments.stress.length / f.written >= 0.06) found.push('strain');
  if (f.moments.goodNews.length > 0 || f.moments.congratulations.length > 0) found.push('celebration');
  if (practical) found.push('practical');
  if (f.trend === 'warming') found.push('warming');
  found.push('warm');
  return [...new Set(found)];
}

/** The voices' theme for a finding. */
export function themeOf(finding: Finding): Theme {
  switch (finding) {
    // A repaired conflict is warmth restored: its voices must not reopen the fight ('can we talk it through?').
    case 'openConflict':
      return 'tension';
    case 'drifting':
    case 'reachingMe':
    case 'reachingThem':
      return 'distance';
    case 'strain':
      return 'strain';
    case 'practical':
      return 'practical';
    default:
      return 'joy';
  }
}
