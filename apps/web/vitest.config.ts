import { fileURLToPath } from 'node:url';
import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** The `web` project of the root Vitest run: components, hooks and the store, in jsdom. */
export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test', isSsrBuild: false }),
  defineProject({
    test: {
      name: 'web',
      // The root config loads this file as a project; paths below are relative to apps/web.
      root: fileURLToPath(new URL('.', import.meta.url)),
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      // A test that waits several times (each up to 5 s, see setup.ts) on a loaded two-core
      // machine can pass its waits and still outlast Vitest's default 5 s for the whole test.
      testTimeout: 30_000,
    },
  }),
);
