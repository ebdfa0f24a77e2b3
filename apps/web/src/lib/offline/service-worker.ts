import { SAVED_ITEMS_CHANGED, SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from './offline-names.ts';

/**
 * The app's one service worker (src/service-worker): it keeps the app for offline use and shows
 * pushed notifications. Built only by `vite build`, so a development server has none.
 */

export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
}

/**
 * Registers it once the page has loaded, so its download of the whole app never competes with
 * the first screen's.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    registerServiceWorker().catch((error: unknown) =>
      console.warn('Waymark could not be made available offline', error),
    );
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** The worker answers saved map areas by address: it rereads them when they change. */
export function tellServiceWorkerSavedItemsChanged(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: SAVED_ITEMS_CHANGED });
}
