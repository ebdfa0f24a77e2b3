import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers.tsx';
import { createAppRouter } from '@/app/router.tsx';
import { configQueryOptions } from '@/lib/app-config.ts';
import { setAppNavigator } from '@/lib/navigation.ts';
import { HAS_QUEUED_EDITS, HAS_SAVED_ITEMS } from '@/lib/offline/offline-names.ts';
import { registerServiceWorkerAfterLoad } from '@/lib/offline/service-worker.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import '@/ui/tokens.css';
import '@/ui/global.css';

const queryClient = createQueryClient();
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

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
