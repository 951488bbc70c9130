import type { ScheduledAstrologyForm } from '@app/shared/contracts';
import { TextField } from '@app/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useCitySuggestions } from './use-city-suggestions.ts';

export type BirthDetails = Partial<ScheduledAstrologyForm>;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Suggestions = styled.ul`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  button {
    width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-align: left;
    cursor: pointer;
  }
  li + li button {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  button:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** The birth details a reading cannot do without (the time of birth is optional). */
export const requiredBirthDetails: readonly (keyof ScheduledAstrologyForm)[] = ['firstName', 'lastName', 'dob', 'city', 'country'];

/**
 * The Astrology birth details (time of birth optional), controlled: the city field offers the
 * server's cities, and picking one keeps its country, time zone and coordinates (a typed city has none).
 */
export function BirthDetailsFields({
  value: form,
  onChange,
  markMissing = false,
}: {
  value: BirthDetails;
  onChange: (next: BirthDetails) => void;
  /** After a refused 'Next': each required field still empty says so under itself. */
  markMissing?: boolean;
}) {
  const [typingCity, setTypingCity] = useState(false);
  const suggestions = useCitySuggestions(form.city ?? '', typingCity);
  const set = (change: BirthDetails) => onChange({ ...form, ...change });
  const missing = (key: keyof ScheduledAstrologyForm) =>
    markMissing && requiredBirthDetails.includes(key) && !String(form[key] ?? '').trim() ? 'Required' : undefined;
  const field = (key: keyof ScheduledAstrologyForm) => ({
    value: form[key] ?? '',
    onChange: (e: { target: { value: string } }) => set({ [key]: e.target.value }),
    error: missing(key),
  });

  return (
    <Grid>
      <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
      <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
      <TextField label="Date of Birth" type="date" {...field('dob')} />
      <TextField label="Time of Birth" type="time" hint="Optional: it makes the rising sign possible." {...field('timeOfBirth')} />
      <div>
        <TextField
          label="City"
          autoComplete="off"
          error={missing('city')}
          value={form.city ?? ''}
          onChange={(e) => {
            setTypingCity(true);
            // A typed city has no known zone until one is picked.
            set({ city: e.target.value, timeZone: undefined, latitude: undefined, longitude: undefined });
          }}
        />
        {suggestions.length > 0 && (
          <Suggestions aria-label="Matching cities">
            {suggestions.map((s) => (
              <li key={`${s.city}-${s.province}-${s.countryCode}`}>
                <button
                  type="button"
                  onClick={() => {
                    setTypingCity(false);
                    set({ city: s.city, country: s.country, timeZone: s.timezone, latitude: s.lat, longitude: s.lng });
                  }}
                >
                  {[s.city, s.province, s.country].filter(Boolean).join(', ')}
                </button>
              </li>
            ))}
          </Suggestions>
        )}
      </div>
      <TextField label="Country" autoComplete="country-name" {...field('country')} />
    </Grid>
  );
}
