import {
  devPhoneEmailSchema,
  devPhoneMessageSchema,
  devPhoneSessionSchema,
  messageAnswerSchema,
  type DevPhoneSession,
} from '@app/shared/contracts';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Users } from '../auth/users.ts';
import { HttpError } from '../http/http-error.ts';
import { errorResponses } from '../http/schemas.ts';
import { escapeHtml } from '../lib/html.ts';
import { sendDevPage } from './dev-page.ts';
import { WhatsAppNotConnectedError } from '../whatsapp/gateway.ts';
import type { SimulatedWhatsApp } from '../whatsapp/simulator/simulated-gateway.ts';

/**
 * Local mode only: the simulated phone. What a person does on their real phone (scan the QR, receive a
 * message, remove the linked device, lose signal) as JSON for tests and as a page for people.
 */
/** A simulated-phone action on the account with `body`'s email (local mode only). */
const phoneAction = <B extends typeof devPhoneEmailSchema | typeof devPhoneMessageSchema>(summary: string, body: B) => ({
  schema: { summary: `Local mode only: ${summary}`, tags: ['local mode'], body, response: { 200: messageAnswerSchema, ...errorResponses } },
});

/** A message's links clickable, as the phone shows them; the rest escaped. */
const linked = (text: string) =>
  text
    .split(/(https?:\/\/\S+)/u)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');

export function registerDevPhoneRoutes(server: FastifyInstance, users: Users, phone: SimulatedWhatsApp): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  async function userIdFor(email: string): Promise<string> {
    const user = await users.findByEmail(email);
    if (!user) throw new HttpError(404, 'No account with that email');
    return user.id;
  }

  async function sessions(): Promise<(DevPhoneSession & { contacts: { id: string; name: string }[] })[]> {
    const accounts = await users.emailsOf(phone.liveSessions());
    return accounts.map(({ id, email }) => ({
      email,
      state: phone.state(id),
      qr: phone.pendingQr(id) ?? null,
      ownChat: phone.ownChat(id).map((m) => ({ text: m.text, at: new Date(m.at).toISOString() })),
      contacts: phone.contactsOf(id),
    }));
  }

  app.get(
    '/api/dev/whatsapp/sessions',
    {
      schema: {
        summary: 'Local mode only: the simulated phone of every account linking or linked, with its QR and own chat.',
        tags: ['local mode'],
        response: { 200: z.array(devPhoneSessionSchema) },
      },
    },
    async () => (await sessions()).map(({ contacts: _contacts, ...session }) => session),
  );

  app.post('/api/dev/whatsapp/scan', phoneAction('scan the QR code waiting for the account.', devPhoneEmailSchema), async (request) => {
    const { email } = request.body;
    if (!(await phone.scan(await userIdFor(email)))) throw new HttpError(409, 'No QR code is waiting for that account');
    return { message: 'Linked' };
  });

  app.post(
    '/api/dev/whatsapp/messages',
    phoneAction('a simulated contact sends the account a message (fromMe: the account writes to the contact).', devPhoneMessageSchema),
    async (request) => {
      const { email, contactId, text, fromMe } = request.body;
      try {
        phone.deliver(await userIdFor(email), contactId, text, fromMe);
      } catch (error) {
        if (error instanceof WhatsAppNotConnectedError) throw new HttpError(409, 'That account is not connected');
        throw error;
      }
      return { message: 'Delivered' };
    },
  );

  app.post('/api/dev/whatsapp/unlink', phoneAction('remove the linked device on the phone.', devPhoneEmailSchema), async (request) => {
    const { email } = request.body;
    await phone.unlinkFromPhone(await userIdFor(email));
    return { message: 'Unlinked' };
  });

  app.post('/api/dev/whatsapp/drop', phoneAction('the phone loses its connection for a moment.', devPhoneEmailSchema), async (request) => {
    const { email } = request.body;
    phone.drop(await userIdFor(email));
    return { message: 'Dropped' };
  });

  app.post(
    '/api/dev/whatsapp/refuse',
    phoneAction('WhatsApp refuses the connection, as with a stale client.', devPhoneEmailSchema),
    async (request) => {
      const { email } = request.body;
      phone.refuse(await userIdFor(email));
      return { message: 'Refused' };
    },
  );

  app.get('/dev/phone', async (_request, reply) => {
    const list = await sessions();
    const cards = list
      .map((s) => {
        const email = escapeHtml(s.email);
        const chat = s.ownChat.map((m) => `<li><time>${escapeHtml(m.at)}</time> ${linked(m.text)}</li>`).join('');
        const options = s.contacts.map((c) => `<option value="${escapeHtml(c.id)}">${escapeHtml(c.name)}</option>`).join('');
        return `<article><h2>${email}</h2><p>State: <strong>${escapeHtml(s.state)}</strong></p>
${s.qr ? `<p>QR on show: <code>${escapeHtml(s.qr)}</code></p><button data-act="scan" data-email="${email}">Scan QR code</button>` : ''}
${s.state === 'open' ? `<button data-act="drop" data-email="${email}">Drop connection</button>` : ''}
<button data-act="refuse" data-email="${email}">WhatsApp refuses the connection</button>
${s.state !== 'qr' ? `<button data-act="unlink" data-email="${email}">Remove linked device</button>` : ''}
${
  s.state === 'open'
    ? `<form data-email="${email}"><label>From <select name="contactId">${options}</select></label>
<label>Message <input name="text" required maxlength="4096"></label>
<label><input type="checkbox" name="fromMe"> Written by the account's owner (to the contact)</label> <button>Send message</button></form>`
    : ''
}
<h3>Own chat</h3>${chat ? `<ul>${chat}</ul>` : '<p>No messages yet.</p>'}</article>`;
      })
      .join('\n');
    return sendDevPage(reply, {
      title: 'Simulated phone',
      style:
        'code{overflow-wrap:anywhere}button{margin:4px 8px 4px 0;padding:6px 12px}label{display:block;margin:6px 0}input,select{max-width:100%}time{color:#555d58;font-size:.8rem}',
      body: `<p>Plays the phone of every account linking WhatsApp in local mode. Refresh to see new sessions.</p>
<p role="status" id="status"></p>
${cards || '<p>No account is linking or linked right now. Press “Connect to WhatsApp Using QR” in the app first.</p>'}
</main>`,
      script: `
const post = async (path, body) => {
  const answer = await fetch('/api/dev/whatsapp/' + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  document.getElementById('status').textContent = (await answer.json()).message;
  if (answer.ok) setTimeout(() => location.reload(), 600);
};
document.querySelectorAll('button[data-act]').forEach((b) => b.addEventListener('click', () => post(b.dataset.act, { email: b.dataset.email })));
// The page reloads after each action: the chosen sender and side are kept for the next message.
document.querySelectorAll('form[data-email]').forEach((f) => {
  const key = 'dev-phone-from:' + f.dataset.email;
  const kept = JSON.parse(sessionStorage.getItem(key) || 'null');
  if (kept && [...f.contactId.options].some((o) => o.value === kept.contactId)) f.contactId.value = kept.contactId;
  if (kept) f.fromMe.checked = kept.fromMe;
  f.addEventListener('submit', (e) => {
    e.preventDefault();
    sessionStorage.setItem(key, JSON.stringify({ contactId: f.contactId.value, fromMe: f.fromMe.checked }));
    post('messages', { email: f.dataset.email, contactId: f.contactId.value, text: f.text.value, fromMe: f.fromMe.checked });
  });
});
`,
    });
  });
}
