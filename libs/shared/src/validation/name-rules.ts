/**
 * What a person's name may hold. Names are shown to other screens and sent in WhatsApp messages, so
 * control characters (NUL, ESC, ...), direction overrides (U+202E turns 'evil.exe' around) and
 * names made only of invisible characters are refused (docs/ARCHITECTURE.md §11).
 */
const controlOrDirection = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** Characters that draw nothing: spaces, format characters and the blank-looking fillers. */
const invisible = /[\p{Z}\p{Cf}\s\u115F\u1160\u2800\u3164\uFFA0]/gu;

export const hasControlOrDirectionCharacters = (name: string): boolean => controlOrDirection.test(name);

export const hasVisibleCharacters = (name: string): boolean => name.replace(invisible, '') !== '';

/** A name from elsewhere (an identity provider) made safe to keep: refused characters dropped, trimmed. */
export function cleanName(name: string): string {
  return name.replace(new RegExp(controlOrDirection.source, 'gu'), '').trim();
}

/** The longest name kept anywhere: an account's, a contact's, a name on a schedule. */
export const nameLengthLimit = 120;

/** Whether `zone` is an IANA time zone this runtime knows ('Europe/Lisbon', 'UTC'); 'Mars/Olympus' is not. */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
