import { describe, expect, it } from 'vitest';
import { intervalMs, lateness, nextOccurrenceAfter } from './occurrences.ts';

describe('occurrences', () => {
  it('turns the product’s intervals into ms', () => {
    expect(intervalMs(0.032)).toBe(115_200);
    expect(intervalMs(0.166667)).toBe(600_001);
    expect(intervalMs(24)).toBe(86_400_000);
  });

  it('finds the next occurrence on the start’s grid, strictly after now', () => {
    expect(nextOccurrenceAfter(1_000, 100, 500)).toBe(1_000);
    expect(nextOccurrenceAfter(1_000, 100, 1_000)).toBe(1_100);
    expect(nextOccurrenceAfter(1_000, 100, 1_099)).toBe(1_100);
    expect(nextOccurrenceAfter(1_000, 100, 10_050)).toBe(10_100);
  });

  it('lets an occurrence be at most a minute (or half an interval) late', () => {
    expect(lateness(intervalMs(0.032))).toBe(57_600);
    expect(lateness(intervalMs(24))).toBe(60_000);
  });
});
