import { LOCATION_ROUTES, LOCATION_SECTIONS, LOCATION_TYPE_NAMES } from '@waymark/domain';
import type { LocationSection } from '@waymark/domain';

type LocationRoute = (typeof LOCATION_ROUTES)[number];

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

/** The name a person would use for a kind of location: 'custom-track' → 'Custom track'. */
export function locationKindName(location: LocationRoute): string {
  switch (location.routeName) {
    case 'track':
      return LOCATION_TYPE_NAMES.Track.singular;
    case 'hut':
      return LOCATION_TYPE_NAMES.Hut.singular;
    case 'campsite':
      return LOCATION_TYPE_NAMES.Campsite.singular;
    case 'highlight':
      return LOCATION_TYPE_NAMES.Highlight.singular;
    case 'custom-track':
      return 'Custom track';
  }
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
  const kind = locationKindName(page.location);
  const value = params[page.location.param] ?? '';
  // Custom tracks are addressed by id, not slug (spec 2 §2).
  const title = page.location.routeName === 'custom-track' ? `${kind} #${value}` : titleFromSlug(value);
  const eyebrow = page.section ? `${kind} · ${sectionName(page.section)}` : kind;
  return { title, eyebrow, section: page.section };
}
