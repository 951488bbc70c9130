import { describe, expect, it } from 'vitest';
import {
  companionLanguages,
  contactLimits,
  defaultInterval,
  defaultMinimumMessages,
  intervalOptions,
  loopedImageKeys,
  minimumMessageOptions,
  researchEntries,
  wisdoms,
} from './index.ts';

const specTitles = [
  'Stoicism',
  'Sufi Wisdom',
  'Taoism',
  'Buddhist Teachings',
  'Christian Mysticism',
  'Indigenous Wisdom',
  'Vedanta (Hinduism)',
  'Sikh Teachings',
  'Confucianism',
  'Renaissance Humanism',
  'Positive Psychology',
  'Existentialism',
  "Rumi's Mystical Poetry (Sufism)",
  'Shamanic Wisdom',
  'Kabbalah',
  'Alan Watts',
  'Miyamoto Musashi',
  'Yoda',
  'Carl Jung',
  'The Dude',
  'Eckhart Tolle',
  'Hunter S. Thompson',
  'Sadhguru',
  'Bill Hicks',
];

describe('wisdom catalogue', () => {
  it('has the 24 wisdoms of docs/product.md §3, in order, with unique ids', () => {
    expect(wisdoms.map((w) => w.title)).toEqual(specTitles);
    expect(new Set(wisdoms.map((w) => w.id)).size).toBe(24);
  });

  it.each(wisdoms.map((w) => [w.title, w] as const))('%s has every field filled', (_title, wisdom) => {
    for (const field of ['title', 'content', 'imgUrl', 'example', 'exampleSource'] as const) {
      expect(wisdom[field].trim().length, field).toBeGreaterThan(0);
    }
    expect(wisdom.content.length).toBeGreaterThan(40);
  });

  it('never puts a verbatim quote in the mouth of a modern persona', () => {
    for (const title of ['Alan Watts', 'Yoda', 'The Dude', 'Eckhart Tolle', 'Hunter S. Thompson', 'Sadhguru', 'Bill Hicks']) {
      expect(wisdoms.find((w) => w.title === title)?.exampleSource).toMatch(/original paraphrase/);
    }
  });
});

describe('relationship research entries', () => {
  it('has the eight entries, ids 1-8, each with researcher and benefit', () => {
    expect(researchEntries.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const entry of researchEntries) {
      expect(entry.researcher.length).toBeGreaterThan(10);
      expect(entry.benefit.length).toBeGreaterThan(20);
      expect(entry.content.length).toBeGreaterThan(20);
    }
  });

  it('never claims a study predicts divorce', () => {
    expect(researchEntries.some((r) => /predicts?/i.test(`${r.benefit} ${r.content}`))).toBe(false);
  });

  it('has looped images 1 to 9', () => {
    expect(loopedImageKeys).toHaveLength(9);
  });
});

describe('options', () => {
  it('has the six companion languages', () => {
    expect(companionLanguages).toEqual(['English', 'Spanish', 'French', 'Portuguese', 'Arabic', 'Indonesian']);
  });

  it('has the interval options of docs/product.md §9, Daily by default', () => {
    expect(intervalOptions.map((o) => [o.value, o.label])).toEqual([
      [0.032, '2 min'],
      [0.166667, '10 min'],
      [24, 'Daily'],
      [168, 'Weekly'],
    ]);
    expect(defaultInterval).toBe(24);
  });

  it('has the minimum-message options of docs/product.md §9, 25 by default', () => {
    expect(minimumMessageOptions.map((o) => o.value)).toEqual([5, 25, 50, 75, 100]);
    expect(minimumMessageOptions[0]?.label).toBe('5 messages for testing');
    expect(defaultMinimumMessages).toBe(25);
  });

  it('limits contacts to 5, 1 and 5', () => {
    expect(contactLimits).toEqual({ Wisdom: 5, Looped: 1, Astrology: 5 });
  });
});
