/**
 * The catalogue in a reading language: each philosophy's title and description (keyed by its English
 * title) and each research entry's title, description and finding (keyed by its id). English is the
 * catalogue itself (`wisdoms.ts`, `research.ts`).
 */
export interface CatalogueTranslation {
  wisdoms: Record<string, { title: string; content: string }>;
  research: Record<number, { title: string; content: string; benefit: string }>;
}
