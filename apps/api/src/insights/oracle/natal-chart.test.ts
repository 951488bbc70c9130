import { describe, expect, it } from 'vitest';
import { natalChart, type Placement } from './natal-chart.ts';

/** '12°33′' as published, in decimal degrees. */
const dm = (degrees: number, minutes: number) => degrees + minutes / 60;
const near = (placed: Placement | { signs: unknown } | null, sign: string, degrees: number, within: number) => {
  expect(placed && 'sign' in placed ? placed.sign : placed).toBe(sign);
  expect(Math.abs((placed as Placement).degrees - degrees)).toBeLessThanOrEqual(within);
};

describe('the natal chart', () => {
  it('matches a published chart: Honolulu, 1961-08-04 19:24 (Sun Leo 12°33′, Moon Gemini 3°21′, Ascendant Aquarius 18°03′)', () => {
    const chart = natalChart({
      dob: '1961-08-04',
      timeOfBirth: '19:24',
      timeZone: 'Pacific/Honolulu',
      latitude: 21.3069,
      longitude: -157.8583,
    });
    near(chart.sun, 'Leo', dm(12, 33), 1);
    near(chart.moon, 'Gemini', dm(3, 21), 1);
    near(chart.ascendant, 'Aquarius', dm(18, 3), 2);
  });

  it('matches a published chart with summer time: Sandringham, 1961-07-01 19:45 BST (Sun Cancer 9°40′, Moon Aquarius 25°02′, Ascendant Sagittarius 18°24′)', () => {
    const chart = natalChart({ dob: '1961-07-01', timeOfBirth: '19:45', timeZone: 'Europe/London', latitude: 52.8311, longitude: 0.5139 });
    near(chart.sun, 'Cancer', dm(9, 40), 1);
    near(chart.moon, 'Aquarius', dm(25, 2), 1);
    near(chart.ascendant, 'Sagittarius', dm(18, 24), 2);
  });

  it('matches a published Sun: Simferopol, 1998-07-12 08:20 (Sun Cancer 19°40′44″)', () => {
    const chart = natalChart({
      dob: '1998-07-12',
      timeOfBirth: '08:20',
      timeZone: 'Europe/Simferopol',
      latitude: 44.9521,
      longitude: 34.1024,
    });
    near(chart.sun, 'Cancer', 19 + 40 / 60 + 44 / 3600, 1);
  });

  it('without a birth time: no Ascendant, the Sun at noon, and the Moon for the whole day (one sign, or both it was in)', () => {
    const sandringham = natalChart({ dob: '1961-07-01', timeZone: 'Europe/London', latitude: 52.8311, longitude: 0.5139 });
    expect(sandringham.ascendant).toBeNull();
    expect(sandringham.timed).toBe(false);
    near(sandringham.sun, 'Cancer', dm(9, 40), 1);
    expect((sandringham.moon as Placement).sign).toBe('Aquarius');
    // On 1961-08-04 in Honolulu the Moon went from Taurus into Gemini.
    expect(natalChart({ dob: '1961-08-04', timeZone: 'Pacific/Honolulu' }).moon).toEqual({ signs: ['Taurus', 'Gemini'] });
  });
});
