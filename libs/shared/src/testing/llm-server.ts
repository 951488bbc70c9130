import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the model server was asked: the system and user messages, and the whole request body. */
export interface LlmRequest {
  system: string;
  user: string;
  body: { model: string; response_format?: { type: string }; messages: { role: string; content: string }[] };
}

/**
 * One scripted answer: the assistant's text; a slow answer; an HTTP failure (with the provider's own words);
 * an answer whose headers come at once and whose body drips a byte every `everyMs`; or a body of `bytes`.
 */
export type LlmAnswer =
  { content: string } | { delayMs: number } | { status: number; message?: string } | { drip: string; everyMs: number } | { bytes: number };

export interface LlmServer {
  /** The OpenAI-compatible base URL (`…/v1`), as `LLM_BASE_URL` takes it. */
  baseUrl: string;
  asked: LlmRequest[];
  /** The next answers, one per request, the last one repeating. */
  script(...answers: LlmAnswer[]): void;
  close(): Promise<void>;
}

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });

/**
 * A scripted OpenAI-compatible chat completions server on a free loopback port, for tests of the real
 * SDK against a real HTTP peer (server tests and journeys). It records every request.
 */
export async function startLlmServer(): Promise<LlmServer> {
  const asked: LlmRequest[] = [];
  let answers: LlmAnswer[] = [{ content: '{}' }];
  const server = createServer((req, res) => {
    void bodyOf(req).then((raw) => {
      const body = JSON.parse(raw) as LlmRequest['body'];
      asked.push({ system: body.messages[0]?.content ?? '', user: body.messages[1]?.content ?? '', body });
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      const reply = (content: string) => {
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: 0,
            model: body.model,
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          }),
        );
      };
      if ('status' in answer) {
        res.statusCode = answer.status;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ error: { message: answer.message ?? `scripted failure ${answer.status}`, type: 'server_error' } }));
      } else if ('delayMs' in answer) setTimeout(() => reply('{}'), answer.delayMs);
      else if ('drip' in answer) {
        res.writeHead(200, { 'content-type': 'application/json' });
        let sent = 0;
        const timer = setInterval(() => {
          if (res.destroyed || sent >= answer.drip.length) {
            clearInterval(timer);
            if (!res.destroyed) res.end();
            return;
          }
          res.write(answer.drip[sent]!);
          sent += 1;
        }, answer.everyMs);
        res.on('close', () => clearInterval(timer));
      } else if ('bytes' in answer) {
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = 'x'.repeat(64 * 1024);
        let left = answer.bytes;
        const more = () => {
          while (left > 0 && !res.destroyed) {
            left -= chunk.length;
            if (!res.write(chunk)) return void res.once('drain', more);
          }
          if (!res.destroyed) res.end();
        };
        res.write('{"choices":[{"message":{"content":"');
        more();
      } else reply(answer.content);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    asked,
    script: (...next) => {
      answers = next;
      asked.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
