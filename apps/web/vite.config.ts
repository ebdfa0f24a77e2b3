import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// By path: the config loader leaves workspace packages to Node, which cannot read TypeScript.
import { PASSWORD_DICTIONARIES } from '../../packages/domain/src/password-dictionaries.ts';

/**
 * The API answers under /api; in development (`npm run dev`) it runs beside Vite on its own
 * PORT. 127.0.0.1, not localhost: the API listens on IPv4, and localhost may resolve to ::1.
 */
const API_DEV_ORIGIN = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

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

/**
 * The password lists are the head of zxcvbn's full ones (820 KB gzipped). Building replaces the
 * module that cuts them with what it computed, so the browser downloads only the head.
 */
function passwordDictionariesAsData(): Plugin {
  const module = fileURLToPath(
    new URL('../../packages/domain/src/password-dictionaries.ts', import.meta.url),
  );
  const code = `export const PASSWORD_DICTIONARIES = ${JSON.stringify(PASSWORD_DICTIONARIES)};`;
  return {
    name: 'waymark:password-dictionaries-as-data',
    enforce: 'pre',
    load: (id) => (id === module ? code : undefined),
  };
}

export default defineConfig({
  plugins: [react(), reactRouterProductionBuild(), passwordDictionariesAsData()],
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
    // A fixed port, so the API's emailed links (PUBLIC_URL in `npm run dev`) open this server.
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: { '/api': { target: API_DEV_ORIGIN, changeOrigin: true } },
  },
});
