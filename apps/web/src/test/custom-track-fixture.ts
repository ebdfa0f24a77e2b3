import type { CustomTrack } from '@waymark/domain';

/** A walker's own custom track as the API answers it, with the changes a test cares about. */
export function customTrackFixture(changes: Partial<CustomTrack> = {}): CustomTrack {
  return {
    id: 'Trk0000000000001',
    title: 'Roys Peak loop',
    description: '',
    distance: 16.2,
    last_edited: '2026-03-04T01:00:00.000Z',
    markers: [],
    gear_list_presets: [],
    is_own: true,
    ...changes,
  };
}
