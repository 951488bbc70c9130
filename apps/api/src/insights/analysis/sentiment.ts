import { Container } from '@nlpjs/core';
import { LangAr } from '@nlpjs/lang-ar';
import { LangEn } from '@nlpjs/lang-en';
import { LangEs } from '@nlpjs/lang-es';
import { LangFr } from '@nlpjs/lang-fr';
import { LangId } from '@nlpjs/lang-id';
import { LangPt } from '@nlpjs/lang-pt';
import { SentimentAnalyzer } from '@nlpjs/sentiment';
import type { ChatLocale } from './language.ts';

const container = new Container();
for (const lang of [LangEn, LangEs, LangFr, LangPt, LangId, LangAr]) container.use(lang);
const analyzer = new SentimentAnalyzer({ container });

/** The language's lexicon alone (@nlpjs: Senticon for en/es, Pattern for fr, AFINN for pt/id/ar), −1 … 1. */
export async function lexicalTone(text: string, locale: ChatLocale): Promise<number> {
  const { sentiment } = await analyzer.process({ locale, text });
  return sentiment.numWords > 0 ? Math.max(-1, Math.min(1, sentiment.score / Math.max(3, sentiment.numWords / 2))) : 0;
}
