import type { CompanionLanguage } from '@app/shared/catalogue';

const locales: Record<CompanionLanguage, string> = {
  English: 'en',
  Spanish: 'es',
  French: 'fr',
  Portuguese: 'pt',
  Arabic: 'ar',
  Indonesian: 'id',
};

const templates: Record<CompanionLanguage, (who: string, link: string) => string> = {
  English: (who, link) => `✨ Your Companion insight about ${who} is ready. Read it here: ${link}`,
  Spanish: (who, link) => `✨ Tu reflexión de Companion sobre ${who} está lista. Léela aquí: ${link}`,
  French: (who, link) => `✨ Votre éclairage Companion sur ${who} est prêt. Lisez-le ici : ${link}`,
  Portuguese: (who, link) => `✨ A sua reflexão do Companion sobre ${who} está pronta. Leia aqui: ${link}`,
  // The link stays in its own left-to-right run inside the right-to-left sentence.
  Arabic: (who, link) => `✨ رؤيتك من Companion عن ${who} جاهزة. اقرأها هنا: \u2066${link}\u2069`,
  Indonesian: (who, link) => `✨ Wawasan Companion Anda tentang ${who} sudah siap. Baca di sini: ${link}`,
};

/**
 * The one WhatsApp message a run sends to the user's own chat, in their companion language, naming whom the
 * insight is about ('✨ Your Companion insight about Maya is ready…'). Each name is isolated, so a name in
 * another script reads in its own direction.
 */
export function resultMessage(language: CompanionLanguage, publicUrl: string, resultId: string, about: readonly string[]): string {
  const names = new Intl.ListFormat(locales[language], { type: 'conjunction' }).format(about.map((name) => `\u2068${name}\u2069`));
  return templates[language](names, `${publicUrl}/result-entry/v0-4/${resultId}`);
}
