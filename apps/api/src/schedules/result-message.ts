import type { CompanionLanguage } from '@app/shared/catalogue';

const templates: Record<CompanionLanguage, (link: string) => string> = {
  English: (link) => `✨ Your Companion insight is ready. Read it here: ${link}`,
  Spanish: (link) => `✨ Tu reflexión de Companion está lista. Léela aquí: ${link}`,
  French: (link) => `✨ Votre éclairage Companion est prêt. Lisez-le ici : ${link}`,
  Portuguese: (link) => `✨ A sua reflexão do Companion está pronta. Leia aqui: ${link}`,
  // The link stays in its own left-to-right run inside the right-to-left sentence.
  Arabic: (link) => `✨ رؤيتك من Companion جاهزة. اقرأها هنا: \u2066${link}\u2069`,
  Indonesian: (link) => `✨ Wawasan Companion Anda sudah siap. Baca di sini: ${link}`,
};

/** The one WhatsApp message a run sends to the user's own chat, in their companion language. */
export const resultMessage = (language: CompanionLanguage, publicUrl: string, resultId: string): string =>
  templates[language](`${publicUrl}/result-entry/v0-4/${resultId}`);
