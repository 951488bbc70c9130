import type { InsightSummary } from '@app/shared/contracts';

export interface DayGroup {
  /** The local calendar day, 'YYYY-MM-DD' (a stable key). */
  day: string;
  /** Noon of that day, for naming it. */
  date: Date;
  /** 0 today, 1 yesterday, more for older days. */
  daysAgo: number;
  items: InsightSummary[];
}

const dayKey = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const noon = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate(), 12);

/** Results by the reader's local day, in the order given (newest first). */
export function groupByDay(items: readonly InsightSummary[], now: Date): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const item of items) {
    const at = new Date(item.createdAt);
    const day = dayKey(at);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else
      groups.push({
        day,
        date: noon(at),
        daysAgo: Math.round((noon(now).getTime() - noon(at).getTime()) / 86_400_000),
        items: [item],
      });
  }
  return groups;
}
