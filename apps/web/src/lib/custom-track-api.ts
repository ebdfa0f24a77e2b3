import { CustomTrackSchema } from '@waymark/domain';
import type { CustomTrack } from '@waymark/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, API_PREFIX } from './api-client.ts';

/**
 * `GET custom-track/{id}` (spec 2 §7): a custom track for anyone with its link. Here, not in a
 * feature, because its page, map, alerts, weather, gear and plan screens and the editor all read it.
 */

export const CUSTOM_TRACKS_KEY = ['custom-track'] as const;

export function getCustomTrack(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<CustomTrack> {
  return api(`custom-track/${encodeURIComponent(id)}`, { schema: CustomTrackSchema, signal });
}

export function customTrackQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CUSTOM_TRACKS_KEY, 'one', id],
    queryFn: ({ signal }) => getCustomTrack(id, { signal }),
  });
}

export function useCustomTrack(id: string | undefined) {
  return useQuery({ ...customTrackQueryOptions(id ?? ''), enabled: !!id });
}

/** `GET custom-track/{id}/track.gpx`: the track as a GPX file, for anyone with its link. */
export function customTrackGpxUrl(id: string): string {
  return `${API_PREFIX}custom-track/${encodeURIComponent(id)}/track.gpx`;
}
