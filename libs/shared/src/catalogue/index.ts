export * from './options.ts';
export * from './research.ts';
export type * from './wisdom-entry.ts';
export * from './wisdoms.ts';
