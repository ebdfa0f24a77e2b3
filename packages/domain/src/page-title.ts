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

/** Whether two place names are the same name: a highlight is often called after its park. */
function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * "{title} [- CAMPSITE CLOSED], {location}, New Zealand"; a location or region of the place's own
 * name is passed over ("Tongariro National Park, Tongariro National Park" says it twice).
 */
export function locationPageTitle(
  location: Pick<LocationSummary, 'title' | 'type' | 'is_closed' | 'locations' | 'regions'>,
): string {
  const where = [location.locations[0]?.title, location.regions[0]?.title].find(
    (name) => name && !sameName(name, location.title),
  );
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
 * under its title in headers, result tiles and map popups; neither twice, nor the title again.
 */
export function placeSubtitle(place: {
  title?: string;
  regions: readonly { title: string }[];
  locations: readonly { title: string }[];
}): string {
  const parts: string[] = [];
  for (const part of [place.locations[0]?.title, place.regions[0]?.title]) {
    if (!part || parts.some((kept) => sameName(kept, part))) continue;
    if (place.title !== undefined && sameName(part, place.title)) continue;
    parts.push(part);
  }
  return parts.join(', ');
}
