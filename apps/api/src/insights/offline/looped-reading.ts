import { researchEntries } from '@app/shared/catalogue';
import type { LoopedInsight } from '@app/shared/contracts';
import { messageFloor } from '../analysis/conversation-facts.ts';
import { patternOf, signalOf, themeNames, type Pattern, type ReadingContext } from './reading-context.ts';

/** Which research entries speak to a pattern (ids of the catalogue's eight). */
const tracksFor: Record<Pattern, number[]> = {
  conflict: [5, 6, 2],
  bids: [1, 8, 4],
  imbalance: [1, 7, 8],
  quiet: [1, 8, 4],
  stress: [4, 8, 1],
  warm: [3, 2, 7],
};

/** The relationship reading of one conversation, grounded in the research entries; correlations stay correlations. */
export function loopedReading(c: ReadingContext): LoopedInsight {
  const { t, facts: f, contact } = c;
  if (!f.enough)
    return {
      title: t('notEnough.title'),
      narrative: t('notEnough.narrative', { written: f.written, contact, floor: messageFloor }),
      themes_detected: [],
      evidence_quotes: f.evidence.map(c.quote),
      emotional_summary: '',
      wisdom_track_suggestions: [],
      closing_reflection: '',
      confidence_score: 0,
    };
  const pattern = patternOf(f);
  const positive = f.me.positive + f.contact.positive;
  const laughs = f.me.markers.laughter + f.contact.markers.laughter;
  const narrative = [
    t('summary.volume', { contact, written: f.written, from: c.date(f.firstAt), to: c.date(f.lastAt), sessions: f.sessions }),
    f.me.bidsMade + f.contact.bidsMade > 0
      ? t('looped.bids', {
          contact,
          made: f.contact.bidsMade,
          answered: f.contact.bidsAnswered,
          myMade: f.me.bidsMade,
          myAnswered: f.me.bidsAnswered,
        })
      : '',
    laughs > 0 ? t('looped.laughter', { shared: f.sharedLaughter }) : '',
  ].filter(Boolean);
  const ratio =
    f.positiveRatio === null
      ? t('looped.ratio.none', { written: f.written })
      : t('looped.ratio', { ratio: Math.round(f.positiveRatio * 10) / 10 });
  const side = (s: typeof f.me) => ({ warm: c.share(s.positive, s.messages), tense: c.share(s.negative, s.messages) });
  const [mine, theirs] = [side(f.me), side(f.contact)];
  const tracks = tracksFor[pattern].flatMap((id) => {
    const entry = researchEntries.find((r) => r.id === id);
    return entry ? [t('looped.track', { title: entry.title, reason: t('track.reason', { id: String(id), contact }) })] : [];
  });
  return {
    title: t('looped.title', { pattern, contact }),
    narrative: narrative.join(' '),
    themes_detected: themeNames(c, 5),
    evidence_quotes: f.evidence.map(c.quote),
    emotional_summary: [
      t('looped.emotional', { contact, contactWarm: theirs.warm, contactTense: theirs.tense, myWarm: mine.warm, myTense: mine.tense }),
      positive > 0 ? ratio : '',
      f.conflicts > 0 ? signalOf(c, 'conflict') : '',
      t('looped.trend', { trend: f.trend }),
    ]
      .filter(Boolean)
      .join(' '),
    wisdom_track_suggestions: tracks,
    closing_reflection: t('looped.closing', { prompt: t('looped.prompt', { pattern, contact }) }),
    confidence_score: f.confidence,
  };
}
