import { wisdoms } from '@app/shared/catalogue';
import type { OracleInsight, ScheduledAstrologyForm } from '@app/shared/contracts';
import seedrandom from 'seedrandom';
import { natalChart, type NatalChart, type ZodiacSign, zodiacSigns } from '../oracle/natal-chart.ts';
import type { ReadingContext } from './reading-context.ts';

const elements = ['fire', 'earth', 'air', 'water'] as const;
type Element = (typeof elements)[number];
const elementOf = (sign: ZodiacSign): Element => elements[zodiacSigns.indexOf(sign) % 4]!;

/** Colours by element; which one a reading gets is seeded by the chart and the day. Playful, not astronomy. */
const colours: Record<Element, { name: string; hex: string }[]> = {
  fire: [
    { name: 'red', hex: '#C62828' },
    { name: 'orange', hex: '#EF6C00' },
    { name: 'gold', hex: '#C9A227' },
  ],
  earth: [
    { name: 'green', hex: '#2E7D32' },
    { name: 'teal', hex: '#00796B' },
    { name: 'gold', hex: '#B8860B' },
  ],
  air: [
    { name: 'blue', hex: '#1565C0' },
    { name: 'silver', hex: '#9EA7B3' },
    { name: 'violet', hex: '#7B1FA2' },
  ],
  water: [
    { name: 'indigo', hex: '#303F9F' },
    { name: 'teal', hex: '#00838F' },
    { name: 'rose', hex: '#C2185B' },
  ],
};

const degrees = (d: number) => Math.floor(d);

function chartLine(c: ReadingContext, chart: NatalChart): string {
  const { t } = c;
  const sign = (s: ZodiacSign) => t('zodiac.sign', { sign: s });
  const moon =
    'signs' in chart.moon
      ? t('oracle.chart.moonEither', { first: sign(chart.moon.signs[0]), second: sign(chart.moon.signs[1]) })
      : sign(chart.moon.sign);
  let line = t('oracle.chart', { sun: sign(chart.sun.sign), sunDegrees: degrees(chart.sun.degrees), moon });
  if (chart.ascendant)
    line += t('oracle.chart.rising', { ascendant: sign(chart.ascendant.sign), ascendantDegrees: degrees(chart.ascendant.degrees) });
  return line;
}

export interface OracleInput {
  birth: ScheduledAstrologyForm;
  companionWisdom: string | null;
  /** The day of the reading (epoch ms): the playful parts change from one day to the next. */
  at: number;
}

/** An Oracle reading: a real natal chart from the birth details, then the playful sections, tied to this contact's messages. */
export function oracleReading(c: ReadingContext, { birth, companionWisdom, at }: OracleInput): OracleInsight {
  const { t, facts: f, contact } = c;
  const chart = natalChart(birth);
  const element = elementOf(chart.sun.sign);
  const sign = (s: ZodiacSign) => t('zodiac.sign', { sign: s });
  const day = new Date(at).toISOString().slice(0, 10);
  const random = seedrandom(`${birth.dob}|${birth.timeOfBirth ?? ''}|${contact}|${day}`);
  const kind = f.relationship.kind;
  const colour = colours[element][Math.floor(random() * 3)]!;
  const guide = wisdoms.find((w) => w.title === companionWisdom) ?? wisdoms[Math.floor(random() * wisdoms.length)]!;
  const moonSign = 'signs' in chart.moon ? chart.moon.signs[0] : chart.moon.sign;
  const reflections = [
    t('oracle.reflection.sun', { sun: sign(chart.sun.sign), element }),
    t('oracle.reflection.moon', { moon: sign(moonSign) }),
    chart.ascendant ? t('oracle.reflection.rising', { ascendant: sign(chart.ascendant.sign) }) : t('oracle.noTime'),
  ];
  if (f.enough) reflections.push(t('oracle.reflection.messages', { written: f.written, contact, topics: c.topics }));
  return {
    akashic_guidance: t('oracle.akashic', { chart: chartLine(c, chart), element }),
    mirror_portal: f.enough
      ? t('oracle.mirror', {
          contact,
          part: t('part.name', { part: f.busiestPart }),
          opener: f.initiator === 'balanced' ? 'both' : f.initiator,
          element,
          sun: sign(chart.sun.sign),
        })
      : '',
    oracle_reflection: reflections,
    spiritual_guide: t('oracle.guide', { guide: guide.title, example: `“${guide.example}” — ${guide.exampleSource}` }),
    vibe_type: t('oracle.vibe', { element }),
    daily_actions: {
      [t('oracle.daily.morning')]: t('oracle.action.morning', { element }),
      [t('oracle.daily.afternoon')]: t('oracle.action.afternoon', { contact, kind }),
      [t('oracle.daily.evening')]: t('oracle.action.evening', { element }),
    },
    lucky_number: 1 + Math.floor(random() * 99),
    power_color: t('oracle.color', { color: colour.name }),
    power_color_hash: colour.hex,
    affirmation: [t('oracle.affirmation.1', { element }), t('oracle.affirmation.2', { contact, kind })],
    ritual_suggestion: t('oracle.ritual', { element }),
  };
}
