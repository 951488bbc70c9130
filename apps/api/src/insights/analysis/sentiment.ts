import { Container } from '@nlpjs/core';
import { LangAr } from '@nlpjs/lang-ar';
import { LangEn } from '@nlpjs/lang-en';
import { LangEs } from '@nlpjs/lang-es';
import { LangFr } from '@nlpjs/lang-fr';
import { LangId } from '@nlpjs/lang-id';
import { LangPt } from '@nlpjs/lang-pt';
import { SentimentAnalyzer } from '@nlpjs/sentiment';
import type { ChatLocale } from './language.ts';
import type { MarkerKind } from './markers.ts';

const container = new Container();
for (const lang of [LangEn, LangEs, LangFr, LangPt, LangId, LangAr]) container.use(lang);
const analyzer = new SentimentAnalyzer({ container });

/** What a marker says about a message's tone, whatever the lexicon scored ("I miss you" is warm, "whatever" is not). */
const markerTone: Partial<Record<MarkerKind, number>> = {
  gratitude: 0.5,
  affection: 0.5,
  laughter: 0.4,
  joy: 0.4,
  repair: 0.2,
  criticism: -0.5,
  contempt: -0.7,
  defensiveness: -0.4,
  dismissal: -0.5,
  stress: -0.3,
};

export interface Tone {
  /** −1 (negative) … 1 (positive). */
  score: number;
  /** Whether a lexicon word or a marker was found at all. */
  covered: boolean;
}

export const neutralBand = 0.05;

/** A message's tone: the language's lexicon (@nlpjs: Senticon for en/es, Pattern for fr, AFINN for pt/id/ar) corrected by the markers. */
export async function toneOf(text: string, locale: ChatLocale, markers: ReadonlySet<MarkerKind>): Promise<Tone> {
  const { sentiment } = await analyzer.process({ locale, text });
  const lexical = sentiment.numWords > 0 ? Math.max(-1, Math.min(1, sentiment.score / Math.max(3, sentiment.numWords / 2))) : 0;
  let fromMarkers = 0;
  for (const marker of markers) fromMarkers += markerTone[marker] ?? 0;
  const score = Math.max(-1, Math.min(1, markers.size > 0 ? fromMarkers + lexical / 2 : lexical));
  return { score, covered: sentiment.numHits > 0 || markers.size > 0 };
}
