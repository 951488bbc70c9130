import { suggestCities } from '../../places/city-suggestions.ts';
import type { ScheduledAstrologyForm } from '@app/shared/contracts';

/**
 * `--birth '1990-06-15 14:30 London, GB'`: a date, an optional local time, and a place ("City" or
 * "City, CC") for the reader, resolved to coordinates and a time zone from the offline city list, most populous first.
 */
export function parseBirth(argument: string, reader: string): ScheduledAstrologyForm {
  const match = /^(\d{4}-\d{2}-\d{2})(?:\s+(\d{1,2}:\d{2}))?\s+(.+)$/u.exec(argument.trim());
  if (!match) throw new Error(`--birth wants 'YYYY-MM-DD [HH:MM] City[, CC]', not '${argument}'`);
  const [, dob, time, place] = match as unknown as [string, string, string | undefined, string];
  const [cityName, countryCode] = place.split(',').map((part) => part.trim());
  const city = suggestCities(cityName!, 50).find((c) => !countryCode || c.countryCode.toLowerCase() === countryCode.toLowerCase());
  if (!city) throw new Error(`No city called '${place}' in the offline city list`);
  return {
    // The birth form asks for a first and a last name; the chat knows the reader by one name at most.
    firstName: reader.split(' ')[0] || 'You',
    lastName: reader.split(' ').slice(1).join(' ') || reader || 'You',
    dob,
    timeOfBirth: time ? time.padStart(5, '0') : '',
    city: city.city,
    country: city.country,
    timeZone: city.timezone,
    latitude: city.lat,
    longitude: city.lng,
  };
}
