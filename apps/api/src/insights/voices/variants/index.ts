import type { ReadingLocale } from '../../i18n/catalogue.ts';
import type { VoiceVariants } from '../voice.ts';
import { variants as arA } from './ar-a.ts';
import { variants as arB } from './ar-b.ts';
import { variants as arC } from './ar-c.ts';
import { variants as enA } from './en-a.ts';
import { variants as enB } from './en-b.ts';
import { variants as enC } from './en-c.ts';
import { variants as esA } from './es-a.ts';
import { variants as esB } from './es-b.ts';
import { variants as esC } from './es-c.ts';
import { variants as frA } from './fr-a.ts';
import { variants as frB } from './fr-b.ts';
import { variants as frC } from './fr-c.ts';
import { variants as idA } from './id-a.ts';
import { variants as idB } from './id-b.ts';
import { variants as idC } from './id-c.ts';
import { variants as ptA } from './pt-a.ts';
import { variants as ptB } from './pt-b.ts';
import { variants as ptC } from './pt-c.ts';

const byLocale: Partial<Record<ReadingLocale, Record<string, VoiceVariants>[]>> = {
  en: [enA, enB, enC],
  es: [esA, esB, esC],
  fr: [frA, frB, frC],
  id: [idA, idB, idC],
  pt: [ptA, ptB, ptC],
  ar: [arA, arB, arC],
};

/** Every philosophy's further phrasings, by catalogue title and language (three files per language, eight philosophies each). */
export const voiceVariants: Record<string, Partial<Record<ReadingLocale, VoiceVariants>>> = {};
for (const [locale, parts] of Object.entries(byLocale) as [ReadingLocale, Record<string, VoiceVariants>[]][])
  for (const part of parts) for (const [title, variants] of Object.entries(part)) (voiceVariants[title] ??= {})[locale] = variants;
