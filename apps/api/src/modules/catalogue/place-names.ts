/**
 * Town and locality names in search (docs/decisions/007-town-names-in-search.md): a term that
 * is a populated place's name also lists the tracks, huts and campsites around it.
 */

/**
 * The gazetteer's feature types that name somewhere people live, in the order one is preferred
 * when several places share a name: a town over a rural locality, a rural locality over a
 * city suburb of the same name (trampers mean the locality more often than the suburb).
 */
export const POPULATED_PLACE_KINDS = ['city', 'town', 'village', 'locality', 'suburb'] as const;
export type PopulatedPlaceKind = (typeof POPULATED_PLACE_KINDS)[number];

export function isPopulatedPlaceKind(kind: string): kind is PopulatedPlaceKind {
  return (POPULATED_PLACE_KINDS as readonly string[]).includes(kind);
}

/**
 * How far around a named town search looks: about an hour's drive to a road end. Ōhakune's
 * reaches Whakapapa and the Tongariro Alpine Crossing (25–35 km), Queenstown's the
 * Glenorchy road ends (about 45 km). "Nearest to me" looks further (150 km) because it is asked
 * for explicitly and lists nothing else.
 */
export const PLACE_NAME_NEARBY_KM = 50;

/** One town or locality as it is stored. */
export type PlaceNameRecord = { name: string; kind: PopulatedPlaceKind; lng: number; lat: number };
