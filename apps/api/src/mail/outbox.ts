import type { FastifyBaseLogger } from 'fastify';
import type { Background } from '../lib/background.ts';
import type { Mail, Mailer } from './mailer.ts';

/** Waits between tries of a mail that failed: about 13 minutes in all, then it is given up and logged. */
export const mailRetryDelaysMs = [1_000, 5_000, 30_000, 120_000, 600_000] as const;

/**
 * Mail goes out in the background and is retried when the server refuses it. The log names the kind of
 * mail and the failure, never the recipient, the code or the link inside.
 */
export function createOutbox(
  mailer: Mailer,
  background: Background,
  log: FastifyBaseLogger,
  delaysMs: readonly number[] = mailRetryDelaysMs,
) {
  let closed = false;
  /** Retries waiting for their time: closing wakes them at once. */
  const waiting = new Map<NodeJS.Timeout, () => void>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(timer);
        resolve();
      }, ms);
      waiting.set(timer, resolve);
    });

  async function deliver(mail: Mail, kind: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await mailer.send(mail);
        return;
      } catch (error) {
        const failure = error instanceof Error ? error.message : String(error);
        const delay = delaysMs[attempt - 1];
        if (delay === undefined || closed) {
          log.error({ mail: kind, attempts: attempt, failure }, 'mail not delivered: giving up');
          return;
        }
        log.warn({ mail: kind, attempt, failure, retryInMs: delay }, 'mail not delivered: will retry');
        await wait(delay);
      }
    }
  }

  return {
    /** Queues `mail`; `kind` names it in the log ('verification code', 'password reset', ...). */
    send(mail: Mail, kind: string): void {
      background.run(`mail: ${kind}`, () => deliver(mail, kind));
    },
    /** Stops waiting to retry: what is still failing is logged as given up. */
    close(): void {
      closed = true;
      for (const [timer, wake] of waiting) {
        clearTimeout(timer);
        wake();
      }
      waiting.clear();
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
