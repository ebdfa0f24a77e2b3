import {
  kmBetween,
  lineParts,
  terrainOfGrades,
  type Leg,
  type LngLat,
  type StraightLegReason,
  type Terrain,
} from '@waymark/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '#api/config.ts';
import { remoteLeg } from '#api/providers/directions/remote-router.ts';
import type { AppContext } from '#api/app-context.ts';
import { trackCatalogueVersion, trackGeometries } from './directions.repository.ts';
import { buildTrackNetwork, type Leg as RouterLeg, type TrackNetwork } from './track-network.ts';

/** How often a server checks whether an import (in any process) changed the tracks. */
const CATALOGUE_CHECK_MS = 60_000;

/**
 * Snap-to-path for the custom track editor, on the catalogue's own track lines (issue 15). The
 * network is built on first use and again once an import has changed the tracks, whichever
 * process ran it: the check is one small query a minute.
 */
export function createDirectionsService(
  { database: { db }, clock, config }: Pick<AppContext, 'database' | 'clock' | 'config'>,
  log: FastifyBaseLogger,
) {
  let current: { version: string; network: TrackNetwork; checkedAt: number } | undefined;
  let building: Promise<TrackNetwork> | undefined;

  async function build(): Promise<TrackNetwork> {
    const version = await trackCatalogueVersion(db);
    if (current?.version === version) {
      current.checkedAt = clock.now().getTime();
      return current.network;
    }
    const lines: LngLat[][] = [];
    const terrains: Terrain[] = [];
    for (const row of await trackGeometries(db)) {
      const terrain = terrainOfGrades(row.grades);
      for (const part of lineParts(row.geojson)) {
        lines.push(part);
        terrains.push(terrain);
      }
    }
    const network = buildTrackNetwork(lines, terrains);
    current = { version, network, checkedAt: clock.now().getTime() };
    return network;
  }

  async function network(): Promise<TrackNetwork> {
    if (current && clock.now().getTime() - current.checkedAt < CATALOGUE_CHECK_MS) return current.network;
    // One build at a time, however many legs ask at once.
    building ??= build().finally(() => (building = undefined));
    return building;
  }

  const asLeg = (leg: RouterLeg): Leg => ({
    snapped: leg.snapped,
    coordinates: leg.coordinates,
    length: Math.round(leg.metres) / 1000,
    terrain: leg.terrain,
    ...(leg.snapped ? {} : { reason: leg.reason }),
  });

  /** The outside router's answer, or a straight leg saying why there is none. */
  async function remote(
    router: NonNullable<ServerConfig['directions']>,
    from: LngLat,
    to: LngLat,
  ): Promise<RouterLeg> {
    const straight = (reason: StraightLegReason): RouterLeg => ({
      snapped: false,
      coordinates: [from, to],
      metres: kmBetween(from, to) * 1000,
      terrain: 'off track',
      reason,
    });
    try {
      const leg = await remoteLeg(router, from, to);
      // An outside router does not say what it walks on: taken as a tramping track, the safe guess.
      return leg ? { snapped: true, terrain: 'tramping track', ...leg } : straight('no_route');
    } catch (error) {
      log.warn(
        { kind: router.kind, reason: (error as Error).message },
        'directions service failed; the leg is straight',
      );
      return straight('unavailable');
    }
  }

  return {
    /** An import in this process changed the tracks: build the network again on the next leg. */
    catalogueChanged() {
      current = undefined;
    },

    /** One leg, marker to marker: along the tracks, or a straight line that says why. */
    async leg(from: LngLat, to: LngLat): Promise<Leg> {
      if (config.directions) return asLeg(await remote(config.directions, from, to));
      return asLeg((await network()).route(from, to));
    },
  };
}

export type DirectionsService = ReturnType<typeof createDirectionsService>;
