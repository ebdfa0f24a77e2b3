import type { FastifyBaseLogger } from 'fastify';

export type ScheduledJob = { name: string; everyMs: number; run: (signal: AbortSignal) => Promise<void> };

/** Long enough for the server to finish starting before the first runs. */
const FIRST_RUN_DELAY_MS = 1_000;

/**
 * A simple in-process interval scheduler: each job runs soon after start and then `everyMs`
 * after its previous run finished, so a slow run never overlaps the next. Stopping aborts
 * the runs in progress and waits for them, so the database can be closed safely after.
 */
export function startScheduler(jobs: ScheduledJob[], log: FastifyBaseLogger): { stop: () => Promise<void> } {
  const abort = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  function schedule(job: ScheduledJob, delayMs: number) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = job
        .run(abort.signal)
        .catch((error: unknown) => log.error({ err: error, job: job.name }, 'scheduled job failed'))
        .finally(() => {
          running.delete(run);
          if (!abort.signal.aborted) schedule(job, job.everyMs);
        });
      running.add(run);
    }, delayMs);
    // Timers alone never keep the process alive.
    timer.unref();
    timers.add(timer);
  }

  for (const job of jobs) schedule(job, FIRST_RUN_DELAY_MS);

  return {
    async stop() {
      abort.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
