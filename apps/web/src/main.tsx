import { matchRoute, SERVER_RENDERED_PAGE } from '@waymark/domain';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import type { PageState } from '@/app/page-state.ts';
import { AppProviders } from '@/app/providers.tsx';
import { OfflineBanner } from '@/app/layout/app-shell.tsx';
import { createAppRouter } from '@/app/router.tsx';
import { SCREENS } from '@/app/screens.ts';
import { configQueryOptions } from '@/lib/app-config.ts';
import { selectIsSignedIn, useAppStore } from '@/lib/app-store.ts';
import { setAppNavigator } from '@/lib/navigation.ts';
import { HAS_QUEUED_EDITS, HAS_SAVED_ITEMS } from '@/lib/offline/offline-names.ts';
import { registerServiceWorkerAfterLoad } from '@/lib/offline/service-worker.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { RenderedViewport } from '@/lib/use-viewport.ts';
import '@/ui/tokens.css';
import '@/ui/global.css';

const queryClient = createQueryClient();
// A page the server rendered (issue 18) comes with what it was rendered from; the browser starts
// from the same answers and width, so hydrating it redraws nothing.
const stateElement = document.getElementById(SERVER_RENDERED_PAGE.stateElementId);
const pageState = stateElement?.textContent ? (JSON.parse(stateElement.textContent) as PageState) : undefined;
for (const { key, data, updatedAt } of pageState?.answers ?? []) {
  queryClient.setQueryData(key, data, { updatedAt });
}
// Spec 1 §7: the config is read on start-up; the product name and footer wait on it. A page
// the server drew came with it, or was drawn without it: hydrating must not see it early.
if (!pageState) void queryClient.prefetchQuery(configQueryOptions());

const router = createAppRouter();
setAppNavigator((to) => void router.navigate(to));

registerServiceWorkerAfterLoad();
// What was saved for offline opens without a connection (issue 17); the library is read only
// when it holds something.
async function openOfflineLibrary(): Promise<void> {
  if (localStorage.getItem(HAS_SAVED_ITEMS) || localStorage.getItem(HAS_QUEUED_EDITS)) {
    const library = await import('@/lib/offline/offline-library.ts');
    await library.openOfflineLibrary(queryClient);
  }
}

/** Runs each module, in its own task: together, on a phone, they would hold up a tap. */
async function runInTurn(modules: string[]) {
  for (const module of modules) {
    await import(/* @vite-ignore */ module);
    await new Promise((resolve) => setTimeout(resolve));
  }
}

/**
 * The drawn page now answers taps: said on `<html data-app>`, for tests and tools waiting on it.
 * Said once what the device saved for offline is drawn in too: until then a saved plan shows as
 * the server drew it for a stranger, and changing over moves what a tap was aimed at.
 */
function pageHydrated() {
  void openOfflineLibrary()
    .catch(() => undefined)
    .then(() => new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn))))
    .then(() => {
      document.documentElement.dataset.app = SERVER_RENDERED_PAGE.appState.started;
    });
}

/**
 * Runs once the page the server drew is hydrated: what changes the cache must wait until then.
 * It wraps the router rather than sitting beside it: a sibling would move every useId below
 * (Radix's aria-controls among them) away from the ids the server drew.
 */
function AfterHydration({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, [run]);
  return children;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <RenderedViewport value={pageState?.viewport ?? 'desktop'}>
      <AppProviders queryClient={queryClient}>
        {/* Saved answers may differ from the page's: put in the cache while hydrating, they would not match it. */}
        {pageState ? (
          <AfterHydration run={pageHydrated}>
            <RouterProvider router={router} />
          </AfterHydration>
        ) : (
          <RouterProvider router={router} />
        )}
      </AppProviders>
    </RenderedViewport>
  </StrictMode>
);
if (pageState) {
  // The screen the server drew is loaded first (its chunks came with the page), so hydration
  // never waits on it. As a transition, hydration yields to the browser every few
  // milliseconds; a tap meanwhile hydrates what it touched at once.
  const route = matchRoute(window.location.pathname);
  void runInTurn(pageState.screenModules)
    .then(() => route && SCREENS[route.name]?.preload())
    // Offline, the banner saying so comes with the hydrated page rather than a moment after,
    // when it would push down what someone is about to tap.
    .then(() => (navigator.onLine ? undefined : OfflineBanner.preload()))
    // A screen that fails to load is for the route's error screen to say, once hydrated.
    .catch(() => undefined)
    .then(() => {
      startTransition(() => {
        hydrateRoot(root, app);
      });
    });
  // The server asked as a stranger. A signed-in device hydrates with those answers, so its
  // first render matches the page, then asks again as itself: an owner sees their plan's
  // Share and Download, and their own wishlist marks.
  if (selectIsSignedIn(useAppStore.getState())) void queryClient.invalidateQueries();
} else {
  void openOfflineLibrary();
  createRoot(root).render(app);
}
