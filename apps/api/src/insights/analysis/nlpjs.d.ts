// @nlpjs ships JavaScript without types; only what the sentiment reader and the topic finder use is declared.
declare module '@nlpjs/core' {
  export class Container {
    use(plugin: unknown): void;
  }
}
declare module '@nlpjs/sentiment' {
  import type { Container } from '@nlpjs/core';
  export interface SentimentResult {
    score: number;
    numWords: number;
    numHits: number;
    average: number;
    vote: 'positive' | 'negative' | 'neutral';
  }
  export class SentimentAnalyzer {
    constructor(settings: { container: Container });
    process(input: { locale: string; text: string }): Promise<{ sentiment: SentimentResult }>;
  }
}
declare module '@nlpjs/lang-en' {
  export const LangEn: unknown;
  export class StemmerEn {
    stem(word: string): string;
  }
}
declare module '@nlpjs/lang-es' {
  export const LangEs: unknown;
  export class StemmerEs {
    stem(word: string): string;
  }
}
declare module '@nlpjs/lang-fr' {
  export const LangFr: unknown;
  export class StemmerFr {
    stem(word: string): string;
  }
}
declare module '@nlpjs/lang-pt' {
  export const LangPt: unknown;
  export class StemmerPt {
    stem(word: string): string;
  }
}
declare module '@nlpjs/lang-id' {
  export const LangId: unknown;
  export class StemmerId {
    stem(word: string): string;
  }
}
declare module '@nlpjs/lang-ar' {
  export const LangAr: unknown;
  export class StemmerAr {
    stem(word: string): string;
  }
}

// stopwords-iso is a JSON map of ISO 639-1 codes to stopword lists.
declare module 'stopwords-iso' {
  const stopwords: Record<string, string[]>;
  export default stopwords;
}
