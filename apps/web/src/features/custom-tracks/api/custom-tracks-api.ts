import {
  CustomTrackCountSchema,
  CustomTrackListSchema,
  CustomTrackPlansSchema,
  CustomTrackSavedSchema,
  CustomTrackSchema,
  LegSchema,
} from '@waymark/domain';
import type { CustomTrack, CustomTrackInput, Leg, LngLat } from '@waymark/domain';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { CUSTOM_TRACKS_KEY } from '@/lib/custom-track-api.ts';

/** The custom-track calls of spec 2 §7 that only the walker's own screens make. */

const MINE = [...CUSTOM_TRACKS_KEY, 'mine'] as const;
type TrackPages = InfiniteData<{ tracks: CustomTrack[]; all_loaded: boolean }, number>;

/** `GET custom-track/0/exists`: the editor shows first-time onboarding when this is 0. */
export function useCustomTrackCount() {
  return useQuery({
    queryKey: [...CUSTOM_TRACKS_KEY, 'count'],
    queryFn: ({ signal }) => api('custom-track/0/exists', { schema: CustomTrackCountSchema, signal }),
    retry: false,
  });
}

/** My Custom Tracks (`GET custom-track?page=n`), from page 0, last edited first. */
export function useMyCustomTracks() {
  return useInfiniteQuery({
    queryKey: MINE,
    queryFn: ({ pageParam, signal }) =>
      api('custom-track', { query: { page: pageParam }, schema: CustomTrackListSchema, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.all_loaded ? undefined : pages.length),
  });
}

/** `POST custom-track` for a new track (answers its id), `PUT custom-track/{id}` for a saved one. */
export async function saveCustomTrack(id: string | undefined, track: CustomTrackInput): Promise<string> {
  if (id === undefined) {
    const created = await api('custom-track', { json: track, schema: CustomTrackSavedSchema });
    return created.id;
  }
  await api(`custom-track/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: track,
    schema: CustomTrackSchema,
  });
  return id;
}

/**
 * `GET custom-track/{id}/plans`: the walker's trip plans on their track, which go with it when it
 * is deleted. Asked afresh each time the delete dialog opens, and forgotten when it closes, so
 * the dialog never names the plans as they were a while ago.
 */
export function customTrackPlansQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CUSTOM_TRACKS_KEY, 'plans', id],
    queryFn: ({ signal }) =>
      api(`custom-track/${encodeURIComponent(id)}/plans`, { schema: CustomTrackPlansSchema, signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCustomTrackPlans(id: string | undefined) {
  return useQuery({ ...customTrackPlansQueryOptions(id ?? ''), enabled: id !== undefined });
}

/**
 * `DELETE custom-track/{id}?plans=…`, with the plans on it the walker was shown and confirmed:
 * the server refuses (409) when the track has others. Spec 2 §4: the track goes from the list at
 * once and comes back where it was if the call fails.
 */
export function useDeleteCustomTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...CUSTOM_TRACKS_KEY, 'delete'],
    mutationFn: async ({ id, plans }: { id: string; plans: readonly number[] }): Promise<void> => {
      await api(`custom-track/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        query: { plans: plans.length > 0 ? plans.join(',') : undefined },
      });
    },
    onMutate: async ({ id }) => {
      await queryClient.cancelQueries({ queryKey: MINE });
      const before = queryClient.getQueryData<TrackPages>(MINE);
      queryClient.setQueryData<TrackPages>(
        MINE,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              tracks: page.tracks.filter((track) => track.id !== id),
            })),
          },
      );
      return { before };
    },
    onError: (_error, _deletion, context) => queryClient.setQueryData(MINE, context?.before),
    // Plans made on the track went with it (spec 3 §4).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CUSTOM_TRACKS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['plan'] }),
      ]),
  });
}

/** `GET custom-track/{id}/duplicate`: a shared track becomes the walker's own copy. */
export function useDuplicateCustomTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...CUSTOM_TRACKS_KEY, 'duplicate'],
    mutationFn: (id: string) =>
      api(`custom-track/${encodeURIComponent(id)}/duplicate`, { schema: CustomTrackSavedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOM_TRACKS_KEY }),
  });
}

/** `GET directions`: one leg between two markers, along the tracks or straight with the reason. */
export function fetchLeg(from: LngLat, to: LngLat, { signal }: { signal?: AbortSignal } = {}): Promise<Leg> {
  const point = ([lng, lat]: LngLat) => `${lng.toFixed(6)},${lat.toFixed(6)}`;
  return api('directions', { query: { from: point(from), to: point(to) }, schema: LegSchema, signal });
}
