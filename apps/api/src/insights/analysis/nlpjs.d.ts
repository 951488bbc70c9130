// @nlpjs ships JavaScript without types; only what the sentiment reader uses is declared.
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
}
declare module '@nlpjs/lang-es' {
  export const LangEs: unknown;
}
declare module '@nlpjs/lang-fr' {
  export const LangFr: unknown;
}
declare module '@nlpjs/lang-pt' {
  export const LangPt: unknown;
}
declare module '@nlpjs/lang-id' {
  export const LangId: unknown;
}
declare module '@nlpjs/lang-ar' {
  export const LangAr: unknown;
}
