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
import type { Voice, VoiceText } from './voice.ts';

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

export type Speak = (part: keyof VoiceText, values: Record<string, PrimitiveType>) => string;

const compiled = new Map<string, IntlMessageFormat>();

/** One philosophy's voice in one language, ready to speak; undefined for a title the catalogue does not have. */
export function voiceOf(locale: ReadingLocale, wisdom: string): Speak | undefined {
  const text = voices[wisdom]?.[locale];
  if (!text) return undefined;
  return (part, values) => {
    const key = `${locale}|${wisdom}|${part}`;
    let format = compiled.get(key);
    if (!format) compiled.set(key, (format = new IntlMessageFormat(text[part], locale)));
    return String(format.format(values));
  };
}
