import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not hold up an answer: a mail sent after the reply, so that how long the reply
 * takes cannot tell whether the address has an account. A failed task is logged, never thrown.
 */
export type BackgroundTasks = {
  run: (name: string, task: () => Promise<void>) => void;
  /** Resolves once every task started so far has finished: before closing, and in tests. */
  drain: () => Promise<void>;
};

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async drain() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
