import { researchEntries } from '@app/shared/catalogue';
import type { LoopedInsight } from '@app/shared/contracts';
import { messageFloor } from '../analysis/conversation-facts.ts';
import type { SideStretch } from '../analysis/dynamics.ts';
import type { ReadMessage } from '../analysis/read-messages.ts';
import type { Finding } from './findings.ts';
import type { ReadingContext } from './reading-context.ts';

/** How many ways each lead's title can be said (catalogue 'looped.title'). */
const titleCount: Record<Finding, number> = {
  openConflict: 3,
  repaired: 3,
  drifting: 4,
  reachingMe: 3,
  reachingThem: 4,
  strain: 3,
  celebration: 3,
  practical: 3,
  warming: 3,
  warm: 5,
};

/** The titles (by phrasing) that name the topic. */
const topicalTitles: Partial<Record<Finding, string[]>> = {
  openConflict: ['a'],
  repaired: ['b'],
  reachingThem: ['b'],
  strain: ['c'],
  celebration: ['b'],
  practical: ['a', 'b', 'c'],
};

/**
 * Which research entries speak to a finding (ids of the catalogue's eight), most fitting first: a reading names
 * three, new ones or new words first; a work chat gets none of the couple research.
 */
const tracksFor: Record<Finding, number[]> = {
  openConflict: [5, 6, 2, 4],
  repaired: [6, 2, 5, 8],
  drifting: [1, 8, 4, 7],
  reachingMe: [1, 7, 8, 3],
  reachingThem: [1, 8, 4, 3],
  strain: [4, 8, 1, 2],
  celebration: [8, 3, 1, 7],
  practical: [],
  warming: [3, 2, 7, 1],
  warm: [3, 2, 7, 1],
};

/** Which side's engagement fell (or rose) most from the first third to the last. */
function movedSide(c: ReadingContext, direction: 'cooling' | 'warming'): 'me' | 'contact' {
  const { first, last } = c.facts;
  const drop = (a: SideStretch, b: SideStretch) =>
    Math.log2(1 + (b.replyMs ?? 0) / 60_000) - Math.log2(1 + (a.replyMs ?? 0) / 60_000) + (a.words - b.words) / Math.max(1, a.words);
  const mine = drop(first.me, last.me);
  const theirs = drop(first.contact, last.contact);
  return direction === 'cooling' ? (mine > theirs ? 'me' : 'contact') : mine < theirs ? 'me' : 'contact';
}

/** What the other side answered to a message: warmly, flatly, or not that day. */
function answerTo(c: ReadingContext, m: { index: number; fromMe: boolean; at: number }): 'warm' | 'flat' | 'none' {
  const reply = c.facts.moments.affection
    .concat(c.facts.moments.congratulations)
    .concat(c.facts.moments.flatReplies)
    .filter((r) => r.fromMe !== m.fromMe && r.index > m.index && r.at - m.at < 12 * 3_600_000)
    .sort((a, b) => a.index - b.index)[0];
  if (!reply) return 'none';
  return reply.flat ? 'flat' : 'warm';
}

/**
 * What a tense stretch was about, when one of the conversation's topics is written in it (or in its repair):
 * the title and the conflict research name that, not the chat's main topic ('the Brighton trip' was never the
 * quarrel). Without one, the title names none.
 */
function conflictTopic(c: ReadingContext): string | null {
  const conflict = c.facts.conflicts.at(-1);
  if (!conflict) return null;
  const texts = [...conflict.messages, ...(conflict.repair ? [conflict.repair] : [])].map((m) => m.text.toLowerCase());
  const found = c.facts.topics.find((topic) => texts.some((text) => text.includes(topic.phrase.toLowerCase())));
  return found ? c.phrase(found.phrase) : null;
}

const sameDay = (c: ReadingContext) => c.date(c.facts.firstAt) === c.date(c.facts.lastAt);

/** The sentences of the narrative that the conversation's findings call for, in order. */
function narrativeOf(c: ReadingContext): string[] {
  const { t, facts: f, contact } = c;
  const kind = f.relationship.kind;
  const sentences = [
    t('looped.opening', {
      kind,
      // One day has no 'from … to …': then only the phrasings that count days.
      variant: sameDay(c)
        ? c.pick('opening', [], kind === 'work' ? ['b', 'c'] : ['a', 'c', 'd'])
        : c.variant('opening', kind === 'work' ? 3 : 4),
      written: f.written,
      days: c.days,
      topics: c.topics,
      contact,
      from: c.date(f.firstAt),
      to: c.date(f.lastAt),
    }),
  ];
  if (kind === 'work' || c.findings[0] === 'practical') {
    const reply = f.contact.replyMs ?? f.me.replyMs;
    if (reply !== null) sentences.push(t('looped.workReplies', { kind, reply: c.duration(reply), topic: c.topic }));
  } else if (f.sessions >= 3) {
    sentences.push(
      t('looped.reach', {
        variant: c.variant('reach', 5),
        topic: c.topic,
        initiator: f.initiator,
        mine: f.me.initiations,
        theirs: f.contact.initiations,
        sessions: f.sessions,
        contact,
      }),
    );
  }
  const conflict = f.conflicts.find((x) => !x.repaired) ?? f.conflicts[0];
  if (conflict) {
    const quote = conflict.start.text;
    if (conflict.repaired && conflict.repair)
      sentences.push(
        t('looped.conflictRepaired', {
          date: c.date(conflict.start.at),
          quote,
          repairBy: conflict.repair.fromMe ? 'me' : 'contact',
          contact,
          delay: c.duration(conflict.repair.at - conflict.start.at),
          repairQuote: conflict.repair.text,
        }),
      );
    else sentences.push(t('looped.conflictOpen', { date: c.date(conflict.start.at), quote }));
  }
  const excuse = f.moments.excuses[0];
  if (excuse) sentences.push(t('looped.excuse', { quote: excuse.text }));
  const sarcasm =
    f.moments.sarcasm.find((m) => m.index !== conflict?.start.index) ?? (conflict?.start.sarcasm ? conflict.start : undefined);
  if (sarcasm) sentences.push(t('looped.sarcasm', { quote: sarcasm.text }));
  if (c.findings.includes('drifting') || f.trend === 'cooling') {
    const who = movedSide(c, 'cooling');
    const [a, b] = [f.first[who], f.last[who]];
    if (a.replyMs !== null && b.replyMs !== null)
      sentences.push(
        t('looped.cooling', {
          who,
          contact,
          earlyReply: c.duration(a.replyMs),
          lateReply: c.duration(b.replyMs),
          earlyWords: Math.round(a.words),
          lateWords: Math.round(b.words),
        }),
      );
  } else if (f.trend === 'warming') {
    const who = movedSide(c, 'warming');
    const [a, b] = [f.first[who], f.last[who]];
    if (a.replyMs !== null && b.replyMs !== null)
      sentences.push(t('looped.warming', { who, contact, earlyReply: c.duration(a.replyMs), lateReply: c.duration(b.replyMs) }));
  }
  const flats = f.moments.flatReplies;
  const flatSide = flats.filter((m) => !m.fromMe).length >= flats.filter((m) => m.fromMe).length ? 'contact' : 'me';
  // The sentence says 'a single word': 'will try' or 'si tu veux' are flat too, but not its examples.
  const ofSide = flats.filter((m) => m.fromMe === (flatSide === 'me') && m.words === 1);
  if (ofSide.length >= 3) sentences.push(t('looped.flat', { who: flatSide, count: ofSide.length, example: ofSide.at(-1)!.text, contact }));
  const missed = f.moments.missedBids.at(-1);
  if (missed && (c.findings.includes('drifting') || c.findings.includes('reachingMe') || c.findings.includes('reachingThem'))) {
    const answer = missedAnswer(f.moments.flatReplies, missed);
    sentences.push(t('looped.missedBid', { quote: missed.text, reply: answer ? 'flat' : 'none', answer: answer?.text ?? '' }));
  }
  const news = f.moments.goodNews[0];
  if (news)
    sentences.push(t('looped.goodNews', { who: news.fromMe ? 'me' : 'contact', contact, quote: news.text, answer: answerTo(c, news) }));
  const support = f.moments.sympathy[0];
  if (support && kind !== 'work')
    sentences.push(t('looped.sympathy', { who: support.fromMe ? 'me' : 'contact', contact, quote: support.text }));
  if (f.sharedLaughter > 0 && f.sessions >= 2 && kind !== 'work')
    sentences.push(
      t('looped.laughter', { variant: c.variant('laughter'), topic: c.topic, shared: f.sharedLaughter, sessions: f.sessions }),
    );
  return sentences;
}

function missedAnswer(flats: readonly ReadMessage[], bid: ReadMessage): ReadMessage | undefined {
  return flats.find((r) => r.fromMe !== bid.fromMe && r.index > bid.index && r.at - bid.at < 12 * 3_600_000);
}

/** Why the trend went the way it did, in a few words ('answers came more slowly, more one-word replies'). */
function trendWhy(c: ReadingContext): string {
  const { t, facts: f } = c;
  const why = f.trendWhy;
  const reasons = (
    [
      ['why.replies', why.replies],
      ['why.length', why.length],
      ['why.flat', why.flat],
      ['why.answered', why.answered],
      ['why.tone', why.tone],
    ] as const
  )
    .filter(([, value]) => (f.trend === 'warming' ? value > 0.05 : value < -0.05))
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))
    .slice(0, 2)
    .map(([key, value]) => t(key, { direction: value > 0 ? 'up' : 'down' }));
  return c.list(reasons.length > 0 ? reasons : [t('why.tone', { direction: f.trend === 'warming' ? 'up' : 'down' })]);
}

/** The relationship reading of one conversation: what happened and what changed, in its words; research fitted to who they are. */
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
  const [lead] = c.findings as [Finding];
  const disputed = conflictTopic(c);
  // A quarrel's title names what it was about, or nothing: the phrasings without a topic when that is unknown.
  const quarrel = lead === 'openConflict' || lead === 'repaired';
  const titleVariant =
    quarrel && disputed === null
      ? c.pick('title', [], lead === 'openConflict' ? ['b', 'c'] : ['a', 'c'])
      : // A title that names what they talked about comes first when the chat has a topic.
        c.pick('title', c.facts.topics.length > 0 ? (topicalTitles[lead] ?? []) : [], [...'abcde'.slice(0, titleCount[lead])]);
  const kind = f.relationship.kind;
  const studied = kind === 'partner' ? 'couples' : 'close';
  const tracks: string[] = [];
  if (kind !== 'work') {
    const chosen: number[] = [];
    for (let i = 0; i < Math.min(3, tracksFor[lead].length); i++) {
      const open = tracksFor[lead].filter((id) => !chosen.includes(id));
      const option = c.pick(
        'track',
        open.slice(0, 3 - i).map((id) => `${id}a`),
        open.flatMap((id) => [`${id}a`, `${id}b`]),
      );
      const id = Number(option.slice(0, -1));
      chosen.push(id);
      const entry = researchEntries.find((r) => r.id === id);
      if (entry)
        tracks.push(
          t('looped.track', {
            title: c.researchTitle(entry),
            reason: t('track.reason', {
              id: String(id),
              variant: option.slice(-1),
              contact,
              topic: (id === 5 || id === 6 ? disputed : null) ?? c.topic,
            }),
            studied,
          }),
        );
    }
  }
  const guiltTrip = f.moments.guiltTrips[0];
  return {
    title: t('looped.title', { finding: lead, variant: titleVariant, contact, topic: disputed ?? c.topic }),
    narrative: [c.since, ...narrativeOf(c)].join(' '),
    themes_detected: [
      ...f.topics.slice(0, 3).map((x) => c.phrase(x.phrase)),
      ...c.findings.slice(0, 2).map((finding) => t('looped.themeName', { finding, contact })),
    ],
    evidence_quotes: f.evidence.map(c.quote),
    emotional_summary: [
      t('looped.climate', {
        variant: c.variant('climate', 5),
        tone: f.tone.label,
        warmShare: f.tone.warmShare,
        tenseShare: f.tone.tenseShare,
        topic: c.topic,
      }),
      t('looped.trend', {
        trend: f.trend,
        variant: c.variant('trend', 5),
        topic: c.topic,
        why: f.trend === 'warming' || f.trend === 'cooling' ? trendWhy(c) : '',
      }),
      guiltTrip ? t('looped.guiltTrip', { quote: guiltTrip.text }) : '',
    ]
      .filter(Boolean)
      .join(' '),
    wisdom_track_suggestions: tracks,
    closing_reflection: t('looped.closing', {
      variant: c.variant('closing', 5),
      topic: c.topic,
      prompt: t('looped.prompt', { finding: lead, variant: c.variant('prompt'), kind, contact, topic: c.topic }),
    }),
    confidence_score: f.confidence,
  };
}
