import { durationCategoryForHours, slugify } from '@waymark/domain';
import type { NewLocation } from '#api/modules/catalogue/catalogue.repository.ts';
import type { DemoPlace } from './demo-place.ts';

export const DEMO_ATTRIBUTION =
  'Summarised from Department of Conservation Te Papa Atawhai information, CC BY 4.0.';

/** The database row for a hand-written place; tests build their places with it too. */
export function demoLocationRow(place: DemoPlace): NewLocation {
  return {
    type: place.type,
    slug: place.slug ?? slugify(place.title),
    title: place.title,
    introduction: place.introduction,
    isClosed: place.closedBecause !== undefined,
    areas: place.areas,
    lng: place.lng,
    lat: place.lat,
    infoLink: place.infoLink ?? null,
    distanceKm: place.distanceKm ?? null,
    trackType: place.trackType ?? null,
    walkingDuration: place.walkingDuration ?? null,
    durationCategory:
      place.durationHours === undefined ? null : durationCategoryForHours(place.durationHours),
    difficulties: place.difficulties ?? [],
    wheelchairFriendly: place.wheelchairFriendly ?? false,
    sharedUse: place.sharedUse ?? false,
    geojson: place.line ? { type: 'LineString', coordinates: place.line } : null,
    recommendedRank: place.recommendedRank ?? null,
    numberOfBunks: place.numberOfBunks ?? null,
    bookable: place.bookable ?? null,
    category: place.category ?? null,
    poweredSites: place.poweredSites ?? null,
    unpoweredSites: place.unpoweredSites ?? null,
    dogsAllowed: place.dogsAllowed ?? null,
    dogsAllowedInformation: place.dogsAllowedInformation ?? null,
    facilities: place.facilities ?? [],
    landscapes: place.landscapes ?? [],
    access: place.access ?? [],
    activities: place.activities ?? [],
    roadendProximity: place.roadendProximity ?? null,
    essentialPreparation: place.essentialPreparation ?? null,
    locationText: place.locationText ?? null,
    accordionItems: place.accordionItems ?? [],
    searchDescription: place.introduction,
    socialDescription: place.introduction,
    attribution: DEMO_ATTRIBUTION,
  };
}
