import { describe, expect, it } from 'vitest';
import { placement, type NatalChart } from './natal-chart.ts';
import { longitudeOf, skyOf } from './sky.ts';

const chartAt = (sun: number, moon: number, ascendant: number | null = null): NatalChart => ({
  sun: placement(sun),
  moon: placement(moon),
  ascendant: ascendant === null ? null : placement(ascendant),
  timed: ascendant !== null,
});

describe('the sky of a day', () => {
  it('8 April 2024, the eclipse: Sun and Moon together in Aries, a new Moon, Mercury retrograde', () => {
    const sky = skyOf(new Date('2024-04-08T18:17:00Z'), chartAt(0, 0));
    expect(sky.positions.Sun.sign).toBe('Aries');
    expect(sky.positions.Moon.sign).toBe('Aries');
    expect(Math.abs(sky.positions.Sun.longitude - sky.positions.Moon.longitude)).toBeLessThan(1);
    expect(sky.positions.Sun.degrees).toBeGreaterThan(18);
    expect(sky.positions.Sun.degrees).toBeLessThan(20);
    expect(sky.moonPhase).toBe('new');
    expect(sky.retrograde).toContain('Mercury');
    expect(sky.positions.Mars.sign).toBe('Pisces');
  });

  it('15 November 2024, a full Moon in Taurus opposite the Sun in Scorpio; nothing retrograde yet', () => {
    const sky = skyOf(new Date('2024-11-15T21:28:00Z'), chartAt(0, 0));
    expect([sky.positions.Sun.sign, sky.positions.Moon.sign]).toEqual(['Scorpio', 'Taurus']);
    expect(sky.moonPhase).toBe('full');
    expect(sky.retrograde).toEqual([]);
  });

  it('finds the aspects to the natal points within their orbs, strongest first, and none beyond', () => {
    const date = new Date('2026-11-24T12:00:00Z');
    const venus = longitudeOf('Venus', date);
    const mars = longitudeOf('Mars', date);
    const sky = skyOf(date, chartAt(venus + 120.5, mars + 93, venus - 45));
    expect(sky.transits).toContainEqual(expect.objectContaining({ body: 'Venus', aspect: 'trine', point: 'sun', quality: 'harmonious' }));
    expect(sky.transits).toContainEqual(expect.objectContaining({ body: 'Mars', aspect: 'square', point: 'moon', quality: 'tense' }));
    expect(sky.transits.some((t) => t.body === 'Venus' && t.point === 'ascendant')).toBe(false);
    const strengths = sky.transits.map((t) => t.strength);
    expect(strengths).toEqual([...strengths].sort((a, b) => b - a));
  });
});
