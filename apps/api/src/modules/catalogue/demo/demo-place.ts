import type { DocRegionTitle, LocationType } from '@waymark/domain';

/**
 * One hand-written place of the demo catalogue: real New Zealand places, with their true
 * names, regions, coordinates (WGS84) and DOC facts, so a fresh start shows real content.
 */
export type DemoPlace = {
  type: LocationType;
  title: string;
  /** Defaults to slugify(title). */
  slug?: string;
  introduction: string;
  region: DocRegionTitle;
  /** Area names, e.g. ['Fiordland National Park']. */
  areas: string[];
  lng: number;
  lat: number;
  /** The DOC page for the place. */
  infoLink?: string;
  /** Why the place is closed, when it is: seeded as its closed alert. */
  closedBecause?: string;
  // Tracks
  distanceKm?: number;
  trackType?: 'One way' | 'Loop' | 'Return';
  /** As DOC words it, e.g. "3–4 days" or "2 hr 30 min return". */
  walkingDuration?: string;
  /** The typical walking time in hours, which decides the Time filter band. */
  durationHours?: number;
  difficulties?: ('easiest' | 'easy' | 'intermediate' | 'advanced' | 'expert')[];
  wheelchairFriendly?: boolean;
  sharedUse?: boolean;
  /** A few real points along the track, [lng, lat], start to finish. */
  line?: [number, number][];
  /** Shown under "Recommended tracks" in this order. */
  recommendedRank?: number;
  // Huts and campsites
  numberOfBunks?: number;
  bookable?: boolean;
  category?: string;
  poweredSites?: number;
  unpoweredSites?: number;
  dogsAllowed?: boolean;
  dogsAllowedInformation?: string;
  facilities?: string[];
  landscapes?: string[];
  access?: string[];
  activities?: string[];
  roadendProximity?: string;
  /** Simple HTML: <p>, <ul>, <li>, <strong>. */
  essentialPreparation?: string;
  // Highlights
  locationText?: string;
  accordionItems?: { title: string; content: string }[];
  /** Slugs of featured tracks, huts and campsites in this catalogue. */
  featured?: string[];
};
