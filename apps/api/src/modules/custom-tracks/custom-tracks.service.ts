import { randomBytes } from 'node:crypto';
import {
  CUSTOM_TRACKS_PAGE_SIZE,
  customTrackDistance,
  gearPresetsForPlace,
  customTrackLine,
  emptyForecastSet,
  withLegLengths,
  customTrackInUseMessage,
  type AlertGroups,
  type CustomTrack,
  type CustomTrackPlans,
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
import type { Database } from '#api/db/client.ts';
import { recordSafetyNetStops } from '#api/modules/safety-net/safety-net-stops.ts';
import {
  countCustomTracks,
  customTracksOf,
  deleteCustomTrackAndPlans,
  findCustomTrack,
  insertCustomTrack,
  plansOnCustomTrack,
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

/**
 * The track a plan of `owner`'s is to be on, by the link id its input names: the owner's own
 * track as it is, or a copy made now of anyone else's (decision 024), so the route a trip plan
 * sends to its emergency contact can be changed or deleted by nobody but the plan's owner.
 * Undefined when no track has that link.
 */
export async function customTrackForPlan(
  db: Database,
  owner: number,
  publicId: string,
  now: Date,
): Promise<number | undefined> {
  const track = await findCustomTrack(db, publicId);
  if (!track || track.userId === owner) return track?.id;
  const copy = await insertOwnCustomTrack(db, owner, track, now);
  return copy.id;
}

async function insertOwnCustomTrack(
  db: Database,
  userId: number,
  fields: Pick<CustomTrackRow, 'title' | 'description' | 'markers' | 'distance'>,
  now: Date,
): Promise<CustomTrackRow> {
  if ((await countCustomTracks(db, userId)) >= CUSTOM_TRACKS_PER_ACCOUNT)
    throw HttpError.conflict(TOO_MANY_CUSTOM_TRACKS);
  return insertCustomTrack(db, {
    title: fields.title,
    description: fields.description,
    markers: fields.markers,
    distance: fields.distance,
    publicId: randomBytes(12).toString('base64url'),
    userId,
    updatedAt: now,
  });
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
  const create = (userId: number, input: CustomTrackInput) =>
    insertOwnCustomTrack(db, userId, fieldsOf(input), clock.now());

  async function existing(id: string, tx: Database = db): Promise<CustomTrackRow> {
    const row = await findCustomTrack(tx, id);
    if (!row) throw HttpError.notFound(CUSTOM_TRACK_NOT_FOUND);
    return row;
  }

  async function own(userId: number, id: string, tx: Database = db): Promise<CustomTrackRow> {
    const row = await existing(id, tx);
    if (row.userId !== userId) throw HttpError.forbidden(NOT_YOUR_CUSTOM_TRACK);
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

    /** The maker's plans on their track, for the delete dialog to name. */
    async plans(userId: number, id: string): Promise<CustomTrackPlans> {
      const track = await own(userId, id);
      const rows = await plansOnCustomTrack(db, track.id);
      return {
        plans: rows.map((plan) => ({
          id: plan.id,
          name: plan.customTripName || track.title,
          is_published: plan.isPublished,
        })),
      };
    },

    /**
     * Deletes the maker's track. Its plans go with it only when the maker named each of them
     * (`confirmedPlans`, from the dialog that listed them): a plan made since, or none named, is
     * a 409 that names them and deletes nothing. Each published trip's safety net is recorded as
     * stopped by its owner before it goes.
     */
    async remove(userId: number, id: string, confirmedPlans: readonly number[] = []): Promise<void> {
      await db.transaction(async (tx) => {
        const track = await own(userId, id, tx);
        const onTrack = await plansOnCustomTrack(tx, track.id);
        const confirmed = new Set(confirmedPlans);
        if (onTrack.some((plan) => !confirmed.has(plan.id)))
          throw HttpError.conflict(
            customTrackInUseMessage(onTrack.map((p) => p.customTripName || track.title)),
          );
        await recordSafetyNetStops(tx, onTrack, 'plan deleted with its custom track by its owner');
        await deleteCustomTrackAndPlans(
          tx,
          track.id,
          onTrack.map((plan) => plan.id),
        );
      });
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
