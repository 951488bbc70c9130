import { Body, Ecliptic, EclipticGeoMoon, GeoVector, MoonPhase, SunPosition } from 'astronomy-engine';
import { placement, type NatalChart, type Placement } from './natal-chart.ts';

/** The bodies whose daily positions a reading follows: the lights and the fast planets. */
export const transitingBodies = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars'] as const;
export type TransitingBody = (typeof transitingBodies)[number];

export const aspects = [
  { name: 'conjunction', angle: 0, orb: 8 },
  { name: 'sextile', angle: 60, orb: 4 },
  { name: 'square', angle: 90, orb: 6 },
  { name: 'trine', angle: 120, orb: 6 },
  { name: 'opposition', angle: 180, orb: 8 },
] as const;
export type AspectName = (typeof aspects)[number]['name'];
/** The Moon moves about 13° a day: its aspects are read with wider orbs (standard practice). */
const moonOrbBonus = 2;

export type NatalPoint = 'sun' | 'moon' | 'ascendant';

export interface Transit {
  body: TransitingBody;
  aspect: AspectName;
  point: NatalPoint;
  /** Degrees from exact. */
  orb: number;
  /** 0 … 1: closer to exact, and slower bodies, weigh more. */
  strength: number;
  /** Harmonious (trine, sextile), tense (square, opposition) or fused (conjunction). */
  quality: 'harmonious' | 'tense' | 'fused';
}

export const moonPhases = [
  'new',
  'waxingCrescent',
  'firstQuarter',
  'waxingGibbous',
  'full',
  'waningGibbous',
  'lastQuarter',
  'waningCrescent',
] as const;
export type MoonPhaseName = (typeof moonPhases)[number];

export interface Sky {
  /** Where each body is that day (geocentric, tropical). */
  positions: Record<TransitingBody, Placement>;
  moonPhase: MoonPhaseName;
  /** Mercury, Venus and Mars moving backwards along the ecliptic that day. */
  retrograde: TransitingBody[];
  /** Aspects of the day's bodies to the natal Sun, Moon and Ascendant, strongest first. */
  transits: Transit[];
}

const day = 86_400_000;
const planets: Partial<Record<TransitingBody, Body>> = { Mercury: Body.Mercury, Venus: Body.Venus, Mars: Body.Mars };

/** A body's geocentric ecliptic longitude at `date` (astronomy-engine, corrected for aberration). */
export function longitudeOf(body: TransitingBody, date: Date): number {
  if (body === 'Sun') return SunPosition(date).elon;
  if (body === 'Moon') return EclipticGeoMoon(date).lon;
  return Ecliptic(GeoVector(planets[body]!, date, true)).elon;
}

const separation = (a: number, b: number) => {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return d > 180 ? 360 - d : d;
};

/** How much a body's aspects count: the slower the body, the longer its influence is read to last. */
const weight: Record<TransitingBody, number> = { Sun: 0.8, Moon: 0.55, Mercury: 0.75, Venus: 0.9, Mars: 1 };

function phaseOf(date: Date): MoonPhaseName {
  const angle = MoonPhase(date);
  return moonPhases[Math.floor(((angle + 22.5) % 360) / 45)]!;
}

/**
 * The sky of one day against a natal chart, as daily horoscopes build it: where the Sun, Moon, Mercury,
 * Venus and Mars are, the Moon's phase, which planets are retrograde, and every conjunction, sextile,
 * square, trine and opposition they make to the natal Sun, Moon and Ascendant within standard orbs.
 */
export function skyOf(date: Date, chart: NatalChart): Sky {
  const positions = Object.fromEntries(transitingBodies.map((b) => [b, placement(longitudeOf(b, date))])) as Record<
    TransitingBody,
    Placement
  >;
  const retrograde = (['Mercury', 'Venus', 'Mars'] as const).filter((b) => {
    const delta = ((longitudeOf(b, new Date(date.getTime() + day)) - longitudeOf(b, date) + 540) % 360) - 180;
    return delta < 0;
  });
  const natal: [NatalPoint, number][] = [['sun', chart.sun.longitude]];
  if ('longitude' in chart.moon) natal.push(['moon', chart.moon.longitude]);
  if (chart.ascendant) natal.push(['ascendant', chart.ascendant.longitude]);
  const transits: Transit[] = [];
  for (const body of transitingBodies) {
    for (const [point, longitude] of natal) {
      const apart = separation(positions[body].longitude, longitude);
      for (const aspect of aspects) {
        const orb = aspect.orb + (body === 'Moon' ? moonOrbBonus : 0);
        const off = Math.abs(apart - aspect.angle);
        if (off > orb) continue;
        transits.push({
          body,
          aspect: aspect.name,
          point,
          orb: off,
          strength: weight[body] * (1 - off / orb),
          quality: aspect.name === 'conjunction' ? 'fused' : aspect.name === 'trine' || aspect.name === 'sextile' ? 'harmonious' : 'tense',
        });
      }
    }
  }
  transits.sort((a, b) => b.strength - a.strength);
  return { positions, moonPhase: phaseOf(date), retrograde, transits };
}
