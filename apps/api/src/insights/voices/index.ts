import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { ReadingLocale } from '../i18n/catalogue.ts';
import { alanWatts } from './alan-watts.ts';
import { billHicks } from './bill-hicks.ts';
import { buddhistTeachings } from './buddhist-teachings.ts';
import { carlJung } from './carl-jung.ts';
import { christianMysticism } from './christian-mysticism.ts';
import { confucianism } from './confucianism.ts';
import { eckhartTolle } from './eckhart-tolle.ts';
import { existentialism } from './existentialism.ts';
import { hunterSThompson } from './hunter-s-thompson.ts';
import { indigenousWisdom } from './indigenous-wisdom.ts';
import { kabbalah } from './kabbalah.ts';
import { miyamotoMusashi } from './miyamoto-musashi.ts';
import { positivePsychology } from './positive-psychology.ts';
import { renaissanceHumanism } from './renaissance-humanism.ts';
import { rumi } from './rumi.ts';
import { sadhguru } from './sadhguru.ts';
import { shamanicWisdom } from './shamanic-wisdom.ts';
import { sikhTeachings } from './sikh-teachings.ts';
import { stoicism } from './stoicism.ts';
import { sufiWisdom } from './sufi-wisdom.ts';
import { taoism } from './taoism.ts';
import { theDude } from './the-dude.ts';
import { vedanta } from './vedanta.ts';
import { yoda } from './yoda.ts';
import { voiceVariants } from './variants/index.ts';
import type { Voice, VoiceText, VoiceVariants } from './voice.ts';

/** Every philosophy's voice, by its catalogue title (one file each, six languages in each). */
export const voices: Record<string, Voice> = {
  Stoicism: stoicism,
  'Sufi Wisdom': sufiWisdom,
  Taoism: taoism,
  'Buddhist Teachings': buddhistTeachings,
  'Christian Mysticism': christianMysticism,
  'Indigenous Wisdom': indigenousWisdom,
  'Vedanta (Hinduism)': vedanta,
  'Sikh Teachings': sikhTeachings,
  Confucianism: confucianism,
  'Renaissance Humanism': renaissanceHumanism,
  'Positive Psychology': positivePsychology,
  Existentialism: existentialism,
  "Rumi's Mystical Poetry (Sufism)": rumi,
  'Shamanic Wisdom': shamanicWisdom,
  Kabbalah: kabbalah,
  'Alan Watts': alanWatts,
  'Miyamoto Musashi': miyamotoMusashi,
  Yoda: yoda,
  'Carl Jung': carlJung,
  'The Dude': theDude,
  'Eckhart Tolle': eckhartTolle,
  'Hunter S. Thompson': hunterSThompson,
  Sadhguru: sadhguru,
  'Bill Hicks': billHicks,
};

/** One philosophy in one language: its own text, its further phrasings where written, and how to say either. */
export interface VoiceOf {
  text: VoiceText;
  more: VoiceVariants | undefined;
  say: (message: string, values: Record<string, PrimitiveType>) => string;
}

const compiled = new Map<string, IntlMessageFormat>();

/** One philosophy's voice in one language, ready to speak; undefined for a title the catalogue does not have. */
export function voiceOf(locale: ReadingLocale, wisdom: string): VoiceOf | undefined {
  const text = voices[wisdom]?.[locale];
  if (!text) return undefined;
  return {
    text,
    more: voiceVariants[wisdom]?.[locale],
    say: (message, values) => {
      const key = `${locale}|${message}`;
      let format = compiled.get(key);
      if (!format) compiled.set(key, (format = new IntlMessageFormat(message, locale)));
      return String(format.format(values));
    },
  };
}
