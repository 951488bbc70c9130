import type { LoopedInsight, WisdomInsight } from '@app/shared/contracts';

const quoted = /[“«"]\s?(.+?)\s?[”»"]/gu;

/** The text a quote claims to take from the chat: the part inside quotation marks, else the whole of it. */
function claimed(quote: string): string[] {
  const inside = [...quote.matchAll(quoted)].map((m) => m[1]!.trim());
  return inside.length > 0 ? inside : [quote.trim()];
}

/** Quotes a reading presents as evidence: Looped's evidence quotes, Wisdom's original messages. */
export function evidenceOf(reading: LoopedInsight | WisdomInsight): string[] {
  if ('evidence_quotes' in reading) return reading.evidence_quotes;
  return (reading.insight?.['Analysis Responses'] ?? []).flatMap((r) =>
    Array.isArray(r.value)
      ? r.value.filter((x) => x.title === '💬 Original Message' && typeof x.value === 'string').map((x) => x.value as string)
      : [],
  );
}

/** The first quote that is not a literal piece of one of the messages, or null when every quote is. */
export function inventedQuote(reading: LoopedInsight | WisdomInsight, messages: readonly string[]): string | null {
  for (const quote of evidenceOf(reading))
    for (const text of claimed(quote)) if (text.length < 2 || !messages.some((m) => m.includes(text))) return quote;
  return null;
}
