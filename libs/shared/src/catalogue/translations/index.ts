import { ar } from './ar.ts';
import type { CatalogueTranslation } from './catalogue-translation.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { id } from './id.ts';
import { pt } from './pt.ts';

export type { CatalogueTranslation } from './catalogue-translation.ts';

/**
 * Every translation of the catalogue at once, for the server (its readings name the research entries in the
 * reader's language). The pages fetch one language at a time instead (`@app/shared/page-words`).
 */
export const catalogueTranslations: Record<'es' | 'fr' | 'pt' | 'ar' | 'id', CatalogueTranslation> = { es, fr, pt, ar, id };
