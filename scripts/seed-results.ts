// npm run seed:results -- --email <email> [--url http://localhost:3000] (default: PUBLIC_URL, else localhost:PORT)
// Asks a running local-mode server (npm start) to make a result for the account from its simulated
// phone's conversations, as a scheduled run would, kept in the current and the older formats, and prints
// the link of every result page. The account must have linked WhatsApp (on /dev/phone).
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    url: { type: 'string', default: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}` },
  },
});
if (!values.email) {
  console.error('Usage: npm run seed:results -- --email <email> [--url http://localhost:3000]');
  process.exit(2);
}
const origin = values.url.replace(/\/$/, '');
const answer = await fetch(`${origin}/api/dev/results`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify({ email: values.email }),
  signal: AbortSignal.timeout(30_000),
}).catch(() => {
  console.error(`Nothing answers at ${origin}: start the server (npm start), or pass --url (PORT and PUBLIC_URL are followed).`);
  process.exit(1);
});
const body = (await answer.json()) as { pages?: Record<string, string>; message?: string };
if (!answer.ok || !body.pages) {
  console.error(`Not made (${answer.status}): ${body.message ?? 'is the server running in local mode?'}`);
  process.exit(1);
}
for (const [page, url] of Object.entries(body.pages)) console.log(`${page.padEnd(14)} ${url}`);
