import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { ServerConfig } from './config.ts';
import type { DatabaseHandle } from '#api/db/client.ts';
import { memoryAttemptCounter, redisAttemptCounter, type AttemptCounter } from '#api/http/attempt-counter.ts';
import { createBackgroundTasks, type BackgroundTasks } from '#api/jobs/background-tasks.ts';
import { createMailer, type Mailer } from '#api/providers/mail/mailer.ts';
import { localDiskStorage, type FileStorage } from '#api/providers/storage/storage.ts';

export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };

/**
 * CLOCK_FILE (tests only): real time plus the milliseconds written in the file, read again when
 * the file changes, so an end-to-end test can move a running server's clock.
 */
export function fileOffsetClock(file: string): Clock {
  let seen = { mtimeMs: -1, offsetMs: 0 };
  return {
    now() {
      try {
        const { mtimeMs } = statSync(file);
        if (mtimeMs !== seen.mtimeMs)
          seen = { mtimeMs, offsetMs: Number(readFileSync(file, 'utf8').trim()) || 0 };
      } catch {
        seen = { mtimeMs: -1, offsetMs: 0 };
      }
      return new Date(Date.now() + seen.offsetMs);
    },
  };
}

/** Rate-limit counts: in Redis when REDIS_URL is set, so several API processes share them. */
export type LimitStore = {
  redis: Redis | undefined;
  /** Prefixes every key; tests give each database its own, production processes share one. */
  namespace: string;
  attempts: AttemptCounter;
};

/** What every module is built from: explicit, so tests can hand in their own. */
export type AppContext = {
  config: ServerConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  storage: FileStorage;
  clock: Clock;
  limits: LimitStore;
  background: BackgroundTasks;
};

export const LIMIT_NAMESPACE = 'waymark-rate-limit-';

/** The providers chosen by the environment: SMTP or the outbox folder, and local disk storage. */
export function createAppContext(
  config: ServerConfig,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  options: { limitNamespace?: string; clock?: Clock } = {},
): AppContext {
  const clock = options.clock ?? (config.clockFile ? fileOffsetClock(config.clockFile) : systemClock);
  const namespace = options.limitNamespace ?? LIMIT_NAMESPACE;
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false }) : undefined;
  return {
    config,
    database,
    mailer: createMailer({
      from: config.mailFrom,
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log,
    }),
    storage: localDiskStorage(path.join(config.dataDir, 'uploads')),
    clock,
    limits: {
      redis,
      namespace,
      attempts: redis
        ? redisAttemptCounter(redis, namespace)
        : memoryAttemptCounter(() => clock.now().getTime()),
    },
    background: createBackgroundTasks(log),
  };
}
