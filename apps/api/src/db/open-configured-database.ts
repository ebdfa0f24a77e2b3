import path from 'node:path';
import type { ServerConfig } from '../config.ts';
import { openDatabase, refreshPlannerStatistics, type DatabaseHandle } from './client.ts';

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
