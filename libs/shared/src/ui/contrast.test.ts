import { describe, expect, it } from 'vitest';
import { theme, toneColors, type Tone } from './theme.ts';

/** WCAG 2.2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const c = theme.colors;

describe('colour tokens pass WCAG 2.2 AA', () => {
  it.each([
    ['text on the page', c.text, c.background],
    ['text on a card', c.text, c.surface],
    ['muted text on the page', c.textMuted, c.background],
    ['muted text on a card', c.textMuted, c.surface],
    ['muted text on a muted surface', c.textMuted, c.surfaceMuted],
    ['a primary button', c.primaryText, c.primaryHover],
    ['a primary button', c.primaryText, c.primary],
    ['a danger button', '#ffffff', c.danger],
    ['links on the page', c.primary, c.background],
    ['links on a card', c.primary, c.surface],
    ['selected chips', c.primary, c.primarySoft],
    ['errors on a card', c.danger, c.surface],
  ])('%s: 4.5:1', (_what, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each<Tone>(['info', 'success', 'warning', 'error'])('%s notices: 4.5:1', (tone) => {
    const { text, background } = toneColors(theme, tone);
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['control edges on a card', c.control, c.surface],
    ['control edges on the page', c.control, c.background],
    ['the focus ring on the page', c.focus, c.background],
    ['the focus ring on a card', c.focus, c.surface],
  ])('%s: 3:1', (_what, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});
