import { LOCATION_ROUTES, LOCATION_SECTIONS } from '@waymark/domain';
import type { LocationRoute, LocationSection } from '@waymark/domain';

export type LocationPage = {
  location: LocationRoute;
  /** undefined on the location's own page, e.g. 'map' on /tracks/{track}/map. */
  section: LocationSection | undefined;
};

/** Which location kind and section a route name belongs to: 'hut-weather' → hut, weather. */
export function locationPageFor(routeName: string): LocationPage | undefined {
  for (const location of LOCATION_ROUTES) {
    if (routeName === location.routeName) return { location, section: undefined };
    const section = LOCATION_SECTIONS.find((candidate) => routeName === `${location.routeName}-${candidate}`);
    if (section) return { location, section };
  }
  return undefined;
}

/**
 * A readable title from a URL slug until the place itself is loaded:
 * 'abel-tasman-coast-track' → 'Abel Tasman Coast Track'.
 */
export function titleFromSlug(slug: string): string {
  return decodeURIComponent(slug)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('en-NZ') + word.slice(1))
    .join(' ');
}
