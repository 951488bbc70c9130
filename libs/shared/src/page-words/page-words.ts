/**
 * The words of the pages that show a reading (result pages, instant wisdom, 'Your insights'), in the
 * reading's language. English is docs/product.md's own text; the other languages are loaded on demand
 * (`loadPageLanguage`), so a page carries only the language it shows.
 */
export interface PageWords {
  /** The language's tag (the page's `lang`). */
  lang: string;
  /** The locale its dates are written in ('en-GB': 'Friday, 27 November 2026'). */
  dateLocale: string;
  dir: 'ltr' | 'rtl';

  kinds: { Wisdom: string; Looped: string; Astrology: string };
  wisdomLoading: string;
  loopedLoading: string;
  oracleLoading: string;
  loading: string;
  contacts: string;
  philosophiesFor: (name: string) => string;
  couldNotOpen: string;
  goBack: string;
  backToInsights: string;

  /** The result entry page (the WhatsApp link's page). */
  companion: string;
  yourResult: string;
  hi: (name: string) => string;
  resultReadyFor: string;
  kindHints: { Wisdom: string; Looped: string; Astrology: string };

  bookRecommendation: string;
  summary: string;
  fullAnalysis: string;
  actionsYouCanTake: string;
  immediateActionItem: string;
  /** Over the quote a Wisdom reading keeps: the tradition's line, or a modern voice's labelled paraphrase (not research). */
  lineToKeep: string;
  analysisResponses: string;

  themesDetected: string;
  evidenceQuotes: string;
  emotionalSummary: string;
  wisdomTrackSuggestions: string;
  closingReflection: string;
  confidenceScore: string;
  confidenceOutOf: (n: number) => string;

  yourOracleReading: string;
  entertainmentNotice: string;
  akashicGuidance: string;
  mirrorPortal: string;
  unifiedOracleReflections: string;
  spiritualGuidance: string;
  vibeType: string;
  dailyActions: string;
  luckyNumber: string;
  notAvailable: string;
  powerColor: string;
  colourSwatch: (hex: string) => string;
  affirmations: string;
  ritualSuggestion: string;

  instantWisdom: string;
  back: string;
  loopedAdvice: string;
  wisdomInsight: string;
  advice: string;
  analysis: string;
  researchBackedQuote: string;
  wisdom: string;
  kohanWisdom: string;
  metaAnalysis: string;
  actionItem: string;

  yourInsights: string;
  insightsIntro: string;
  noInsightsTitle: string;
  noInsightsText: string;
  scheduleLink: string;
  loadMore: string;
  today: string;
  yesterday: string;
  withContacts: (names: string) => string;
  insightsFailed: string;
  tryAgain: string;
}
