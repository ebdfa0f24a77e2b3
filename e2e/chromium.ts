import { existsSync } from 'node:fs';

/**
 * The e2e tests drive Debian's Chromium, never a browser Playwright downloads
 * (docs: ENVIRONMENT.md). CHROMIUM_PATH points elsewhere when it lives elsewhere.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumAvailable = existsSync(chromiumPath);

export const chromiumMissingMessage =
  `Chromium was not found at ${chromiumPath}. Install it (sudo apt-get install -y chromium) ` +
  'or set CHROMIUM_PATH; the end-to-end tests fail until then.';

/** Launch arguments that keep Chromium quiet on a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
