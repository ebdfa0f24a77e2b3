import type { ServerConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';

/** What every module is built from: explicit, so tests can hand in their own. */
export type AppContext = {
  config: ServerConfig;
  database: DatabaseHandle;
};
