import { createAppContext, systemClock } from './app-context.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createLogger } from '#api/http/logging.ts';
import { openDatabaseOrExplain } from '#api/db/open-configured-database.ts';
import { DEMO_CATALOGUE } from '#api/modules/catalogue/demo/demo-catalogue.ts';
import { DEMO_PLACE_NAMES } from '#api/modules/catalogue/demo/demo-place-names.ts';
import { seedDemoCatalogue } from '#api/modules/catalogue/demo/seed-demo-catalogue.ts';
import { createSiteContentService } from '#api/modules/support/site-content.service.ts';

const config = loadConfig();
const log = createLogger(config.logLevel);
const database = await openDatabaseOrExplain(
  config,
  'Only one process may use an embedded database folder: one server, or one command such as an import.',
);
const app = await buildApp(createAppContext(config, database, log), { logger: log });

if (config.seedDemoCatalogue) {
  const seed = await seedDemoCatalogue(database.db, DEMO_CATALOGUE, DEMO_PLACE_NAMES);
  app.log.info(
    seed,
    seed.seeded ? 'demo catalogue seeded' : 'catalogue already has places; demo seed skipped',
  );
}

// The help and privacy pages start as the product's own; a page staff replaced is left alone.
const content = await createSiteContentService(database.db, config.productName, systemClock).seed();
if (content.seeded.length > 0) app.log.info(content, 'help and privacy pages seeded');

let closing = false;
async function shutDown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
  } finally {
    // PGlite must be closed or Node will not exit, and a clean close keeps its files consistent.
    await database.close();
  }
  process.exit(0);
}
process.once('SIGINT', () => void shutDown('SIGINT'));
process.once('SIGTERM', () => void shutDown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: database.kind, url: `http://localhost:${config.port}` },
  `${config.productName} is ready at http://localhost:${config.port}`,
);
