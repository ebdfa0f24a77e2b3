import type { Map as MapLibreMap } from 'maplibre-gl';
import type { Feature, FeatureCollection } from 'geojson';
import { overlayLayers } from './layers.ts';

/**
 * MapLibre compiles a layer's WebGL program the first time it draws the layer, in that frame.
 * Our places and track lines first draw when a person zooms in past 8 and 10, mid-gesture: on
 * the bench's software GPU that frame took half a second (issue 18, the map at scale), and on
 * a slow phone it is a hitch. So once the map first rests, every overlay layer is drawn once,
 * unzoomed, from a few features just beyond the top-left corner of the view (inside a drawn
 * tile, outside the canvas), and taken away when the map rests again.
 */

const WARM_UP = 'waymark-warm-up';
/** Beyond the biggest cluster's radius and its stroke, so nothing of it reaches the canvas. */
const OUTSIDE_PX = 48;

export function warmUpOverlayOnce(map: MapLibreMap): void {
  map.once('idle', () => {
    const [lng, lat] = map.unproject([-OUTSIDE_PX, -OUTSIDE_PX]).toArray();
    const further = map.unproject([-OUTSIDE_PX * 2, -OUTSIDE_PX]).toArray();
    map.addSource(WARM_UP, { type: 'geojson', data: warmUpFeatures([lng, lat], further) });
    const copies = overlayLayers().map(({ minzoom: _min, maxzoom: _max, ...layer }) => ({
      ...layer,
      id: `${WARM_UP}-${layer.id}`,
      source: WARM_UP,
    }));
    for (const layer of copies) map.addLayer(layer);
    // A change of basemap meanwhile drops them with the old style.
    map.once('idle', () => {
      for (const { id } of copies) if (map.getLayer(id)) map.removeLayer(id);
      if (map.getSource(WARM_UP)) map.removeSource(WARM_UP);
    });
  });
}

/** A cluster, a place and a track line, with the properties the layers' expressions read. */
function warmUpFeatures(at: [number, number], further: [number, number]): FeatureCollection {
  const point = (properties: Feature['properties']): Feature => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: at },
    properties,
  });
  return {
    type: 'FeatureCollection',
    features: [
      point({ point_count: 12, point_count_abbreviated: '12', track_count: 12 }),
      point({ type: 'Hut', closed: false }),
      {
        type: 'Feature',
        geometry: { type: 'LineString', coordinates: [further, at] },
        properties: { closed: false },
      },
    ],
  };
}
