import { useSyncExternalStore } from 'react';

/**
 * Inside the installed app, home asks for notifications before anyone has logged in (spec 1:
 * "a push-permission request runs only inside the native app"). The wish is kept here until a
 * login, when the device is subscribed for that person. Free of the push code, so the app shell can ask
 * without loading the push code.
 */
const PUSH_WANTED = 'waymark:push-wanted';
export const markPushWanted = () => localStorage.setItem(PUSH_WANTED, 'yes');
export const isPushWanted = () => localStorage.getItem(PUSH_WANTED) !== null;
export const forgetPushWanted = () => localStorage.removeItem(PUSH_WANTED);

/** The app opened from the home screen, as an installed app, rather than in a browser tab. */
export function isInstalledApp(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** isInstalledApp for a render; a page drawn on the server was drawn for a browser tab. */
export function useIsInstalledApp(): boolean {
  return useSyncExternalStore(
    () => () => undefined,
    isInstalledApp,
    () => false,
  );
}
