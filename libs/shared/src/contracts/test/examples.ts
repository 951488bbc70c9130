import type { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { googlePopupMessageSchema } from '../google-popup.ts';
import * as site from '../site.ts';
import * as custom from '../custom-wisdom.ts';
import * as schedules from '../schedules.ts';
import {
  astrology,
  job,
  loopedInsight,
  now,
  oracleInsight,
  preparedData,
  resultId,
  userId,
  waId,
  wisdomInsight,
  later,
} from './samples.ts';

export interface Example {
  schema: z.ZodType | $ZodType;
  valid: unknown;
  invalid: unknown;
}

const strong = 'Str0ng!pass';

/** One valid and one invalid value for every client event payload (docs/product.md §7). */
export const clientEventExamples: Record<string, Omit<Example, 'schema'>> = {
  logout: { valid: userId, invalid: { userId } },
  checkWhatsappSessionActive: { valid: userId, invalid: '' },
  getCompanionWisdom: { valid: { userId }, invalid: { userId: 'a b' } },
  setCompanionWisdom: { valid: { userId, selectedWisdom: 'Carl Jung' }, invalid: { userId, selectedWisdom: 'Nihilism' } },
  'get-user-language': { valid: { userId }, invalid: {} },
  'change-companion-language': { valid: { userId, language: 'Arabic' }, invalid: { userId, language: 'Klingon' } },
  'generate-custom-wisdom': {
    valid: {
      userId,
      wisdom: 'Stoicism',
      contact: waId,
      jsonPrompt: '{"meta":{}}',
      guidancePrompt: 'Be kind',
      startTime: now,
      endTime: later,
      name: 'Ada',
      systemPrompt: 'You are a guide.',
    },
    invalid: {
      userId,
      wisdom: 'Stoicism',
      contact: waId,
      jsonPrompt: '',
      guidancePrompt: 'x',
      startTime: now,
      endTime: later,
      name: 'A',
      systemPrompt: 's',
    },
  },
  'get-active-cron-jobs': { valid: userId, invalid: 42 },
  'remove-cron-job': { valid: { scheduleId: 'sch_1' }, invalid: { scheduleId: '../etc' } },
  'update-cron-job': {
    valid: { scheduleId: 'sch_1', startTime: now, interval: 168, nextRunTime: later, minimumMessageCount: 50, ...preparedData },
    invalid: { scheduleId: 'sch_1', startTime: now, interval: 3, nextRunTime: later, minimumMessageCount: 50, ...preparedData },
  },
  'get-wisdom': { valid: { pathname: '/wisdom-result/v0-4/x', id: resultId }, invalid: 'short' },
  'wisdom-result-metadata': { valid: { id: resultId }, invalid: { id: '' } },
  'list-insights': { valid: { after: resultId }, invalid: { after: '../other' } },
  'start-session': { valid: { userId }, invalid: userId },
  'send-onboarding-message': { valid: userId, invalid: null },
  'get-contacts': { valid: userId, invalid: 'x'.repeat(65) },
  'get-instant-wisdom': {
    valid: { contactId: '447700900001@s.whatsapp.net', contactName: 'Sam', wisdom: 'Stoicism', looped: false },
    invalid: { contactId: '447700900001@s.whatsapp.net', wisdom: 'Stoicism', looped: false, userId: 'someone-else' },
  },
  'get-contact-images': { valid: userId, invalid: ['u'] },
  'schedule-new-cron': {
    valid: {
      userId,
      cronTime: 0.032,
      preparedData,
      email: 'ada@example.com',
      name: 'Ada',
      startTime: now,
      nextRunTime: later,
      timezone: 'Europe/London',
      minimumMessage: 5,
    },
    invalid: {
      userId,
      cronTime: 24,
      preparedData: { ...preparedData, Looped: { selected: true, contacts: [{ id: waId }, { id: waId }] } },
      email: 'ada@example.com',
      name: 'Ada',
      startTime: now,
      nextRunTime: later,
      timezone: 'Europe/London',
      minimumMessage: 25,
    },
  },
};

const msg = { valid: { message: 'done' }, invalid: { message: 3 } };
const chats = {
  valid: { chats: [{ id: waId, name: 'Sam', verifiedName: null, pushName: 'Sammy', lastMessageTimestamp: 1763717400 }] },
  invalid: { chats: [{ id: 'not-an-id' }] },
};

/** One valid and one invalid value for every server event payload (docs/product.md §7). */
export const serverEventExamples: Record<string, Omit<Example, 'schema'>> = {
  disconnected: { valid: { reason: 'logged-out' }, invalid: {} },
  'whatsapp-logout': { valid: { message: 'not logged in' }, invalid: { message: null } },
  'companion-wisdom': { valid: { companionWisdom: { title: 'Taoism' } }, invalid: { companionWisdom: 'Taoism' } },
  'companion-wisdom-success': msg,
  'user-selected-language': { valid: { language: 'French' }, invalid: { language: 'fr' } },
  'companion-language-success': msg,
  'schedule-error': msg,
  'active-cron-jobs': { valid: { jobs: [job] }, invalid: { jobs: [{ ...job, failureCount: -1 }] } },
  'cron-jobs-error': msg,
  'wisdom-result': { valid: { insights: [wisdomInsight], wisdomNumber: 0 }, invalid: { insights: [wisdomInsight], wisdomNumber: -1 } },
  'wisdom-result-error': msg,
  'wisdom-page-is-Looped': { valid: { isLooped: true, wisdoms: ['Stoicism'] }, invalid: { isLooped: 'yes', wisdoms: [] } },
  'wisdom-result-metadata': {
    valid: {
      result: { userName: 'Ada', pageId: resultId, Wisdom: { selected: true }, Looped: { selected: false }, Astrology: { selected: true } },
      shouldShow: { wisdom: true, looped: false, astrology: true },
    },
    invalid: { result: { userName: 'Ada' }, shouldShow: {} },
  },
  'insight-existing-result': { valid: { contactId: waId, insight: loopedInsight }, invalid: { insight: loopedInsight } },
  'insight-wisdom-result': { valid: { contact: 'Sam', insight: [wisdomInsight] }, invalid: { contact: 'Sam', insight: wisdomInsight } },
  'insight-looped-result': {
    valid: { contactId: waId, insight: loopedInsight },
    invalid: { contactId: waId, insight: { ...loopedInsight, confidence_score: 11 } },
  },
  'insight-astrology-result': {
    valid: { contactId: waId, insight: oracleInsight },
    invalid: { contactId: waId, insight: { ...oracleInsight, power_color_hash: 'green' } },
  },
  'result-page-initial-load': {
    valid: { data: { contacts: [{ id: waId, name: 'Sam' }] }, messages: { [waId]: { isEligible: true } } },
    invalid: { data: { contacts: [] }, messages: { [waId]: { isEligible: 'yes' } } },
  },
  qr: { valid: { qrUrl: 'data:image/png;base64,iVBORw0KGgo=' }, invalid: { qrUrl: 'https://evil.example/qr.png' } },
  history: chats,
  'contacts-data': chats,
  'sync-4': chats,
  'contacts-images': { valid: [{ contact: waId, imgUrl: 'https://pps.whatsapp.net/v/x.jpg' }], invalid: [{ contact: waId }] },
  'contacts-error': msg,
  'chat-error': msg,
  'logout-error': msg,
};

/** One valid and one invalid value for every HTTP body and answer (docs/product.md §7 and the site's own). */
export const httpExamples: Record<
  string,
  { body?: Omit<Example, 'schema'>; query?: Omit<Example, 'schema'>; answer: Omit<Example, 'schema'> }
> = {
  login: {
    body: { valid: { email: 'Ada@Example.com', password: 'secret1', rememberMe: true }, invalid: { email: 'ada', password: 'secret1' } },
    answer: {
      valid: { userId, name: 'Ada', email: 'ada@example.com', isEmailVerified: false, whatsappConnected: false },
      invalid: { userId, name: 'Ada', email: 'ada@example.com', isEmailVerified: true },
    },
  },
  register: {
    body: {
      valid: { email: 'ada@example.com', password: strong, fullName: 'Ada Lovelace' },
      invalid: { email: 'ada@example.com', password: 'weakpass', fullName: 'Ada' },
    },
    answer: msg,
  },
  googleAuth: {
    body: { valid: {}, invalid: { displayName: 'Mallory', email: 'victim@example.com' } },
    answer: { valid: { userId, name: 'Ada', email: 'ada@example.com', whatsappConnected: true }, invalid: { name: 'Ada' } },
  },
  logout: { body: { valid: { userId }, invalid: { userId: '' } }, answer: msg },
  verifyCode: { body: { valid: { userId, verificationCode: '042917' }, invalid: { userId, verificationCode: '4291' } }, answer: msg },
  requestEmailCode: { body: { valid: { userId }, invalid: { userId, extra: true } }, answer: msg },
  verifyResetPage: { body: { valid: { id: 'k'.repeat(43) }, invalid: { id: 'a/b' } }, answer: msg },
  resetPassword: { body: { valid: { id: 'k'.repeat(43), password: strong }, invalid: { id: 'k'.repeat(43) } }, answer: msg },
  forgotPassword: { body: { valid: { email: 'ada@example.com' }, invalid: { email: '' } }, answer: msg },
  traits: { answer: { valid: { success: true, existingTraits: ['curious'] }, invalid: { success: true } } },
  userEvents: { answer: { valid: { success: true, events: ['Birthday'] }, invalid: { success: 'yes', events: [] } } },
  staffAccess: { answer: { valid: { staff: true, llm: false }, invalid: { staff: 'yes' } } },
  deleteAccount: {
    body: { valid: { password: strong }, invalid: { password: '', userId } },
    answer: { valid: { message: 'Deleted' }, invalid: {} },
  },
  signInMethods: { answer: { valid: { password: true, google: false }, invalid: { password: 'yes' } } },
  exportAccount: {
    answer: {
      valid: {
        about: 'Everything',
        exportedAt: now,
        account: { name: 'Ada', email: 'ada@example.com', createdAt: now, emailVerifiedAt: null, signsInWith: ['password'] },
        sessions: [{ startedAt: now, endsAt: later, rememberMe: false }],
        companion: { wisdom: null, language: 'Spanish' },
        whatsapp: { linked: true, contacts: ['Sam'] },
        schedules: [],
        results: [{ id: resultId, createdAt: now, link: 'https://example.com/result-entry/v0-4/x', readings: {} }],
        traits: [],
        events: [],
      },
      invalid: { about: 'Everything', exportedAt: now, account: { name: 'Ada' } },
    },
  },
  health: {
    answer: {
      valid: { status: 'unavailable', uptimeSeconds: 3, database: 'unavailable' },
      invalid: { status: 'down', uptimeSeconds: 3, database: 'writable' },
    },
  },
  liveness: { answer: { valid: { status: 'ok', uptimeSeconds: 3 }, invalid: { status: 'unavailable', uptimeSeconds: 3 } } },
  siteConfig: { answer: { valid: { mode: 'local', localIdentityProvider: true }, invalid: { mode: 'dev', localIdentityProvider: true } } },
  citySuggestions: {
    query: { valid: { q: 'Lis' }, invalid: { q: 'L' } },
    answer: {
      valid: [
        { city: 'Lisbon', province: 'Lisboa', country: 'Portugal', countryCode: 'PT', lat: 38.72, lng: -9.14, timezone: 'Europe/Lisbon' },
      ],
      invalid: [{ city: 'Lisbon', country: 'Portugal', countryCode: 'PRT', lat: 138, lng: -9.14, timezone: 'Europe/Lisbon' }],
    },
  },
  remotes: {
    answer: {
      valid: { auth_mfe: '/mfe/auth-mfe/mf-manifest.json', results_mfe: 'https://cdn.example.com/r/mf-manifest.json' },
      invalid: { auth_mfe: 'ftp://x' },
    },
  },
};

/** Schemas outside the event and route tables, with their examples. */
export const otherExamples: Record<string, Example> = {
  astrologyForm: {
    schema: schedules.astrologyFormSchema,
    valid: { ...astrology, timeOfBirth: '' },
    invalid: { ...astrology, dob: '10/12/1990' },
  },
  scheduleJob: { schema: schedules.scheduleJobSchema, valid: job, invalid: { ...job, interval: 12 } },
  removeCronJobAck: {
    schema: schedules.removeCronJobAckSchema,
    valid: { status: 'success', jobs: [], scheduleMessageStoreChecker: true },
    invalid: { status: 'success', jobs: [] },
  },
  generateCustomWisdomAck: {
    schema: custom.generateCustomWisdomAckSchema,
    valid: { status: 'error', message: { error: 'x' } },
    invalid: { status: 'ok' },
  },
  googlePopupMessage: {
    schema: googlePopupMessageSchema,
    valid: { type: 'google-auth-success', user: { userId, name: 'Ada', email: 'ada@example.com', whatsappConnected: false } },
    invalid: { type: 'google-auth-success', user: { email: 'ada@example.com' } },
  },
  remoteName: { schema: site.remoteNameSchema, valid: 'results_mfe', invalid: 'shell' },
};
