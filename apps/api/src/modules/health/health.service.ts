import type { Health } from '@waymark/domain';
import type { AppContext } from '#api/app-context.ts';
import { pingDatabase } from './health.repository.ts';

export function createHealthService({ database, config }: Pick<AppContext, 'database' | 'config'>) {
  return {
    /** The server's health, or undefined when the database does not answer. */
    async health(): Promise<Health | undefined> {
      try {
        await pingDatabase(database.db);
      } catch {
        return undefined;
      }
      return { status: 'ok', database: database.kind, version: config.version };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
