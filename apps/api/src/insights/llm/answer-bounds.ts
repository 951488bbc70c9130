/** The longest text a model may put in one field of a reading, and in the whole reading. */
export const answerBounds = { fieldChars: 2_000, totalChars: 24_000 } as const;

const link = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|io|ly|me|app|xyz|ru|cn)\b\/?/iu;

const strings = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, v]) => [key, ...strings(v)]);
  return [];
};

/**
 * Why a model's reading may not be shown, or null: a reading is read on a phone from a WhatsApp link, so a
 * field is a paragraph or two, the whole a few pages, and it links nowhere (a model steered by a message
 * in the chat could otherwise put a link in front of the reader).
 */
export function answerOutOfBounds(reading: unknown): string | null {
  const texts = strings(reading);
  if (texts.some((text) => text.length > answerBounds.fieldChars)) return `a field was longer than ${answerBounds.fieldChars} characters`;
  if (texts.reduce((sum, text) => sum + text.length, 0) > answerBounds.totalChars) return 'the answer was too long';
  if (texts.some((text) => link.test(text))) return 'the answer contained a link';
  return null;
}
