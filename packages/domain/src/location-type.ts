import { z } from 'zod';

/**
 * Tracks, huts, campsites and highlights share one Location entity (spec 2 §3). Its own module,
 * so reviews (which name their place's type) and the location (which lists its reviews) need
 * not import each other.
 */
export const LocationTypeSchema = z.enum(['Track', 'Hut', 'Campsite', 'Highlight']);
export type LocationType = z.infer<typeof LocationTypeSchema>;
