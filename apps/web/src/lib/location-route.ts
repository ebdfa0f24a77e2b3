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

const SECTION_NAMES: Record<LocationSection, string> = {
  map: 'Map',
  alerts: 'Alerts & Weather Warnings',
  weather: 'Weather',
  gear: 'Gear list',
  plan: 'Trip plan',
};

export function sectionName(section: LocationSection): string {
  return SECTION_NAMES[section];
}

export type LocationHeading = {
  /** 'Routeburn Track', from the slug until the place itself is loaded. */
  title: string;
  /** 'Track' or 'Hut · Weather'. */
  eyebrow: string;
  section: LocationSection | undefined;
};

/** The heading for a location page or section, from its route name and URL parameters. */
export function locationHeading(
  routeName: string,
  params: Readonly<Record<string, string | undefined>>,
): LocationHeading | undefined {
  const page = locationPageFor(routeName);
  if (!page) return undefined;
  const kind = page.location.label;
  const value = params[page.location.param] ?? '';
  // Custom tracks are addressed by id, not slug (spec 2 §2).
  const title = page.location.routeName === 'custom-track' ? `${kind} #${value}` : titleFromSlug(value);
  const eyebrow = page.section ? `${kind} · ${sectionName(page.section)}` : kind;
  return { title, eyebrow, section: page.section };
}
