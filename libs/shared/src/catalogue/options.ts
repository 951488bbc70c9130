export const companionLanguages = ['English', 'Spanish', 'French', 'Portuguese', 'Arabic', 'Indonesian'] as const;
export type CompanionLanguage = (typeof companionLanguages)[number];

export interface Option<T> {
  value: T;
  label: string;
}

/** Schedule intervals in hours (docs/product.md §9). */
export const intervalOptions: readonly Option<number>[] = [
  { value: 0.032, label: '2 min' },
  { value: 0.166667, label: '10 min' },
  { value: 24, label: 'Daily' },
  { value: 168, label: 'Weekly' },
];
export const defaultInterval = 24;

export const minimumMessageOptions: readonly Option<number>[] = [
  { value: 5, label: '5 messages for testing' },
  { value: 25, label: '25' },
  { value: 50, label: '50' },
  { value: 75, label: '75' },
  { value: 100, label: '100' },
];
export const defaultMinimumMessages = 25;

export const insightTypes = ['Wisdom', 'Looped', 'Astrology'] as const;
export type InsightType = (typeof insightTypes)[number];

/** Contacts per schedule and type (docs/product.md §9). */
export const contactLimits: Record<InsightType, number> = { Wisdom: 5, Looped: 1, Astrology: 5 };

/** Schedules one account may keep: enough for every person and kind, and a bound on what a run and the jobs page carry. */
export const scheduleLimit = 10;
