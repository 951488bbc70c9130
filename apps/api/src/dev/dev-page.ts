import type { FastifyReply } from 'fastify';

const baseStyle = `body{font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:16px;background:#f6f4ef;color:#1f2421}
article{background:#fff;border:1px solid #d9d6cc;border-radius:10px;padding:12px 16px;margin:12px 0}
h2{font-size:1.1rem;margin:0;overflow-wrap:anywhere}`;

/**
 * Sends one of local mode's tool pages (dev mailbox, simulated phone): same frame, never cached. Its
 * style and script carry this answer's CSP nonces.
 */
export function sendDevPage(reply: FastifyReply, page: { title: string; style: string; body: string; script?: string }) {
  return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title}</title>
<style nonce="${reply.cspNonce.style}">${baseStyle}
${page.style}</style>
</head><body><main><h1>${page.title}</h1>
${page.body}${page.script ? `<script nonce="${reply.cspNonce.script}">${page.script}</script>` : ''}</body></html>`);
}
