import { customTrackLine, lineParts, markerLabel, pathFor, placePath } from '@waymark/domain';
import type { AppContext } from '#api/app-context.ts';
import { gpxOf } from '#api/lib/gpx.ts';
import type { CatalogueService } from '#api/modules/catalogue/catalogue.service.ts';
import { DOC_ATTRIBUTION } from '#api/modules/catalogue/import/import-record.ts';
import type { CustomTracksService } from '#api/modules/custom-tracks/custom-tracks.service.ts';

export type GpxFile = { filename: string; body: string };

/** Tracks as GPX files for GPS units and other apps (issue 15): catalogue tracks and custom tracks. */
export function createGpxService(
  { config, clock }: Pick<AppContext, 'config' | 'clock'>,
  services: { catalogue: CatalogueService; customTracks: CustomTracksService },
) {
  return {
    async track(slug: string): Promise<GpxFile> {
      const place = await services.catalogue.location('Track', slug);
      const parts = lineParts(place.geojson);
      const start = parts[0]?.[0] ?? place.geolocation;
      return {
        filename: `${place.title}.gpx`,
        body: gpxOf({
          name: place.title,
          description: '',
          link: `${config.publicUrl}${placePath('Track', slug)}`,
          parts: parts.length > 0 ? parts : [[place.geolocation]],
          waypoints: [{ name: 'Start point', at: start }],
          copyright: `Track line: ${DOC_ATTRIBUTION}.`,
          createdAt: clock.now(),
        }),
      };
    },

    async customTrack(id: string, caller: number | undefined): Promise<GpxFile> {
      const track = await services.customTracks.read(id, caller);
      return {
        filename: `${track.title}.gpx`,
        body: gpxOf({
          name: track.title,
          description: track.description,
          link: `${config.publicUrl}${pathFor('custom-track', { track_id: id })}`,
          parts: track.markers.length > 0 ? [customTrackLine(track.markers)] : [],
          waypoints: track.markers.map((marker, index) => ({
            // Named as the editor names them, so the file reads like the map it came from.
            name: markerLabel(track.markers, index),
            at: [marker.lng, marker.lat],
          })),
          copyright: `Drawn with ${config.productName}.`,
          createdAt: clock.now(),
        }),
      };
    },
  };
}

export type GpxService = ReturnType<typeof createGpxService>;
