import type { Contact } from '@app/shared/contracts';
import { startLlmServer, type LlmServer } from '@app/shared/testing/llm-server';
import type { Page } from '@playwright/test';
import { newPerson, type Account } from './accounts.ts';
import { chooseContact } from './choices.ts';
import { startApi } from './processes.ts';
import { linkedPage, phoneMessage } from './whatsapp.ts';

export interface StaffSetup {
  /** The api started for this journey: STAFF_EMAILS names Grace, and the model is `llm`. */
  origin: string;
  llm: LlmServer;
  grace: Account;
  /** Chosen on /contacts for Wisdom, with two messages of the last minutes. */
  maya: Contact;
  stop: () => Promise<void>;
}

/**
 * A server whose staff list names a new account, Grace, answered by a scripted model; Grace has linked
 * WhatsApp, chosen Maya Patel on /contacts, and the two have just written to each other.
 */
export async function staffWithContact(page: Page): Promise<StaffSetup> {
  const llm = await startLlmServer();
  const person = newPerson('Grace Hopper');
  const api = await startApi({ STAFF_EMAILS: person.email, LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'journey-model' });
  const grace = await linkedPage(page, api.url, person);
  const maya = await chooseContact(page, api.url, 'Maya Patel');
  await phoneMessage(page, grace.email, maya.id, 'Are we still on for Saturday?', false, api.url);
  await phoneMessage(page, grace.email, maya.id, 'Yes! I booked the table for eight', true, api.url);
  return {
    origin: api.url,
    llm,
    grace,
    maya,
    stop: async () => {
      await api.stop();
      await llm.close();
    },
  };
}
