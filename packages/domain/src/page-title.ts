import type { LocationSummary, LocationType } from './location.ts';

/** Titles of spec 1 §2 and spec 2 §2: one rule for the browser tab, the server's HTML and shares. */

/** "Routeburn Track - TRACK CLOSED": the location page title when it is closed. */
export function closedTitle(title: string, type: LocationType, isClosed: boolean): string {
  return isClosed ? `${title} - ${type.toUpperCase()} CLOSED` : title;
}

/** Search results mark closed items with " - CLOSED". */
export function resultTitle(item: Pick<LocationSummary, 'title' | 'is_closed'>): string {
  return item.is_closed ? `${item.title} - CLOSED` : item.title;
}

/** "{title} [- CAMPSITE CLOSED], {location}, New Zealand" */
export function locationPageTitle(
  location: Pick<LocationSummary, 'title' | 'type' | 'is_closed' | 'locations' | 'regions'>,
): string {
  const where = location.locations[0]?.title ?? location.regions[0]?.title;
  return [closedTitle(location.title, location.type, location.is_closed), where, 'New Zealand']
    .filter(Boolean)
    .join(', ');
}

/** The browser tab: the page title plus the social title. */
export function documentTitle(pageTitle: string | undefined, socialTitle: string): string {
  return pageTitle ? `${pageTitle} | ${socialTitle}` : socialTitle;
}

/**
 * "Fiordland National Park, Fiordland": a place's first location and region, the subtitle
 * under its title in headers, result tiles and map popups.
 */
export function placeSubtitle(place: {
  regions: readonly { title: string }[];
  locations: readonly { title: string }[];
}): string {
  const parts = [place.locations[0]?.title, place.regions[0]?.title].filter((part): part is string =>
    Boolean(part),
  );
  return [...new Set(parts)].join(', ');
}
