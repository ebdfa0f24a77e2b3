import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The API answers under /api; in development it runs beside Vite on port 3000. */
const API_DEV_ORIGIN = 'http://localhost:3000';

/**
 * React Router's package exports only its development build, with its extra checks and warnings;
 * the production build sits beside it, reachable by path. Builds take that one.
 */
function reactRouterProductionBuild(): Plugin {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  const production = path.join(path.dirname(packageJson), 'dist/production');
  return {
    name: 'waymark:react-router-production-build',
    config: (_config, { command }) =>
      command === 'build'
        ? {
            resolve: {
              alias: [
                { find: /^react-router$/, replacement: path.join(production, 'index.mjs') },
                { find: /^react-router\/dom$/, replacement: path.join(production, 'dom-export.mjs') },
              ],
            },
          }
        : undefined,
  };
}

export default defineConfig({
  plugins: [react(), reactRouterProductionBuild()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // The API process serves this folder in production and in the e2e tests.
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: { '/api': { target: API_DEV_ORIGIN, changeOrigin: true } },
  },
});
