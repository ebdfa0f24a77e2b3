import { useSyncExternalStore } from 'react';

/**
 * Whether the browser has a connection, kept current by its online and offline events (issue
 * 17). "Online" may still reach nothing on one bar of signal; failed calls say so themselves.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
