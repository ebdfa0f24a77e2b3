import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '#api/config.ts';

/**
 * The web app's server renderer (issue 18, decision 023), built by `npm run build` into
 * dist-server beside the browser's build. Its calls to the API never leave this process: they
 * are injected into the app as requests from the address the page was asked from, so any limit
 * on an API route counts them against that person, as if their browser had made them.
 */

/** What apps/web/src/server/render-page.tsx gives for a page; undefined for one the browser draws. */
export type RenderedPage = {
  head: string;
  appModules: string[];
  screenModules: string[];
  root: Readable;
  state: string;
};
export type PageRenderer = (page: {
  path: string;
  userAgent: string | undefined;
  ip: string;
}) => Promise<RenderedPage | undefined>;

type RendererModule = {
  createPageRenderer: (options: {
    origin: string;
    fetchApi: (input: URL, init: RequestInit) => Promise<Response>;
    clientDir: string;
  }) => (page: { path: string; userAgent: string | undefined }) => Promise<RenderedPage | undefined>;
};

/** The renderer, or undefined when the web app was built without one (as the API tests' stand-in is). */
export async function loadPageRenderer(
  app: FastifyInstance,
  config: ServerConfig,
): Promise<PageRenderer | undefined> {
  const entry = path.join(path.dirname(config.webDistDir), 'dist-server', 'render-page.js');
  if (!existsSync(entry) || !existsSync(path.join(config.webDistDir, '.vite', 'manifest.json')))
    return undefined;

  const { createPageRenderer } = (await import(pathToFileURL(entry).href)) as RendererModule;
  const askedFrom = new AsyncLocalStorage<string>();
  const renderPage = createPageRenderer({
    origin: config.publicUrl,
    clientDir: config.webDistDir,
    fetchApi: async (input, init) => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: `${input.pathname}${input.search}`,
        headers: Object.fromEntries(new Headers(init.headers)),
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
        remoteAddress: askedFrom.getStore(),
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined) headers.set(name, String(value));
      }
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers,
      });
    },
  });
  return ({ ip, ...page }) => askedFrom.run(ip, () => renderPage(page));
}
