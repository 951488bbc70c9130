export type * from './page-words.ts';
export * from './load-page-words.ts';
export * from './use-page-language.ts';
