import { randomBytes } from 'node:crypto';
import {
  CUSTOM_TRACKS_PAGE_SIZE,
  customTrackDistance,
  gearPresetsForPlace,
  customTrackLine,
  emptyForecastSet,
  withLegLengths,
  type AlertGroups,
  type CustomTrack,
  type CustomTrackInput,
  type ForecastSet,
  type LngLat,
  type Marker,
  type TripDates,
} from '@waymark/domain';
import type { AppContext } from '#api/app-context.ts';
import { HttpError } from '#api/http/http-error.ts';
import type { AlertsService } from '#api/modules/alerts/alerts.service.ts';
import type { WeatherService } from '#api/modules/weather/weather.service.ts';
import {
  countCustomTracks,
  customTracksOf,
  deleteCustomTrack,
  findCustomTrack,
  insertCustomTrack,
  updateCustomTrack,
  type CustomTrackRow,
} from './custom-tracks.repository.ts';

export const CUSTOM_TRACK_NOT_FOUND = 'We could not find that custom track.';
export const NOT_YOUR_CUSTOM_TRACK = 'Only the person who made this custom track can change it.';
/** One account's tracks: far more than anyone draws, few enough that a script cannot fill the disk. */
export const CUSTOM_TRACKS_PER_ACCOUNT = 500;
export const TOO_MANY_CUSTOM_TRACKS = `You have ${CUSTOM_TRACKS_PER_ACCOUNT} custom tracks, the most one account can keep. Delete one to make another.`;

/** The caller: a signed-in account's id, or nobody. */
type Caller = number | undefined;

function toCustomTrack(row: CustomTrackRow, caller: Caller): CustomTrack {
  return {
    id: row.publicId,
    title: row.title,
    description: row.description,
    distance: row.distance,
    last_edited: row.updatedAt.toISOString(),
    markers: row.markers,
    // A drawn route has no walking time or grading yet: the untimed track lists, or alpine by its words.
    gear_list_presets: gearPresetsForPlace({
      type: 'Track',
      durationCategory: null,
      difficulties: [],
      category: null,
      landscapes: [],
      activities: [],
      description: `${row.title} ${row.description}`,
    }).presets,
    is_own: caller === row.userId,
  };
}

/**
 * A custom track's alerts (spec 2 §7 alerts-custom): along its markers and its line. The page's
 * alerts and the safety net's watch of a trip on the track both ask this.
 */
export function customTrackAlerts(
  alerts: Pick<AlertsService, 'alertsFor'>,
  markers: readonly Marker[],
  trip: TripDates | undefined,
): Promise<AlertGroups> {
  const line = customTrackLine(markers);
  // A lone marker is a point, not a line.
  const area = {
    points: markers.map((m): LngLat => [m.lng, m.lat]),
    lines: line.length >= 2 ? [line] : [],
  };
  return alerts.alertsFor(area, [], trip);
}

/** What is stored of a track: the legs measured here, and their sum as its distance. */
function fieldsOf(input: CustomTrackInput) {
  const markers = withLegLengths(input.markers);
  return {
    title: input.title,
    description: input.description,
    markers,
    distance: customTrackDistance(markers),
  };
}

/**
 * Custom tracks (spec 2): anyone with a track's link may read it; only its maker changes,
 * deletes or lists it; a shared link gives a signed-in walker their own copy.
 */
export function createCustomTracksService(
  { database: { db }, clock }: Pick<AppContext, 'database' | 'clock'>,
  conditions: { alerts: Pick<AlertsService, 'alertsFor'>; weather: Pick<WeatherService, 'forecastFor'> },
) {
  async function create(userId: number, input: CustomTrackInput): Promise<CustomTrackRow> {
    if ((await countCustomTracks(db, userId)) >= CUSTOM_TRACKS_PER_ACCOUNT)
      throw HttpError.conflict(TOO_MANY_CUSTOM_TRACKS);
    return insertCustomTrack(db, {
      ...fieldsOf(input),
      publicId: randomBytes(12).toString('base64url'),
      userId,
      updatedAt: clock.now(),
    });
  }

  async function existing(id: string): Promise<CustomTrackRow> {
    const row = await findCustomTrack(db, id);
    if (!row) throw HttpError.notFound(CUSTOM_TRACK_NOT_FOUND);
    return row;
  }

  return {
    async read(id: string, caller: Caller): Promise<CustomTrack> {
      return toCustomTrack(await existing(id), caller);
    },

    async create(userId: number, input: CustomTrackInput): Promise<{ id: string }> {
      return { id: (await create(userId, input)).publicId };
    },

    async update(userId: number, id: string, input: CustomTrackInput): Promise<CustomTrack> {
      const row = await updateCustomTrack(db, id, userId, { ...fieldsOf(input), updatedAt: clock.now() });
      if (row) return toCustomTrack(row, userId);
      await existing(id);
      throw HttpError.forbidden(NOT_YOUR_CUSTOM_TRACK);
    },

    async remove(userId: number, id: string): Promise<void> {
      if (await deleteCustomTrack(db, id, userId)) return;
      await existing(id);
      throw HttpError.forbidden(NOT_YOUR_CUSTOM_TRACK);
    },

    /** A shared track becomes the caller's own copy: later changes to either stay with it. */
    async duplicate(userId: number, id: string): Promise<{ id: string }> {
      const original = await existing(id);
      const copy = await create(userId, {
        title: original.title,
        description: original.description,
        markers: original.markers,
      });
      return { id: copy.publicId };
    },

    async list(userId: number, page: number) {
      const rows = await customTracksOf(db, userId, page * CUSTOM_TRACKS_PAGE_SIZE, CUSTOM_TRACKS_PAGE_SIZE);
      return {
        tracks: rows.slice(0, CUSTOM_TRACKS_PAGE_SIZE).map((row) => toCustomTrack(row, userId)),
        all_loaded: rows.length <= CUSTOM_TRACKS_PAGE_SIZE,
      };
    },

    async alerts(id: string, trip: TripDates | undefined): Promise<AlertGroups> {
      return customTrackAlerts(conditions.alerts, (await existing(id)).markers, trip);
    },

    /** A custom track's forecast (spec 2 §7 forecasts-custom): where it starts. */
    async forecast(id: string, trip: TripDates | undefined): Promise<ForecastSet> {
      const [start] = (await existing(id)).markers;
      if (!start) return emptyForecastSet();
      return conditions.weather.forecastFor({ lng: start.lng, lat: start.lat, category: null }, trip);
    },

    async count(userId: number): Promise<{ user_tracks: number }> {
      return { user_tracks: await countCustomTracks(db, userId) };
    },
  };
}

export type CustomTracksService = ReturnType<typeof createCustomTracksService>;
