import type { CompanionLanguage } from '@app/shared/catalogue';
import { insightsListMessages, insightsPageSize, type GetWisdomPayload, type WisdomResultMetadataPayload } from '@app/shared/contracts';
import { resultMessages } from '@app/shared/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { spend, type LimiterFactory, type LimitRule } from '../lib/limiters.ts';
import { insightSummary, readingLanguage } from '../results/insight-summaries.ts';
import { olderFrom } from '../results/older-results.ts';
import type { CurrentResult, OlderResult, Results, StoredResult } from '../results/results.ts';
import { onEvent } from './on-event.ts';
import type { AppSocket, AppSocketServer } from './socket-types.ts';

/** Result reads per account and per address (ARCHITECTURE §6): a person paging through results never meets them; guessing ids does. */
export const resultReadRules: { perAccount: LimitRule; perAddress: LimitRule } = {
  perAccount: { name: 'result-reads-account', points: 30, windowSeconds: 60 },
  perAddress: { name: 'result-reads-address', points: 60, windowSeconds: 60 },
};

type Kind = 'wisdom' | 'looped' | 'astrology';
type Page = Kind | 'older-looped' | 'older-wisdom';

/** Which reading a result page shows, from its path (the v0-3 and v0-4 Wisdom pages show the same; legacy and v0-2 are older pages). */
export function pageOf(pathname: string | undefined): Page {
  if (pathname?.startsWith('/looped-result/')) return 'looped';
  if (pathname?.startsWith('/astrology-result/')) return 'astrology';
  if (pathname?.startsWith('/wisdom-result/v0-2/looped/')) return 'older-looped';
  if (pathname?.startsWith('/wisdom-result/v0-2/wisdom/') || /^\/wisdom-result\/[^/]+$/.test(pathname ?? '')) return 'older-wisdom';
  return 'wisdom';
}

const isOlder = (result: StoredResult): result is OlderResult => result.schemaVersion !== 'v0-4';

function metadata(id: string, result: StoredResult, language: CompanionLanguage): WisdomResultMetadataPayload {
  if (isOlder(result)) {
    const [looped, wisdom] = [result.isLooped, !result.isLooped];
    return {
      result: {
        userName: result.userName,
        pageId: id,
        Wisdom: { selected: wisdom },
        Looped: { selected: looped },
        Astrology: { selected: false },
      },
      shouldShow: { wisdom, looped, astrology: false },
      language,
    };
  }
  const { wisdom, looped, astrology } = result.insights;
  return {
    result: {
      userName: result.userName,
      pageId: id,
      Wisdom: { selected: result.selected.Wisdom },
      Looped: { selected: result.selected.Looped },
      Astrology: { selected: result.selected.Astrology },
    },
    shouldShow: { wisdom: wisdom.length > 0, looped: looped.length > 0, astrology: astrology.length > 0 },
    language,
  };
}

/** One kind's readings: the page's contacts (eligible when they have one), then a reading per contact. */
function sendReadings(socket: AppSocket, result: CurrentResult, kind: Kind, language: CompanionLanguage) {
  const readings = result.insights[kind];
  const has = new Set(readings.map((r) => r.contactId));
  socket.emit('result-page-initial-load', {
    data: { contacts: result.contacts },
    messages: Object.fromEntries(result.contacts.map((c) => [c.id, { isEligible: has.has(c.id) }])),
    language,
  });
  if (kind === 'wisdom')
    for (const r of result.insights.wisdom) socket.emit('insight-wisdom-result', { contactId: r.contactId, insight: r.insights });
  if (kind === 'looped')
    for (const r of result.insights.looped) socket.emit('insight-looped-result', { contactId: r.contactId, insight: r.insight });
  if (kind === 'astrology')
    for (const r of result.insights.astrology) socket.emit('insight-astrology-result', { contactId: r.contactId, insight: r.insight });
}

/**
 * An older page's insights: whether the result is a Looped one (the page sends the reader home when it
 * is the wrong kind), then the first insight (the page shows it at once, with its spinner while more
 * come), then the whole list. Each event carries the list so far, so sending one more at a time would
 * send the whole result over and over (a probe counted 14 MB in 121 events for one result).
 */
function sendOlder(socket: AppSocket, result: OlderResult) {
  socket.emit('wisdom-page-is-Looped', { isLooped: result.isLooped, wisdoms: result.wisdoms });
  const total = result.insights.length;
  if (total > 1) socket.emit('wisdom-result', { insights: result.insights.slice(0, 1), wisdomNumber: total });
  socket.emit('wisdom-result', { insights: result.insights, wisdomNumber: total });
}

/**
 * The result pages' reads (docs/product.md §7) and 'Your insights' (its pages of results): only the socket's
 * own account's results; another account's id is answered exactly like an unknown one. Reads are limited per
 * account and per address, the list's pages counted with them.
 */
export function registerResultHandlers(
  io: AppSocketServer,
  results: Results,
  readerLanguage: (userId: string) => Promise<CompanionLanguage>,
  limiter: LimiterFactory,
  log: FastifyBaseLogger,
): void {
  const limits: Record<'perAccount' | 'perAddress', RateLimiterAbstract> = {
    perAccount: limiter(resultReadRules.perAccount),
    perAddress: limiter(resultReadRules.perAddress),
  };
  io.on('connection', (socket) => {
    const { userId, address } = socket.data;
    /** The result when the read is allowed and the result is the account's own; otherwise the page is told and undefined. */
    const allowed = async () => {
      const waits = await Promise.all([spend(limits.perAccount, userId), spend(limits.perAddress, address)]);
      return waits.every((w) => w === 0);
    };
    const readOwn = async (id: string): Promise<StoredResult | undefined> => {
      if (!(await allowed())) {
        socket.emit('rate-limit-exceeded');
        return undefined;
      }
      try {
        const result = await results.read(userId, id);
        if (!result) socket.emit('wisdom-result-error', { message: resultMessages.notFound });
        return result;
      } catch (error) {
        log.error({ err: error }, 'result not read');
        socket.emit('wisdom-result-error', { message: resultMessages.failed });
        return undefined;
      }
    };

    onEvent(
      socket,
      'wisdom-result-metadata',
      async ({ id }) => {
        const result = await readOwn(id);
        if (result) socket.emit('wisdom-result-metadata', metadata(id, result, readingLanguage(result, await readerLanguage(userId))));
      },
      log,
    );
    onEvent(
      socket,
      'get-wisdom',
      async (payload: GetWisdomPayload) => {
        const { id, pathname } = typeof payload === 'string' ? { id: payload, pathname: undefined } : payload;
        const result = await readOwn(id);
        if (!result) return;
        const page = pageOf(pathname);
        if (page === 'older-looped' || page === 'older-wisdom') {
          sendOlder(socket, isOlder(result) ? result : olderFrom(result, page === 'older-looped'));
        } else if (isOlder(result)) socket.emit('wisdom-result-error', { message: resultMessages.olderFormat });
        else sendReadings(socket, result, page, readingLanguage(result, await readerLanguage(userId)));
      },
      log,
    );
    onEvent(
      socket,
      'list-insights',
      async ({ after }, ack) => {
        if (!(await allowed())) return ack({ status: 'error', message: insightsListMessages.tooMany });
        try {
          const [page, language] = await Promise.all([results.pageOf(userId, after, insightsPageSize), readerLanguage(userId)]);
          ack({
            status: 'ok',
            insights: page.items.map((item) => insightSummary(item.id, item.createdAt, item.result, language)),
            next: page.more ? page.items.at(-1)!.id : null,
            language,
          });
        } catch (error) {
          log.error({ err: error }, 'insights not listed');
          ack({ status: 'error', message: insightsListMessages.failed });
        }
      },
      log,
    );
  });
}
