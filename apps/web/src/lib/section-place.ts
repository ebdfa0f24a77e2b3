import { CUSTOM_TRACK_KIND } from '@waymark/domain';
import type { CustomTrack, PlaceGearPresets, PlaceKind } from '@waymark/domain';

/**
 * What a place's frame and its sections (alerts, weather, gear, plan) need of it: a catalogue
 * place fits as it is; a custom track is made to fit by customTrackPlace.
 */
export type SectionPlace = {
  id: number | string;
  type: PlaceKind;
  /** A custom track's is its id: the route parameter of its pages. */
  slug: string;
  title: string;
} & PlaceGearPresets;

/** A custom track as a section place: its id is both its id and its slug (PlanSchema's location). */
export function customTrackPlace(track: CustomTrack): SectionPlace {
  return {
    id: track.id,
    type: CUSTOM_TRACK_KIND,
    slug: track.id,
    title: track.title,
    gear_list_presets: track.gear_list_presets,
    // A drawn route has no walking time, so its first preset is the one to start from.
    duration_category_gear_list: null,
  };
}
