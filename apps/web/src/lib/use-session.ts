import { selectIsSignedIn, useAppStore } from './app-store.ts';

/** Whether this device is signed in, and the user when loaded. */
export function useSession() {
  const isSignedIn = useAppStore(selectIsSignedIn);
  const user = useAppStore((state) => state.user);
  return { isSignedIn, user };
}
