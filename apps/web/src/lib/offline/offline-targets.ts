import { CUSTOM_TRACK_KIND, pathFor, placePath, planPlaceOf, tripNameOf } from '@waymark/domain';
import type { CustomTrack, Location, LocationType, LngLat, Plan, TripDates } from '@waymark/domain';
import type { QueryClient } from '@tanstack/react-query';
import { configQueryOptions } from '@/lib/app-config.ts';
import { useAppStore } from '@/lib/app-store.ts';
import { placeQueryOptions, trackListQueryOptions } from '@/lib/catalogue-api.ts';
import { alertsQueryOptions, forecastQueryOptions } from '@/lib/conditions-api.ts';
import type { ConditionsTarget } from '@/lib/conditions-api.ts';
import { customTrackQueryOptions } from '@/lib/custom-track-api.ts';
import { readOnlyPlanQueryOptions } from '@/lib/read-only-plan.ts';
import { styleUrl } from '@/map/map-styles.ts';
import { areaAround, placePositions } from './map-area.ts';
import { placeOfflineId, planOfflineId } from './offline-names.ts';
import type { OfflineTarget } from './offline-library.ts';

/**
 * What "Save for offline" keeps of a trip plan and of a place (issue 17): the same query
 * options their screens read with, so the saved answers are found under the keys they ask for.
 */

/** Everything about where the route goes: the place (or custom track), its map, its regions. */
function placeParts(place: ConditionsTarget) {
  const isCustom = place.type === CUSTOM_TRACK_KIND;
  const details = isCustom
    ? customTrackQueryOptions(place.slug)
    : placeQueryOptions(place.type as LocationType, place.slug);
  const positions = (client: QueryClient): LngLat[] => {
    const data = client.getQueryData(details.queryKey);
    if (!data) return [];
    return isCustom
      ? (data as CustomTrack).markers.map(({ lng, lat }): LngLat => [lng, lat])
      : placePositions(data as Location);
  };
  return {
    // The app's settings too: the footer and the product's name wait on them.
    queries: [configQueryOptions(), details, ...(isCustom ? [] : [trackListQueryOptions()])],
    pages: [placePath(place.type, place.slug), placePath(place.type, place.slug, 'map')],
    map: (client: QueryClient) => {
      const found = positions(client);
      return found.length > 0
        ? { styleUrl: styleUrl(useAppStore.getState().mapStyle), area: areaAround(found) }
        : undefined;
    },
  };
}

function conditions(place: ConditionsTarget, dates: TripDates | undefined) {
  return [alertsQueryOptions(place, dates), forecastQueryOptions(place, dates)];
}

/** A plan: the read-only plan and its alerts and weather for its dates, its place and its map. */
export function planOfflineTarget(plan: Plan): OfflineTarget {
  const place = planPlaceOf(plan);
  const dates = plan.date ? { start: plan.date.start, end: plan.date.end } : undefined;
  const parts = place ? placeParts(place) : undefined;
  const planPage = pathFor('plan-readonly', { guid: plan.guid });
  return {
    id: planOfflineId(plan.guid),
    kind: 'plan',
    title: tripNameOf(plan),
    path: planPage,
    pages: [
      planPage,
      pathFor('plan-alerts', { guid: plan.guid }),
      pathFor('plan-weather', { guid: plan.guid }),
      ...(parts?.pages ?? []),
      // The editor and the gear list, where edits made offline wait for a connection.
      ...(place
        ? [placePath(place.type, place.slug, 'plan'), placePath(place.type, place.slug, 'gear')]
        : []),
    ],
    queries: [
      readOnlyPlanQueryOptions(plan.guid),
      ...(place ? conditions(place, dates) : []),
      ...(parts?.queries ?? []),
    ],
    ...(parts ? { map: parts.map } : {}),
  };
}

/** A place: its page, alerts and weather for the walker's chosen dates, and its map. */
export function placeOfflineTarget(
  place: { type: LocationType; slug: string; title: string },
  dates: TripDates | undefined,
): OfflineTarget {
  const parts = placeParts(place);
  return {
    id: placeOfflineId(place.type, place.slug),
    kind: 'place',
    title: place.title,
    path: placePath(place.type, place.slug),
    pages: [
      ...parts.pages,
      placePath(place.type, place.slug, 'alerts'),
      placePath(place.type, place.slug, 'weather'),
    ],
    queries: [...parts.queries, ...conditions(place, dates)],
    map: parts.map,
  };
}
