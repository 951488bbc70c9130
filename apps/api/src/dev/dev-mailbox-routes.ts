import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../http/validate.ts';
import type { DevMailbox } from '../mail/dev-mailbox.ts';
import { escapeHtml } from '../mail/mailer.ts';
import { sendDevPage } from './dev-page.ts';

const query = z.object({ to: z.string().max(254).optional() });

/** Local mode only: every mail "sent", as JSON for tests and as a page for people. */
export function registerDevMailboxRoutes(app: FastifyInstance, mailbox: DevMailbox): void {
  app.get('/api/dev/mailbox', async (request) => {
    const { to } = validate(query, request.query);
    const mails = await mailbox.list(to);
    return mails.map(({ sentAt, ...mail }) => ({ ...mail, sentAt: new Date(sentAt).toISOString() }));
  });

  app.get('/dev/mailbox', async (request, reply) => {
    const { to } = validate(query, request.query);
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
