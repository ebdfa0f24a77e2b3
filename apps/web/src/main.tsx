import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { PAGE_STATE_ELEMENT_ID, type PageState } from '@/app/page-state.ts';
import { AppProviders } from '@/app/providers.tsx';
import { createAppRouter } from '@/app/router.tsx';
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
const stateElement = document.getElementById(PAGE_STATE_ELEMENT_ID);
const pageState = stateElement?.textContent ? (JSON.parse(stateElement.textContent) as PageState) : undefined;
if (pageState) hydrate(queryClient, pageState.queries);
// Spec 1 §7: the config is read on start-up; the product name and footer wait on it.
void queryClient.prefetchQuery(configQueryOptions());

const router = createAppRouter();
setAppNavigator((to) => void router.navigate(to));

registerServiceWorkerAfterLoad();
// What was saved for offline opens without a connection (issue 17); the library is read only
// when it holds something.
if (localStorage.getItem(HAS_SAVED_ITEMS) || localStorage.getItem(HAS_QUEUED_EDITS)) {
  void import('@/lib/offline/offline-library.ts').then((library) => library.openOfflineLibrary(queryClient));
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <RenderedViewport value={pageState?.viewport ?? 'desktop'}>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </RenderedViewport>
  </StrictMode>
);
if (pageState) {
  hydrateRoot(root, app);
  // The server asked as a stranger. A signed-in device hydrates with those answers, so its
  // first render matches the page, then asks again as itself: an owner sees their plan's
  // Share and Download, and their own wishlist marks.
  if (selectIsSignedIn(useAppStore.getState())) void queryClient.invalidateQueries();
} else {
  createRoot(root).render(app);
}
