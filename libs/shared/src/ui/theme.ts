/**
 * The design tokens. Every colour pair the screens use passes WCAG 2.2 AA (text 4.5:1, large text and
 * the edges of controls 3:1); `contrast.test.ts` checks each pair.
 */
export const theme = {
  colors: {
    background: '#f6f4ef',
    surface: '#ffffff',
    surfaceMuted: '#efece4',
    text: '#1f2421',
    textMuted: '#545b56',
    primary: '#1d6b52',
    primaryText: '#ffffff',
    primaryHover: '#155340',
    primarySoft: '#e4f1eb',
    accent: '#c9822b',
    /** Decorative lines (cards, dividers). */
    border: '#d9d6cc',
    /** The edge of a control (inputs, secondary buttons): 3:1 against the page. */
    control: '#7b817c',
    danger: '#b3261e',
    dangerSoft: '#fbeceb',
    success: '#1d6b52',
    successSoft: '#e4f1eb',
    warning: '#7a4a00',
    warningSoft: '#fdf3e1',
    info: '#1f5a9e',
    infoSoft: '#e9f1fb',
    focus: '#2f6fdb',
  },
  /** A 4 px grid: space(4) is 16px. */
  space: (n: number) => `${n * 4}px`,
  radius: { sm: '6px', md: '10px', lg: '16px', round: '999px' },
  shadow: {
    card: '0 1px 2px rgb(31 36 33 / 6%), 0 4px 16px rgb(31 36 33 / 6%)',
    overlay: '0 16px 48px rgb(31 36 33 / 25%)',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    /** Prompts, JSON and other text whose characters line up. */
    mono: "ui-monospace, 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace",
    /** The type scale: captions, small print, body, lead, section and page headings. */
    size: { xs: '0.8125rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.25rem' },
    weight: { regular: 400, bold: 600 },
  },
  /** Content columns: forms and single cards, and everything else. */
  width: { narrow: '440px', wide: '960px' },
  breakpoints: { tablet: '640px', desktop: '1024px' },
  headerHeight: '56px',
} as const;

export type AppTheme = typeof theme;
export type Tone = 'info' | 'success' | 'warning' | 'error';

/** The text and background colours of each tone (notices, form messages). */
export const toneColors = (t: AppTheme, tone: Tone) =>
  ({
    info: { text: t.colors.info, background: t.colors.infoSoft },
    success: { text: t.colors.success, background: t.colors.successSoft },
    warning: { text: t.colors.warning, background: t.colors.warningSoft },
    error: { text: t.colors.danger, background: t.colors.dangerSoft },
  })[tone];
