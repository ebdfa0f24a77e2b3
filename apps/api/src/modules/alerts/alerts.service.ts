import {
  boundingBox,
  hasAlerts,
  KM_PER_DEGREE,
  orderWeatherAlerts,
  visibleAvalancheAlerts,
  weatherAlertsForTrip,
  type AlertGroups,
  placeNotFoundMessage,
  type LocationType,
  type TripDates,
} from '@waymark/domain';
import type { AppContext } from '#api/app-context.ts';
import { HttpError } from '#api/http/http-error.ts';
import {
  closureNotice,
  toAvalancheAlert,
  toDocAlert,
  toSiteAlert,
  toWeatherAlert,
} from './alert-response.ts';
import {
  avalancheAdvisoriesForRegion,
  avalancheRegionList,
  docAlertsForAssets,
  featuredPlaces,
  findPlace,
  metserviceAlertsOverlapping,
  placesInBox,
  siteAlertsFor,
  type PlaceRow,
} from './alerts.queries.ts';
import {
  areaMeetsPolygons,
  areaOfLocation,
  areaPositions,
  joinAreas,
  kmFromArea,
  type PlaceArea,
} from './place-area.ts';

/** Huts and campsites this close to a track's line are on it, and their DOC alerts are the track's too. */
const ON_TRACK_KM = 1;
/**
 * A place gets the avalanche advisory of the nearest advisory region whose centre is within
 * this distance of it: the regions are mountain ranges a few tens of kilometres across, so
 * this reaches the valleys and road ends below them and not the coast.
 */
const AVALANCHE_REGION_REACH_KM = 50;

export function createAlertsService({ database: { db }, clock }: Pick<AppContext, 'database' | 'clock'>) {
  /** Huts and campsites on the area's lines. */
  async function placesAlong(area: PlaceArea): Promise<PlaceRow[]> {
    if (area.lines.length === 0) return [];
    const box = boundingBox(area.lines.flat());
    // In degrees; a degree of longitude is at most half a degree of latitude's width this far south.
    const margin = ON_TRACK_KM / KM_PER_DEGREE;
    const candidates = await placesInBox(db, ['Hut', 'Campsite'], {
      minLng: box.minLng - margin * 2,
      maxLng: box.maxLng + margin * 2,
      minLat: box.minLat - margin,
      maxLat: box.maxLat + margin,
    });
    const onLines = { points: [], lines: area.lines };
    return candidates.filter((place) => kmFromArea(onLines, [place.lng, place.lat]) <= ON_TRACK_KM);
  }

  async function weatherAlerts(area: PlaceArea, trip: TripDates | undefined) {
    const rows = await metserviceAlertsOverlapping(db, boundingBox(areaPositions(area)));
    const here = rows.filter((row) => areaMeetsPolygons(area, row.polygons)).map(toWeatherAlert);
    return orderWeatherAlerts(weatherAlertsForTrip(here, trip, clock.now()));
  }

  async function docAlerts(places: PlaceRow[]) {
    const withAssets = new Map(
      places.flatMap((p) => (p.docAssetKey ? [[`${p.type}:${p.docAssetKey}`, p] as const] : [])),
    );
    const rows = await docAlertsForAssets(
      db,
      [...withAssets.values()].map((p) => ({ type: p.type, key: p.docAssetKey! })),
    );
    const alerts = rows.map((row) => ({
      type: row.assetType,
      alert: toDocAlert(row, withAssets.get(`${row.assetType}:${row.assetKey}`)!),
    }));
    const ofType = (type: LocationType) => alerts.filter((a) => a.type === type).map((a) => a.alert);
    return { doc: ofType('Track'), huts: ofType('Hut'), campsites: ofType('Campsite') };
  }

  async function avalancheAlerts(area: PlaceArea) {
    const regions = await avalancheRegionList(db);
    const nearest = regions
      .map((region) => ({ region, km: kmFromArea(area, [region.lng, region.lat]) }))
      .filter(({ km }) => km <= AVALANCHE_REGION_REACH_KM)
      .sort((a, b) => a.km - b.km)[0]?.region;
    if (!nearest) return [];
    const advisories = await avalancheAdvisoriesForRegion(db, nearest.id);
    return visibleAvalancheAlerts(
      advisories.map((row) => toAvalancheAlert(row, nearest.title)),
      clock.now(),
    );
  }

  /**
   * Every alert list for an area. `places` are the catalogue places it stands for (none for a
   * custom track): their DOC, site and closed alerts count, as do the DOC alerts of huts and
   * campsites along its lines.
   */
  async function alertsFor(
    area: PlaceArea,
    places: PlaceRow[],
    trip: TripDates | undefined,
  ): Promise<AlertGroups> {
    const placeIds = places.map((p) => p.id);
    const [metservice, doc, nzaa, site, closed] = await Promise.all([
      weatherAlerts(area, trip),
      placesAlong(area).then((along) => docAlerts([...places, ...along])),
      avalancheAlerts(area),
      siteAlertsFor(db, 'site', placeIds, clock.now()),
      siteAlertsFor(db, 'closed', placeIds, clock.now()),
    ]);
    const groups = {
      site: site.map(toSiteAlert),
      closedAlerts: [
        ...closed.map(toSiteAlert),
        ...places
          .filter((place) => place.isClosed && !closed.some((alert) => alert.locationId === place.id))
          .map(closureNotice),
      ],
      metservice,
      ...doc,
      nzaa,
    };
    return { ...groups, has_alerts: hasAlerts(groups) };
  }

  return {
    alertsFor,

    /** A catalogue place's alerts; a highlight stands for itself and the places it features. */
    async placeAlerts(type: LocationType, slug: string, trip: TripDates | undefined): Promise<AlertGroups> {
      const place = await findPlace(db, type, slug);
      if (!place) throw HttpError.notFound(placeNotFoundMessage(type));
      const places = type === 'Highlight' ? [place, ...(await featuredPlaces(db, place.id))] : [place];
      return alertsFor(joinAreas(places.map(areaOfLocation)), places, trip);
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
