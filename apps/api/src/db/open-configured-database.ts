import path from 'node:path';
import type { ServerConfig } from '#api/config.ts';
import { openDatabase, refreshPlannerStatistics, type DatabaseHandle } from './client.ts';
import { DataFolderInUseError } from './data-folder-lock.ts';

/** What to do instead when the embedded database is busy, for commands that change data. */
export const WHILE_THE_SERVER_RUNS =
  'Stop the server first, or run the server and this command against PostgreSQL (DATABASE_URL), which many processes can share.';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/db; migrated either way. */
export async function openConfiguredDatabase(config: ServerConfig): Promise<DatabaseHandle> {
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') },
  );
  try {
    await database.migrate();
    await refreshPlannerStatistics(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * For the server and the commands: the configured database, or a clear refusal and exit code 1
 * when another process has the PGlite folder. Nothing has been opened or changed then.
 */
export async function openDatabaseOrExplain(config: ServerConfig, instead: string): Promise<DatabaseHandle> {
  try {
    return await openConfiguredDatabase(config);
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    process.stderr.write(`${error.message}.\n${instead}\n`);
    process.exit(1);
  }
}
