import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createMailer, type Mailer } from './providers/mail/mailer.ts';
import { localDiskStorage, type FileStorage } from './providers/storage/storage.ts';

export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };

/** What every module is built from: explicit, so tests can hand in their own. */
export type AppContext = {
  config: ServerConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  storage: FileStorage;
  clock: Clock;
};

/** The providers chosen by the environment: SMTP or the outbox folder, and local disk storage. */
export function createAppContext(
  config: ServerConfig,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): AppContext {
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
    clock: systemClock,
  };
}
