import { describe, expect, it } from 'vitest';
import { wisdoms } from '../catalogue/index.ts';
import { wisdomEmblems } from './wisdom-emblems.ts';

describe('wisdom emblems', () => {
  it('draw every wisdom with its own emblem', () => {
    const emblems = wisdoms.map((wisdom) => wisdomEmblems[wisdom.imgUrl]);
    expect(emblems.every(Boolean)).toBe(true);
    expect(new Set(emblems).size).toBe(wisdoms.length);
  });
});
