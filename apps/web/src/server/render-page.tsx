import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import type { Query, QueryClient, QueryObserverOptions } from '@tanstack/react-query';
import { LOCATION_ROUTES, matchRoute, type RouteName, type Viewport } from '@waymark/domain';
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Manifest } from 'vite';
import type { PageState } from '@/app/page-state.ts';
import { AppProviders } from '@/app/providers.tsx';
import { appRoutes } from '@/app/router.tsx';
import { SCREENS } from '@/app/screens.ts';
import { carryApiCalls } from '@/lib/api-client.ts';
import { parseHtmlIn } from '@/lib/html-window.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { RenderedViewport } from '@/lib/use-viewport.ts';

/**
 * Server rendering (issue 18, decision 023): the public pages are drawn on the server with the
 * data their screen asks for, so a phone paints the page before any script has run, and a
 * browser without JavaScript can read it. The browser then hydrates what it was sent.
 */

/** Pages anyone may open and nothing on the device changes: account and editor pages stay in the browser. */
const SERVER_RENDERED = new Set<RouteName>([
  'home',
  'tracks',
  ...LOCATION_ROUTES.flatMap(({ routeName, sections }) => [
    routeName,
    ...sections.map((section) => `${routeName}-${section}`),
  ]),
  'plan-readonly',
  'help',
  'privacy',
  'not-found',
]);

/**
 * How long a page waits on the answers its screen asks for. What has not come by then (a slow
 * forecast, say) the browser asks for itself, as it would without a server render.
 */
const ANSWERS_WAIT_MS = 1500;
/** A screen asks, renders with the answers and may ask for more (a place, then its reviews). */
const MAX_ROUNDS = 4;

export type RendererOptions = {
  /** The origin calls are addressed to; `fetchApi` answers them without leaving the process. */
  origin: string;
  fetchApi: (input: URL, init: RequestInit) => Promise<Response>;
  /** The browser's build (apps/web/dist), whose manifest says which styles and scripts a screen needs. */
  clientDir: string;
};

export type PageRequest = { path: string; userAgent: string | undefined };

export type RenderedPage = {
  /** For the page's head: the screen's styles. */
  head: string;
  /**
   * The app's script and the chunks it imports, as `/assets/…` paths, each after what it
   * imports: the browser runs them one per task, so no one task runs them all.
   */
  appModules: string[];
  /** The same for the screen's script and the chunks it imports beyond the app's (PageState). */
  screenModules: string[];
  /** The page's markup, for inside `<div id="root">`. */
  root: Readable;
  /** The PageState as JSON that cannot close its script element. */
  state: string;
};

export function createPageRenderer({ origin, fetchApi, clientDir }: RendererOptions) {
  // Every call a server render makes is anonymous: no token is ever kept on the server.
  carryApiCalls(origin, fetchApi);
  // HTML from the catalogue is cleaned with the browser's allow-list, in jsdom's window.
  parseHtmlIn(new JSDOM('').window as unknown as Window & typeof globalThis);
  const handler = createStaticHandler(appRoutes);
  const screenAssets = screenAssetsIn(clientDir);

  /** The page rendered, or undefined for one the browser draws by itself. */
  return async function renderPage({ path, userAgent }: PageRequest): Promise<RenderedPage | undefined> {
    const url = new URL(path, origin);
    const route = matchRoute(url.pathname);
    if (!route || !SERVER_RENDERED.has(route.name)) return undefined;
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return undefined;

    const viewport = viewportForUserAgent(userAgent);
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const page = (
      <RenderedViewport value={viewport}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProviders>
      </RenderedViewport>
    );
    await fetchWhatItAsks(page, queryClient);
    const root = await rendered(page);
    const answers = queryClient
      .getQueryCache()
      .getAll()
      .map(({ queryKey, state }) => ({ key: queryKey, data: state.data, updatedAt: state.dataUpdatedAt }));
    const { head, appModules, screenModules } = screenAssets(SCREENS[route.name]?.file);
    const state: PageState = { answers, viewport, screenModules };
    return {
      head,
      appModules,
      screenModules,
      root,
      state: JSON.stringify(state).replace(/</g, '\\u003c'),
    };
  };
}

/** Phones say "Mobi" (or are an iPhone); tablets are an iPad or an Android without it. */
export function viewportForUserAgent(userAgent: string | undefined): Viewport {
  if (!userAgent) return 'desktop';
  if (/Mobi|iPhone|iPod/.test(userAgent)) return 'mobile';
  if (/iPad|Android|Tablet/.test(userAgent)) return 'tablet';
  return 'desktop';
}

/**
 * Renders the page until it asks for nothing new: each round fetches what the last one asked
 * for. A failed or unfinished answer is then dropped, so the page shows it loading and the
 * browser, hydrating from the same cache, draws the same and asks again.
 */
async function fetchWhatItAsks(page: ReactNode, queryClient: QueryClient): Promise<void> {
  let deadline: number | undefined;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    await renderedOnce(page);
    const asked = queryClient.getQueryCache().getAll().filter(isAskedButNotFetched);
    // The wait starts with the first answers asked for, not with the first render, which
    // may have had to load a screen's code.
    deadline ??= Date.now() + ANSWERS_WAIT_MS;
    const remaining = deadline - Date.now();
    if (asked.length === 0 || remaining <= 0) break;
    await Promise.race([
      Promise.allSettled(asked.map((query) => query.fetch())),
      new Promise((resolve) => setTimeout(resolve, remaining)),
    ]);
  }
  const cache = queryClient.getQueryCache();
  for (const query of cache.findAll({ predicate: (query) => query.state.status !== 'success' })) {
    cache.remove(query);
  }
}

/** A query a screen rendered with, enabled, that nothing has fetched yet. */
function isAskedButNotFetched(query: Query): boolean {
  const { status, fetchStatus, errorUpdateCount } = query.state;
  if (status !== 'pending' || fetchStatus !== 'idle' || errorUpdateCount > 0) return false;
  // The options are the observer's that built the query, so they say whether it may fetch.
  const { enabled } = query.options as QueryObserverOptions;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** A render that only finds out what the page asks for; its markup is thrown away. */
function renderedOnce(page: ReactNode): Promise<void> {
  return new Promise((resolve, reject) => {
    const { abort } = renderToPipeableStream(page, {
      onAllReady: () => {
        abort();
        resolve();
      },
      onShellError: reject,
    });
  });
}

/**
 * The whole page, every lazy screen loaded, in order: a browser without JavaScript reads all of
 * it. (React would otherwise send a large screen after its fallback, for a script to swap in.)
 */
function rendered(page: ReactNode): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(page, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => resolve(pipe(new PassThrough())),
      onShellError: reject,
    });
  });
}

type ScreenAssets = Pick<RenderedPage, 'head' | 'appModules' | 'screenModules'>;

/**
 * A screen's styles, inlined, and the chunks of the app and the screen, each after what it
 * imports. A phone on a slow network paints the page without first fetching the dozen small
 * stylesheets a screen's chunks bring; the page's loader then fetches every chunk at once,
 * rather than one import after another, and runs them one per task (after-paint.ts in the API).
 */
function screenAssetsIn(clientDir: string): (screenFile: string | undefined) => ScreenAssets {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  /** The chunks `key` imports and then itself, each after what it imports, skipping what `done` holds. */
  const inOrder = (key: string, done: Set<string>): string[] => {
    const chunk = manifest[key];
    if (!chunk || done.has(key)) return [];
    done.add(key);
    return [...(chunk.imports ?? []).flatMap((imported) => inOrder(imported, done)), key];
  };
  const appChunks = new Set<string>();
  const appModules = inOrder('index.html', appChunks).map((key) => `/${manifest[key]?.file}`);
  const known = new Map<string, ScreenAssets>();

  const assetsOf = (screenFile: string): ScreenAssets => {
    const chunks = inOrder(screenFile, new Set(appChunks));
    const styles = new Set(chunks.flatMap((key) => manifest[key]?.css ?? []));
    const css = [...styles].map((file) => readFileSync(path.join(clientDir, file), 'utf8')).join('\n');
    return {
      head: css ? `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>` : '',
      appModules,
      screenModules: chunks.map((key) => `/${manifest[key]?.file}`),
    };
  };

  return (screenFile) => {
    if (!screenFile) return { head: '', appModules, screenModules: [] };
    const assets = known.get(screenFile) ?? assetsOf(screenFile);
    known.set(screenFile, assets);
    return assets;
  };
}
