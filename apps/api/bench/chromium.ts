/** Debian's Chromium (docs: ENVIRONMENT.md); CHROMIUM_PATH points elsewhere when it lives elsewhere. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launch arguments that keep Chromium quiet on a closed network (as in e2e/chromium.ts). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
