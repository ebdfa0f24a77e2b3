import { pathFor } from '@waymark/domain';
import type { LocationSection, LocationType } from '@waymark/domain';

/** The route of each kind of place: its name and parameter (spec 2 §2, "/{type}s/{slug}"). */
export const PLACE_ROUTE: Record<LocationType, { routeName: string; param: string }> = {
  Track: { routeName: 'track', param: 'track' },
  Hut: { routeName: 'hut', param: 'hut' },
  Campsite: { routeName: 'campsite', param: 'campsite' },
  Highlight: { routeName: 'highlight', param: 'highlight' },
};

/** '/huts/mueller-hut', or with a section '/huts/mueller-hut/map'. */
export function placePath(type: LocationType, slug: string, section?: LocationSection): string {
  const { routeName, param } = PLACE_ROUTE[type];
  return pathFor(section ? `${routeName}-${section}` : routeName, { [param]: slug });
}
