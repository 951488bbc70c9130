import { IANAZone } from 'luxon';

export const dayParts = ['morning', 'afternoon', 'evening', 'night'] as const;
export type DayPart = (typeof dayParts)[number];

const hourMs = 3_600_000;

/** Hours and weekdays in the reader's zone; the zone's offset is looked up once per hour of messages, not per message. */
export function localClock(timeZone: string) {
  const zone = IANAZone.isValidZone(timeZone) ? IANAZone.create(timeZone) : IANAZone.create('UTC');
  const offsets = new Map<number, number>();
  return (at: number) => {
    const bucket = Math.floor(at / hourMs);
    let offset = offsets.get(bucket);
    if (offset === undefined) offsets.set(bucket, (offset = zone.offset(at)));
    const local = new Date(at + offset * 60_000);
    return { hour: local.getUTCHours(), weekday: local.getUTCDay() };
  };
}

export function dayPartOf(hour: number): DayPart {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 22) return 'evening';
  return 'night';
}
