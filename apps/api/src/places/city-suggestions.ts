import type { CitySuggestion } from '@app/shared/contracts';
import { cityMapping } from 'city-timezones';

/** Lower case without accents, so 'são p' finds 'Sao Paulo' and 'zur' finds 'Zürich'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

interface IndexedCity {
  names: string[];
  population: number;
  suggestion: CitySuggestion;
}

let index: IndexedCity[] | undefined;

/** The offline city data set (city-timezones: 7,329 cities with coordinates and IANA zones), indexed once. */
function cities(): IndexedCity[] {
  index ??= cityMapping
    .map((c) => ({
      names: [...new Set([fold(c.city), fold(c.city_ascii)])],
      population: c.pop,
      suggestion: {
        city: c.city,
        province: c.province ?? '',
        country: c.country,
        countryCode: c.iso2,
        lat: c.lat,
        lng: c.lng,
        timezone: c.timezone,
      },
    }))
    .filter((c) => c.suggestion.countryCode.length === 2 && c.suggestion.timezone !== '')
    .sort((a, b) => b.population - a.population);
  return index;
}

/** Cities whose name starts with `query`, most populous first. */
export function suggestCities(query: string, limit = 8): CitySuggestion[] {
  const wanted = fold(query);
  if (wanted.length < 2) return [];
  const found: CitySuggestion[] = [];
  for (const city of cities()) {
    if (city.names.some((name) => name.startsWith(wanted))) found.push(city.suggestion);
    if (found.length === limit) break;
  }
  return found;
}
