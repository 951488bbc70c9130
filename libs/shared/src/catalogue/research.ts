import type { WisdomEntry } from './wisdom-entry.ts';

export interface ResearchEntry extends WisdomEntry {
  researcher: string;
  benefit: string;
}

/**
 * The eight relationship research entries behind Looped (docs/product.md §3). Statements follow the studies'
 * designs: "associated with" for correlational findings, never "predicts".
 * Message-based measures in Looped are proxies for what researchers coded in the lab.
 */
export const researchEntries: readonly ResearchEntry[] = [
  {
    id: 1,
    title: 'Turning Toward Bids',
    imgUrl: 'looped-1',
    content: 'Partners constantly make small "bids" for attention, humour, affection or support. Answering them builds connection.',
    researcher: 'John Gottman & Joan DeClaire, The Relationship Cure (2001); Driver & Gottman (2004)',
    benefit:
      'In a newlywed follow-up, couples still married had turned toward bids about 86% of the time; couples who divorced, about 33%.',
    example: 'Can we talk tonight? I miss you.',
    exampleSource: 'A bid for connection',
  },
  {
    id: 2,
    title: 'The Positivity Ratio',
    imgUrl: 'looped-2',
    content: 'Satisfied couples keep many positive moments for every negative one, even while they disagree.',
    researcher: 'Gottman & Levenson (1992), Journal of Personality and Social Psychology 63(2); Gottman (1994)',
    benefit:
      'In lab conflict discussions stable couples showed about 5 positive moments per negative one; couples who later divorced about 0.8. A lab ratio, not a texting rule.',
    example: 'I hear you, and thank you for telling me.',
    exampleSource: 'A positive moment inside a disagreement',
  },
  {
    id: 3,
    title: 'Shared Humour',
    imgUrl: 'looped-3',
    content: 'Playful, affiliative humour and laughing together go with warmer, closer relationships.',
    researcher: 'Hall (2017), Personal Relationships; Kurtz & Algoe (2015)',
    benefit:
      'Across 43 samples (N = 15,177) positive humour types are associated with higher satisfaction; time spent laughing together is associated with closeness.',
    example: 'haha you always make me laugh',
    exampleSource: 'Shared laughter',
  },
  {
    id: 4,
    title: 'Emotional Intelligence',
    imgUrl: 'looped-4',
    content: "Noticing, naming and managing emotions, your own and your partner's, shapes how both of you feel about the relationship.",
    researcher: 'Malouff, Schutte & Thorsteinsson (2014); Jardine, Vannier & Voyer (2022)',
    benefit:
      'Higher trait emotional intelligence is associated with higher satisfaction for oneself and for the partner (meta-analytic r of about .37).',
    example: 'It sounds like today really drained you.',
    exampleSource: "Naming the other person's feeling",
  },
  {
    id: 5,
    title: 'Gentle Start-Up in Conflict',
    imgUrl: 'looped-5',
    content: 'How a hard conversation begins sets its course: criticism, contempt, defensiveness and stonewalling make repair harder.',
    researcher: 'Carrère & Gottman (1999), Family Process 38(3); Gottman, Coan, Carrère & Swanson (1998)',
    benefit:
      'In 124 newlywed couples the first three minutes of a conflict discussion were associated with how the marriage fared over six years.',
    example: 'I felt hurt when plans changed last minute. Can we plan together next time?',
    exampleSource: 'A gentle start-up',
  },
  {
    id: 6,
    title: 'Reframing Conflict',
    imgUrl: 'looped-6',
    content: 'Looking at a disagreement from the view of a neutral, well-meaning third party takes the heat out of it.',
    researcher: 'Finkel, Slotter, Luchies, Walton & Gross (2013), Psychological Science 24(8)',
    benefit:
      'In a randomised study of 120 couples, a 21-minute reappraisal writing exercise stopped the decline in marital quality seen in the control group.',
    example: 'How would a friend who wants the best for both of us see this?',
    exampleSource: 'A reappraisal question',
  },
  {
    id: 7,
    title: 'Shared Values',
    imgUrl: 'looped-7',
    content: 'What you both care about, more than personality match, is what goes with a satisfying partnership.',
    researcher: 'Gaunt (2006), Journal of Personality; Furler, Gomez & Grob (2013)',
    benefit:
      'Spouse similarity in values is associated with higher satisfaction and less negative affect; personality similarity shows no such effect.',
    example: 'What matters most to you about how we spend our weekends?',
    exampleSource: 'A values conversation',
  },
  {
    id: 8,
    title: 'Connection and Security',
    imgUrl: 'looped-8',
    content: "Feeling that the other person is there for you, and celebrating each other's good news, deepens intimacy.",
    researcher: 'Johnson et al. (1999); Beasley & Ager (2019); Gable, Reis, Impett & Asher (2004)',
    benefit:
      'Attachment-based couples therapy shows large gains in satisfaction in randomised trials; enthusiastic responses to good news are associated with daily satisfaction.',
    example: 'That is amazing news! Tell me everything.',
    exampleSource: 'An active-constructive response',
  },
];

/** Looped result images use keys looped-1 to looped-9 (docs/product.md §9). */
export const loopedImageKeys = Array.from({ length: 9 }, (_, i) => `looped-${i + 1}`);
