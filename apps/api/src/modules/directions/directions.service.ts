import { lineParts, type Leg, type LngLat } from '@waymark/domain';
import type { AppContext } from '#api/app-context.ts';
import { trackCatalogueVersion, trackGeometries } from './directions.repository.ts';
import { buildTrackNetwork, type TrackNetwork } from './track-network.ts';

/** How often a server checks whether an import (in any process) changed the tracks. */
const CATALOGUE_CHECK_MS = 60_000;

/**
 * Snap-to-path for the custom track editor, on the catalogue's own track lines (issue 15). The
 * network is built on first use and again once an import has changed the tracks, whichever
 * process ran it: the check is one small query a minute.
 */
export function createDirectionsService({ database: { db }, clock }: Pick<AppContext, 'database' | 'clock'>) {
  let current: { version: string; network: TrackNetwork; checkedAt: number } | undefined;
  let building: Promise<TrackNetwork> | undefined;

  async function build(): Promise<TrackNetwork> {
    const version = await trackCatalogueVersion(db);
    if (current?.version === version) {
      current.checkedAt = clock.now().getTime();
      return current.network;
    }
    const lines: LngLat[][] = (await trackGeometries(db)).flatMap((row) => lineParts(row.geojson));
    const network = buildTrackNetwork(lines);
    current = { version, network, checkedAt: clock.now().getTime() };
    return network;
  }

  async function network(): Promise<TrackNetwork> {
    if (current && clock.now().getTime() - current.checkedAt < CATALOGUE_CHECK_MS) return current.network;
    // One build at a time, however many legs ask at once.
    building ??= build().finally(() => (building = undefined));
    return building;
  }

  return {
    /** One leg, marker to marker: along the tracks, or a straight line that says why. */
    async leg(from: LngLat, to: LngLat): Promise<Leg> {
      const leg = (await network()).route(from, to);
      return {
        snapped: leg.snapped,
        coordinates: leg.coordinates,
        length: Math.round(leg.metres) / 1000,
        ...(leg.snapped ? {} : { reason: leg.reason }),
      };
    },
  };
}

export type DirectionsService = ReturnType<typeof createDirectionsService>;
