import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers.tsx';
import { createAppRouter } from '@/app/router.tsx';
import { configQueryOptions } from '@/lib/app-config.ts';
import { setAppNavigator } from '@/lib/navigation.ts';
import { useAppStore } from '@/lib/app-store.ts';
import { HAS_SAVED_ITEMS } from '@/lib/offline/offline-names.ts';
import { isSomeoneElsesLibrary } from '@/lib/offline/offline-owner.ts';
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
// What was saved for offline opens without a connection (issue 17); read only when there is
// some, and emptied when someone else logs in on this device.
const offlineLibrary = () => import('@/lib/offline/offline-library.ts');
const signedInId = () => useAppStore.getState().user?.id;
if (signedInId() !== undefined && isSomeoneElsesLibrary(signedInId()!)) {
  void offlineLibrary().then((library) => library.forgetOfflineLibrary(queryClient));
} else if (localStorage.getItem(HAS_SAVED_ITEMS)) {
  void offlineLibrary().then((library) => library.restoreSavedAnswers(queryClient));
}
useAppStore.subscribe((state, previous) => {
  const id = state.user?.id;
  if (id !== undefined && id !== previous.user?.id && isSomeoneElsesLibrary(id)) {
    void offlineLibrary().then((library) => library.forgetOfflineLibrary(queryClient));
  }
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
