import { z } from 'zod';
import { GearPresetSchema } from './gear.ts';
import { LocationTypeSchema } from './location-type.ts';
import { ReviewSchema } from './reviews.ts';
import { oneLineText } from './safe-text.ts';

export { LocationTypeSchema, type LocationType } from './location-type.ts';

/** How a place is named in its address and in requests about it, e.g. "kepler-track". */
export const PlaceSlugSchema = oneLineText("The place's slug").min(1).max(200);

/** DOC's five track grades, in order from easiest; filters send the ids. */
export const DIFFICULTIES = [
  { id: 'easiest', title: 'Easiest' },
  { id: 'easy', title: 'Easy' },
  { id: 'intermediate', title: 'Intermediate' },
  { id: 'advanced', title: 'Advanced' },
  { id: 'expert', title: 'Expert' },
] as const;
export const DifficultyIdSchema = z.enum(DIFFICULTIES.map((d) => d.id) as [string, ...string[]]);

/** Duration bands for the Time filter; a track falls in one band by its walking time. */
export const DURATION_CATEGORIES = [
  { id: 'under-1-hour', title: 'Under 1 hour', maxHours: 1 },
  { id: '1-4-hours', title: '1–4 hours', maxHours: 4 },
  { id: 'half-to-full-day', title: 'Half day to full day', maxHours: 10 },
  { id: 'multi-day', title: 'Multi-day', maxHours: Number.POSITIVE_INFINITY },
] as const;
export type DurationCategoryId = (typeof DURATION_CATEGORIES)[number]['id'];
export const DurationCategoryIdSchema = z.enum(DURATION_CATEGORIES.map((d) => d.id) as [string, ...string[]]);

export function durationCategoryForHours(hours: number): DurationCategoryId {
  const band = DURATION_CATEGORIES.find((category) => hours <= category.maxHours);
  return (band ?? DURATION_CATEGORIES[DURATION_CATEGORIES.length - 1]!).id;
}

const Titled = z.object({ title: z.string() });
const SlugLink = z.object({ title: z.string(), slug: z.string() });

export const GalleryImageSchema = z.object({
  lg: z.string(),
  sm: z.string(),
  title: z.string(),
  credit: z.string(),
});
export type GalleryImage = z.infer<typeof GalleryImageSchema>;

export const AccordionItemSchema = z.object({ title: z.string(), content: z.string() });

/** A GeoJSON line for a track (WGS84). */
export const TrackGeometrySchema = z.object({
  type: z.enum(['LineString', 'MultiLineString']),
  coordinates: z.array(z.unknown()),
});

export const LocationSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: LocationTypeSchema,
  title: z.string(),
  is_closed: z.boolean(),
  thumbnail: z.string().nullable(),
  regions: z.array(Titled),
  locations: z.array(Titled),
  lng: z.number(),
  lat: z.number(),
  /** The average of its reviews' ratings to one decimal, null with none (spec 2 §3). */
  average_rating: z.number().nullable(),
  rating_count: z.number().int(),
});
export type LocationSummary = z.infer<typeof LocationSummarySchema>;

export const LocationSchema = LocationSummarySchema.extend({
  introduction: z.string(),
  singular_name: z.string(),
  plural_name: z.string(),
  track_image: z.string().nullable(),
  image: z.string().nullable(),
  track_image_alt: z.string().nullable(),
  image_alt: z.string().nullable(),
  gallery: z.array(GalleryImageSchema),
  photo_credit: z.string().nullable(),
  distance: z.number().nullable().describe('Kilometres'),
  track_type: z.string().nullable(),
  walking_duration: z.string().nullable(),
  difficulty: z.array(Titled),
  number_of_bunks: z.number().int().nullable(),
  bookable: z.boolean().nullable(),
  info_link: z.string().nullable(),
  category: z.string().nullable(),
  powered_sites: z.number().int().nullable(),
  unpowered_sites: z.number().int().nullable(),
  dogs_allowed: z.boolean().nullable(),
  dogs_allowed_information: z.string().nullable(),
  wheelchair_friendly: z.boolean(),
  shared_use: z.boolean(),
  landscapes: z.array(Titled),
  access: z.array(Titled),
  activities: z.array(Titled),
  facilities: z.array(Titled),
  essential_preparation: z.string().nullable(),
  roadend_proximity: z.string().nullable(),
  closest_tracks: z.array(SlugLink),
  related: z.object({
    tracks: z.array(LocationSummarySchema),
    huts: z.array(LocationSummarySchema),
    campsites: z.array(LocationSummarySchema),
  }),
  /** Every review of the place, newest first, with only approved photos. */
  feedback: z.array(ReviewSchema),
  search: z.object({ keywords: z.string(), description: z.string() }),
  social: z.object({ description: z.string(), image: z.string().nullable(), twitter_card: z.string() }),
  geolocation: z.tuple([z.number(), z.number()]).describe('[lng, lat]'),
  geojson: TrackGeometrySchema.nullable(),
  attribution: z.string().nullable(),
  // Highlights only.
  accordion_items: z.array(AccordionItemSchema),
  featured_tracks: z.array(SlugLink),
  featured_huts: z.array(SlugLink),
  featured_campsites: z.array(SlugLink),
  location: z.string().nullable(),
  /** Waymark's gear lists that suit the place, best fit first (gearPresetsForPlace). */
  gear_list_presets: z.array(GearPresetSchema).min(1),
  /** The id of the list for the place's walking time, one of gear_list_presets; null when unknown. */
  duration_category_gear_list: z.string().nullable(),
});
export type Location = z.infer<typeof LocationSchema>;

/** Stable URL slug from a title: macrons folded, lower case, hyphenated. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
