import type { Page } from '@playwright/test';

/** Puts a persisted session (docs/product.md §3, version 0) in localStorage before the app starts. */
export async function seedSession(page: Page, state: Record<string, unknown>): Promise<void> {
  await page.addInitScript((persisted) => {
    if (!sessionStorage.getItem('e2e-seeded')) {
      localStorage.setItem('persist:session', JSON.stringify({ version: 0, state: persisted }));
      sessionStorage.setItem('e2e-seeded', '1');
    }
  }, state);
}

export const signedInWithWhatsapp = {
  authenticatedUser: true,
  userId: 'e2e-user',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  whatsappConnected: true,
};
