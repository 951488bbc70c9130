import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DevMailbox } from '../mail/dev-mailbox.ts';
import { escapeHtml } from '../lib/html.ts';
import { sendDevPage } from './dev-page.ts';

const query = z.object({ to: z.string().max(254).optional() });

/** Local mode only: every mail "sent", as JSON for tests and as a page for people. */
export function registerDevMailboxRoutes(server: FastifyInstance, mailbox: DevMailbox): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        summary: 'Local mode only: every mail the server sent, newest first (to one address with ?to=).',
        tags: ['local mode'],
        querystring: query,
      },
    },
    async (request) => {
      const { to } = request.query;
      const mails = await mailbox.list(to);
      return mails.map(({ sentAt, ...mail }) => ({ ...mail, sentAt: new Date(sentAt).toISOString() }));
    },
  );

  app.get('/dev/mailbox', { schema: { querystring: query } }, async (request, reply) => {
    const { to } = request.query;
    const mails = await mailbox.list(to);
    const items = mails
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to)} · ${new Date(m.sentAt).toLocaleString('en-GB')}</p>
<pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('\n');
    return sendDevPage(reply, {
      title: 'Dev mailbox',
      style: '.meta{color:#555d58;font-size:.875rem}pre{white-space:pre-wrap;font:inherit}',
      body: `<p>Mail the server would have sent, newest first. Local mode only.</p>
<form><label>Recipient <input name="to" type="email" value="${escapeHtml(to ?? '')}"></label> <button>Filter</button></form>
${items || '<p>No mail yet.</p>'}
</main>`,
    });
  });
}
