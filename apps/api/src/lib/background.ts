import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not hold up the answer to a request — so neither its duration nor its failure tells
 * the caller anything (whether an email has an account, whether mail is down). Failures are logged;
 * `idle()` waits for what is under way (shutdown, tests).
 */
export function createBackground(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(what: string, task: () => Promise<void>): void {
      const job = task()
        .catch((error: unknown) => log.error({ err: error, task: what }, 'background task failed'))
        .finally(() => running.delete(job));
      running.add(job);
    },
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
export type Background = ReturnType<typeof createBackground>;
