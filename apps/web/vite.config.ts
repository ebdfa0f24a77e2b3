import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
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

/**
 * The installable app (issue 17): the manifest, and the service worker built from
 * src/service-worker with the list of every script, style, page and icon of this build, which
 * it keeps so the app opens without a connection. The app registers it itself
 * (lib/offline/service-worker.ts), after the page has loaded.
 */
const installableApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/home',
    name: 'Waymark',
    short_name: 'Waymark',
    description:
      'Find New Zealand tracks, huts and campsites, check alerts and weather, and plan trips someone at home can act on.',
    lang: 'en-NZ',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    background_color: '#fbf8f2',
    theme_color: '#1d4d37',
    categories: ['travel', 'sports', 'navigation'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: 'My Walks', url: '/account/my-walks' },
      { name: 'Find a track', url: '/tracks' },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*.{js,mjs,css,html,svg,png,webmanifest}'],
    // The map's chunk is the largest, and a map is what a walker needs offline most.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

/** The built files the server sends compressed; images and fonts are compressed already. */
const COMPRESSIBLE_FILE = /\.(js|mjs|css|html|svg|webmanifest)$/;

/**
 * Writes each script, style, page, icon and manifest of the build beside itself as .br and .gz,
 * at the strongest levels, once. The API sends those as they are (apps/api/src/web/web-app.ts)
 * instead of compressing each file on each request; what it compresses per request, at fast
 * levels, is only what it builds per request (apps/api/src/app.ts). A file that would not
 * shrink is left alone.
 */
function precompressedFiles(): Plugin {
  let outDir = '';
  const compressions = [
    {
      extension: '.br',
      compress: (file: Buffer) =>
        promisify(brotliCompress)(file, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: file.length,
          },
        }),
    },
    {
      extension: '.gz',
      compress: (file: Buffer) => promisify(gzip)(file, { level: zlibConstants.Z_BEST_COMPRESSION }),
    },
  ];
  return {
    name: 'waymark:precompressed-files',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After vite-plugin-pwa's closeBundle has written the service worker, so its copies are of the final file.
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const names = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
        const writes = names
          .filter((name) => COMPRESSIBLE_FILE.test(name))
          .flatMap((name) =>
            compressions.map(async ({ extension, compress }) => {
              const file = await readFile(path.join(outDir, name));
              const compressed = await compress(file);
              if (compressed.length < file.length)
                await writeFile(path.join(outDir, name + extension), compressed);
            }),
          );
        await Promise.all(writes);
      },
    },
  };
}

/**
 * Two builds (`npm run build`): the browser's, with a manifest of which chunk and styles each
 * source file became, and the server renderer's (issue 18), which the API process loads from
 * dist-server to draw public pages before any script runs.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    reactRouterProductionBuild(),
    passwordDictionariesAsData(),
    ...(isSsrBuild ? [] : [installableApp, precompressedFiles()]),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        // The API process serves this folder in production and in the e2e tests.
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
      },
  // The server build takes in every package, in its production build (React's development
  // build renders several times slower), except jsdom, which reads its own files at run time.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  ssr: { noExternal: true, external: ['jsdom'] },
  server: {
    // A fixed port, so the API's emailed links (PUBLIC_URL in `npm run dev`) open this server.
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: { '/api': { target: API_DEV_ORIGIN, changeOrigin: true } },
  },
}));
