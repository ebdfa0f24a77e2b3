import { keepsPageAfterLogin, pathFor, routeAfterLogin } from '@waymark/domain';
import type { User } from '@waymark/domain';

/** Only a path inside this app may be a redirect target: never another site. */
export function safeRedirect(redirect: string | null | undefined): string | undefined {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) {
    return undefined;
  }
  return redirect;
}

/** The sign-in page that, once logged in, goes on to `redirectTo` (spec 1 §4 redirect route). */
export function signInThenGoTo(redirectTo: string): string {
  return `${pathFor('sign-in')}?${new URLSearchParams({ redirect: redirectTo })}`;
}

export type LoginPlace = {
  /** Where the person is now, path and query, e.g. "/tracks/routeburn-track/weather". */
  current: string;
  /** Where they asked to go, e.g. `?redirect=` on sign-in. */
  redirectTo?: string | undefined;
};

/**
 * Where a person goes once logged in (spec 1 §4): not verified → activation; verified but not
 * set up → profile set-up; otherwise the redirect route, else the page they are on when it is
 * one that keeps them, else tracks.
 */
export function destinationAfterLogin(user: Pick<User, 'verified' | 'inited'>, place: LoginPlace): string {
  const pathname = place.current.split(/[?#]/)[0] ?? place.current;
  const stay = keepsPageAfterLogin(pathname) ? place.current : undefined;
  return routeAfterLogin(user, safeRedirect(place.redirectTo) ?? stay);
}
