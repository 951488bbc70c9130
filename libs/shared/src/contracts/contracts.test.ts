import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod';
import { httpRoutes } from './http-routes.ts';
import { clientEventNames, clientEventSchemas, serverEventNames, serverEventSchemas, userIdPlacement } from './socket-events.ts';
import { clientEventExamples, httpExamples, otherExamples, serverEventExamples } from './test/examples.ts';

describe('socket event contracts', () => {
  it('name every event of docs/product.md §7 exactly', () => {
    expect(clientEventNames.sort()).toEqual(
      [
        'logout',
        'checkWhatsappSessionActive',
        'getCompanionWisdom',
        'setCompanionWisdom',
        'get-user-language',
        'change-companion-language',
        'generate-custom-wisdom',
        'get-active-cron-jobs',
        'remove-cron-job',
        'update-cron-job',
        'get-wisdom',
        'wisdom-result-metadata',
        'start-session',
        'send-onboarding-message',
        'get-contacts',
        'get-contact-images',
        'schedule-new-cron',
        // Ours: instant wisdom's source ('Get a wisdom now' on /home), docs/product.md §7.
        'get-instant-wisdom',
        // Ours: 'Your insights', the pages of an account's results (ARCHITECTURE §6).
        'list-insights',
      ].sort(),
    );
    expect(serverEventNames.sort()).toEqual(
      [
        'disconnected',
        'full-history',
        'user-not-found',
        'whatsapp-logout',
        'companion-wisdom',
        'companion-wisdom-success',
        'user-selected-language',
        'companion-language-success',
        'schedule-error',
        'schedule-success',
        'stop-cron',
        'active-cron-jobs',
        'cron-jobs-error',
        'wisdom-result',
        'wisdom-result-error',
        'wisdom-page-is-Looped',
        'wisdom-result-metadata',
        'insight-existing-result',
        'insight-wisdom-result',
        'insight-looped-result',
        'insight-astrology-result',
        'result-page-initial-load',
        'rate-limit-exceeded',
        'qr',
        'authenticated',
        'qr-timeout',
        'history',
        'Connection-failure',
        'contacts-data',
        'sync-4',
        'contacts-images',
        'contacts-error',
        'chat-error',
        'logout-error',
      ].sort(),
    );
  });

  it.each(clientEventNames)('client event %s accepts its valid example and refuses its invalid one', (name) => {
    const example = clientEventExamples[name];
    expect(example, `no examples for ${name}`).toBeDefined();
    const schema = clientEventSchemas[name];
    expect(schema.safeParse(example!.valid).success).toBe(true);
    expect(schema.safeParse(example!.invalid).success).toBe(false);
  });

  it.each(clientEventNames)('client event %s names the user exactly where the contract says the server checks it', (name) => {
    const { valid } = clientEventExamples[name]!;
    const placement = userIdPlacement(name);
    const withUserId = (payload: unknown) => typeof payload === 'object' && payload !== null && Object.hasOwn(payload, 'userId');
    expect(typeof valid === 'string').toBe(placement === 'bare');
    expect(withUserId(valid)).toBe(placement === 'field');
    // An event the server does not check must not accept a user id either: it could never be trusted.
    if (placement === 'none' && typeof valid === 'object') {
      const parsed = clientEventSchemas[name].safeParse({ ...valid, userId: 'someone-else' });
      expect(parsed.success && withUserId(parsed.data)).toBe(false);
    }
  });

  it.each(serverEventNames.filter((name) => serverEventSchemas[name] !== null))(
    'server event %s accepts its valid example and refuses its invalid one',
    (name) => {
      const example = serverEventExamples[name];
      expect(example, `no examples for ${name}`).toBeDefined();
      const schema = serverEventSchemas[name]!;
      expect(schema.safeParse(example!.valid).success).toBe(true);
      expect(schema.safeParse(example!.invalid).success).toBe(false);
    },
  );
});

describe('HTTP contracts', () => {
  it.each(Object.keys(httpRoutes) as (keyof typeof httpRoutes)[])('%s: body, query and answer examples', (name) => {
    const route = httpRoutes[name];
    const example = httpExamples[name];
    expect(example, `no examples for ${name}`).toBeDefined();
    if (route.body) {
      expect(example!.body, `no body examples for ${name}`).toBeDefined();
      expect(route.body.safeParse(example!.body!.valid).success).toBe(true);
      expect(route.body.safeParse(example!.body!.invalid).success).toBe(false);
    }
    if ('query' in route) {
      expect(example!.query, `no query examples for ${name}`).toBeDefined();
      expect(route.query.safeParse(example!.query!.valid).success).toBe(true);
      expect(route.query.safeParse(example!.query!.invalid).success).toBe(false);
    }
    expect(route.answer.safeParse(example!.answer.valid).success).toBe(true);
    expect(route.answer.safeParse(example!.answer.invalid).success).toBe(false);
  });

  it('normalises the email of a sign-in', () => {
    expect(httpRoutes.login.body.parse({ email: ' Ada@Example.COM ', password: 'x' }).email).toBe('ada@example.com');
  });

  it('refuses an identity sent by the browser for Google sign-in', () => {
    expect(httpRoutes.googleAuth.body.safeParse({ email: 'victim@example.com' }).success).toBe(false);
  });

  it("answers the registration strength rule with the product's text", () => {
    const result = httpRoutes.register.body.safeParse({ email: 'a@b.co', password: 'password', fullName: 'Ada' });
    expect(result.error?.issues.map((i) => i.message)).toContain(
      'Password must contain at least 8 characters, one uppercase letter, one lowercase letter, one number, and one special character',
    );
  });
});

describe('other contracts', () => {
  it.each(Object.entries(otherExamples))('%s', (_name, { schema, valid, invalid }) => {
    expect(safeParse(schema, valid).success).toBe(true);
    expect(safeParse(schema, invalid).success).toBe(false);
  });
});
