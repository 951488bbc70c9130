import { wisdoms } from '@app/shared/catalogue';
import type { OracleInsight, ScheduledAstrologyForm } from '@app/shared/contracts';
import seedrandom from 'seedrandom';
import { DateTime } from 'luxon';
import { natalChart, type NatalChart, type ZodiacSign, zodiacSigns } from '../oracle/natal-chart.ts';
import { skyOf, type Sky, type Transit } from '../oracle/sky.ts';
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
  /** The day of the reading (epoch ms): its sky, and the playful parts, change from one day to the next. */
  at: number;
}

/** The transits the reading names: the strongest two, never two of one body. */
function leadingTransits(sky: Sky): Transit[] {
  const chosen: Transit[] = [];
  for (const transit of sky.transits) {
    if (chosen.some((t) => t.body === transit.body)) continue;
    chosen.push(transit);
    if (chosen.length === 2) break;
  }
  return chosen;
}

/**
 * An Oracle reading: the real natal chart from the birth details, and the sky of the day against it — the
 * Moon's sign and phase, retrograde planets, and the strongest transits of the Sun, Moon, Mercury, Venus and
 * Mars to the natal Sun, Moon and Ascendant (`oracle/sky.ts`). Guidance, actions, affirmation and ritual
 * follow those transits and this conversation's facts. Lucky number and colour belong to the person and the
 * day. For reflection and entertainment, and labelled so.
 */
export function oracleReading(c: ReadingContext, { birth, companionWisdom, at }: OracleInput): OracleInsight {
  const { t, facts: f, contact } = c;
  const chart = natalChart(birth);
  const element = elementOf(chart.sun.sign);
  const sign = (s: ZodiacSign) => t('zodiac.sign', { sign: s });
  const day = DateTime.fromMillis(at, { zone: c.timeZone }).toISODate() ?? new Date(at).toISOString().slice(0, 10);
  const noon = DateTime.fromISO(`${day}T12:00`, { zone: c.timeZone }).toJSDate();
  const sky = skyOf(noon, chart);
  const random = seedrandom(`${birth.dob}|${birth.timeOfBirth ?? ''}|${day}`);
  const colour = colours[element][Math.floor(random() * 3)]!;
  const drawn = wisdoms[Math.floor(random() * wisdoms.length)]!.title;
  const guideTitle =
    companionWisdom ??
    c.pick(
      'o.guide',
      [drawn],
      wisdoms.map((w) => w.title),
    );
  const guide = wisdoms.find((w) => w.title === guideTitle) ?? wisdoms[0]!;
  const moonSign = 'signs' in chart.moon ? chart.moon.signs[0] : chart.moon.sign;
  const kind = f.relationship.kind;
  const leading = leadingTransits(sky);
  const strongest = leading[0];
  const first = c.change.kind === 'first';
  // Each weekday has its traditional ruling planet (Sunday the Sun … Saturday Saturn).
  const rulers = ['Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Sun'];
  const ruler = rulers[DateTime.fromMillis(at, { zone: c.timeZone }).weekday - 1]!;
  const transitLine = (x: Transit) =>
    `${t('oracle.transit', { body: t('oracle.body', { body: x.body }), aspect: x.aspect, point: x.point })}: ${t('oracle.transitMeaning', {
      body: x.body,
      quality: x.quality,
      variant: c.variant(`o.transit.${x.body}.${x.quality}`),
      contact,
      topic: c.topic,
    })}`;
  const natal = {
    sun: () => t('oracle.reflection.sun', { sun: sign(chart.sun.sign), element }),
    moon: () => t('oracle.reflection.moon', { moon: moonSign }),
    rising: () => (chart.ascendant ? t('oracle.reflection.rising', { ascendant: chart.ascendant.sign }) : t('oracle.noTime')),
  };
  // The first reading introduces the whole chart; later ones name a placement only when the day's strongest
  // transit touches it and it was not said in the last readings (the transits speak for the day).
  const touched = strongest ? ({ sun: 'sun', moon: 'moon', ascendant: 'rising' } as const)[strongest.point] : null;
  const placements = first
    ? [natal.sun(), natal.moon(), natal.rising()]
    : touched && c.fresh('o.natal', touched)
      ? [natal[c.pick('o.natal', [touched]) as typeof touched]()]
      : [];
  const reflections = [...placements, ...(leading.length > 0 ? leading.map(transitLine) : [t('oracle.quietSky')])];
  if (sky.retrograde.length > 0)
    reflections.push(
      t('oracle.retrograde', {
        planets: c.list(sky.retrograde.map((body) => t('oracle.body', { body }))),
        count: sky.retrograde.length,
        variant: c.variant(`o.retrograde.${sky.retrograde.join('.')}`),
      }),
    );
  if (f.enough)
    reflections.push(t('oracle.reflection.messages', { written: f.written, contact, topics: c.topics, variant: c.variant('o.messages') }));
  const quality = strongest?.quality ?? 'fused';
  return {
    akashic_guidance: [
      ...(first ? [t('oracle.akashic', { chart: chartLine(c, chart), element })] : []),
      t('oracle.today', { phase: sky.moonPhase, moon: sign(sky.positions.Moon.sign) }),
      t('oracle.moonDay', { moon: sky.positions.Moon.sign }),
      t('oracle.entertainment'),
    ].join(' '),
    mirror_portal: f.enough
      ? t('oracle.mirror', {
          contact,
          part: t('part.name', { part: f.busiestPart }),
          opener: f.initiator === 'balanced' ? 'both' : f.initiator,
          element,
          sun: sign(chart.sun.sign),
          variant: c.variant('o.mirror'),
        })
      : '',
    oracle_reflection: reflections,
    spiritual_guide: t('oracle.guide', {
      guide: c.wisdomName(guide.title),
      example: ((q) => `“${q.quote}” — ${q.source}`)(c.wisdomQuote(guide)),
    }),
    vibe_type: t('oracle.vibe', { element, quality }),
    daily_actions: {
      [t('oracle.daily.morning')]: t('oracle.action.morning', { ruler }),
      [t('oracle.daily.afternoon')]: t('oracle.action.afternoon', {
        body: strongest?.body ?? 'none',
        kind,
        contact,
        topic: c.topic,
        variant: c.variant(`o.afternoon.${strongest?.body ?? 'none'}`, 2),
      }),
      // The day's ruler leads; one said in the last readings gives way to another planet's.
      [t('oracle.daily.evening')]: t('oracle.action.evening', { ruler: c.pick('o.evening', [ruler], rulers) }),
    },
    lucky_number: 1 + Math.floor(random() * 99),
    power_color: t('oracle.color', { color: colour.name }),
    power_color_hash: colour.hex,
    affirmation: [
      t('oracle.affirmation.1', { ruler: c.pick('o.affirmation', [ruler], rulers) }),
      t('oracle.affirmation.2', { contact, kind, quality, variant: c.variant(`o.affirmation.${quality}`) }),
    ],
    ritual_suggestion: t('oracle.ritual', { phase: sky.moonPhase, variant: c.variant(`o.ritual.${sky.moonPhase}`) }),
  };
}
