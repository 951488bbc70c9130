import { EclipticGeoMoon, MakeTime, SiderealTime, SunPosition, e_tilt } from 'astronomy-engine';
import { DateTime } from 'luxon';

export const zodiacSigns = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;
export type ZodiacSign = (typeof zodiacSigns)[number];

/** A point of the zodiac: its ecliptic longitude, and its sign with the degrees into it. */
export interface Placement {
  longitude: number;
  sign: ZodiacSign;
  degrees: number;
}

export interface BirthMoment {
  /** `YYYY-MM-DD`, local to the birth place. */
  dob: string;
  /** `HH:MM` local, or empty when unknown. */
  timeOfBirth?: string;
  /** The birth place's IANA zone (historical offsets and summer time come from it). */
  timeZone: string;
  latitude?: number;
  longitude?: number;
}

export interface NatalChart {
  sun: Placement;
  /** Without a birth time the Moon is given for the whole day: one sign, or the two it was in. */
  moon: Placement | { signs: [ZodiacSign, ZodiacSign] };
  /** Only with a birth time and the place's coordinates. */
  ascendant: Placement | null;
  /** Whether the time was known; without it the Sun is placed at local noon. */
  timed: boolean;
}

const normalise = (degrees: number) => ((degrees % 360) + 360) % 360;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function placement(longitude: number): Placement {
  const lon = normalise(longitude);
  return { longitude: lon, sign: zodiacSigns[Math.floor(lon / 30)]!, degrees: lon % 30 };
}

/** The instant of a local birth time in its zone (luxon: historical offsets and summer time). */
function instant(dob: string, time: string, timeZone: string): Date {
  const local = DateTime.fromISO(`${dob}T${time}`, { zone: timeZone });
  if (!local.isValid) throw new Error(`Not a date and time in ${timeZone}: ${dob} ${time}`);
  return local.toJSDate();
}

const sunAt = (date: Date) => SunPosition(date).elon;
const moonAt = (date: Date) => EclipticGeoMoon(date).lon;

/**
 * The rising sign: where the ecliptic meets the eastern horizon. RAMC from apparent sidereal time and
 * the longitude, the true obliquity of the date: ASC = atan2(cos RAMC, −(sin RAMC·cos ε + tan φ·sin ε)).
 */
function ascendantAt(date: Date, latitude: number, longitude: number): number {
  const ramc = radians(SiderealTime(date) * 15 + longitude);
  const obliquity = radians(e_tilt(MakeTime(date)).tobl);
  const phi = radians(latitude);
  const y = Math.cos(ramc);
  const x = -(Math.sin(ramc) * Math.cos(obliquity) + Math.tan(phi) * Math.sin(obliquity));
  return normalise((Math.atan2(y, x) * 180) / Math.PI);
}

/** Sun, Moon and (with a time and a place) the Ascendant, tropical zodiac, geocentric. */
export function natalChart(birth: BirthMoment): NatalChart {
  const timed = Boolean(birth.timeOfBirth);
  const moment = instant(birth.dob, timed ? birth.timeOfBirth! : '12:00', birth.timeZone);
  const sun = placement(sunAt(moment));
  let moon: NatalChart['moon'];
  if (timed) moon = placement(moonAt(moment));
  else {
    const first = placement(moonAt(instant(birth.dob, '00:00', birth.timeZone))).sign;
    const last = placement(moonAt(instant(birth.dob, '23:59', birth.timeZone))).sign;
    moon = first === last ? placement(moonAt(moment)) : { signs: [first, last] };
  }
  const placed = timed && birth.latitude !== undefined && birth.longitude !== undefined;
  return { sun, moon, ascendant: placed ? placement(ascendantAt(moment, birth.latitude!, birth.longitude!)) : null, timed };
}
