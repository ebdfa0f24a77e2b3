import { matchRoute } from '@waymark/domain';
import type { RouteDefinition } from '@waymark/domain';
import { useLocation } from 'react-router';

/** The route-table entry for the page on screen; undefined on a path that is about to redirect. */
export function useCurrentRoute(): RouteDefinition | undefined {
  const { pathname } = useLocation();
  return matchRoute(pathname);
}
