import { NZ_BOUNDS as NEW_ZEALAND } from '@waymark/domain';
import type {
  ExpressionSpecification,
  GeoJSONSourceSpecification,
  LayerSpecification,
  StyleSpecification,
} from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';

/**
 * Our sources and layers, drawn over whichever basemap is showing. Plain data, no MapLibre
 * import, so the style can be composed and tested without a map.
 */

export const SOURCE = {
  places: 'waymark-places',
  lines: 'waymark-track-lines',
  regions: 'waymark-regions',
  focus: 'waymark-focus',
} as const;

export const LAYER = {
  lineCasing: 'waymark-track-line-casing',
  lines: 'waymark-track-lines',
  focusLine: 'waymark-focus-line',
  regions: 'waymark-regions',
  regionCounts: 'waymark-region-counts',
  clusters: 'waymark-clusters',
  clusterCounts: 'waymark-cluster-counts',
  places: 'waymark-places',
  focusPoint: 'waymark-focus-point',
} as const;

/** Spec 2 §9 map constants. */
export const MAP_RULES = {
  clusterRadius: 50,
  clusterMaxZoom: 18,
  /** Without search results: regions up to 8, clusters from 8, track lines from 10. */
  regionsMaxZoom: 8,
  clustersMinZoom: 8,
  linesMinZoom: 10,
  popupMinZoom: 10,
  singlePlaceZoom: 13,
  popupDelayMs: 700,
  viewChangeDebounceMs: 300,
} as const;

/** Roughly New Zealand (the domain's bounds, which markers must keep to), as MapLibre takes them. */
export const NZ_BOUNDS: [[number, number], [number, number]] = [
  [NEW_ZEALAND.minLng, NEW_ZEALAND.minLat],
  [NEW_ZEALAND.maxLng, NEW_ZEALAND.maxLat],
];
export const NZ_CENTRE: [number, number] = [174.95, -40.96];

export const PLACE_COLOURS = {
  Track: '#2f7a55',
  Hut: '#c4560b',
  Campsite: '#2b6a9e',
  Highlight: '#7a4f9e',
  closed: '#7a8680',
} as const;

const FONT = ['Noto Sans Bold'];
const DOC_ATTRIBUTION = 'Places: Department of Conservation, CC BY 4.0';

export type OverlayData = {
  places: FeatureCollection;
  lines: FeatureCollection;
  regions: FeatureCollection;
  focus: FeatureCollection;
};

export const EMPTY_COLLECTION: FeatureCollection = { type: 'FeatureCollection', features: [] };

export function overlaySources(data: OverlayData): Record<string, GeoJSONSourceSpecification> {
  return {
    [SOURCE.places]: {
      type: 'geojson',
      data: data.places,
      cluster: true,
      clusterRadius: MAP_RULES.clusterRadius,
      clusterMaxZoom: MAP_RULES.clusterMaxZoom,
      // MapLibre wants the source's own maxzoom above the last clustering zoom.
      maxzoom: MAP_RULES.clusterMaxZoom + 1,
      attribution: DOC_ATTRIBUTION,
    },
    // Track lines are simplified per zoom while tiled; higher tolerance = lighter at low zoom.
    [SOURCE.lines]: { type: 'geojson', data: data.lines, tolerance: 0.6 },
    [SOURCE.regions]: { type: 'geojson', data: data.regions },
    [SOURCE.focus]: { type: 'geojson', data: data.focus },
  };
}

const isCluster: ExpressionSpecification = ['has', 'point_count'];
const isLine: ExpressionSpecification = ['==', ['geometry-type'], 'LineString'];
const typeColour = [
  'case',
  ['get', 'closed'],
  PLACE_COLOURS.closed,
  [
    'match',
    ['get', 'type'],
    'Hut',
    PLACE_COLOURS.Hut,
    'Campsite',
    PLACE_COLOURS.Campsite,
    'Highlight',
    PLACE_COLOURS.Highlight,
    PLACE_COLOURS.Track,
  ],
] as unknown as string;

export function overlayLayers(): LayerSpecification[] {
  return [
    {
      id: LAYER.lineCasing,
      type: 'line',
      source: SOURCE.lines,
      minzoom: MAP_RULES.linesMinZoom,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': '#ffffff', 'line-width': ['interpolate', ['linear'], ['zoom'], 6, 3, 14, 7] },
    },
    {
      id: LAYER.lines,
      type: 'line',
      source: SOURCE.lines,
      minzoom: MAP_RULES.linesMinZoom,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: {
        'line-color': ['case', ['get', 'closed'], PLACE_COLOURS.closed, '#c4560b'],
        'line-width': ['interpolate', ['linear'], ['zoom'], 6, 1.5, 14, 4],
        'line-dasharray': [2, 1.5],
      },
    },
    {
      id: LAYER.focusLine,
      type: 'line',
      source: SOURCE.focus,
      filter: ['any', isLine, ['==', ['geometry-type'], 'MultiLineString']],
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': '#ef7d22', 'line-width': ['interpolate', ['linear'], ['zoom'], 6, 3, 14, 6] },
    },
    {
      id: LAYER.regions,
      type: 'circle',
      source: SOURCE.regions,
      maxzoom: MAP_RULES.regionsMaxZoom,
      paint: {
        'circle-color': '#1d4d37',
        'circle-opacity': 0.92,
        'circle-radius': ['interpolate', ['linear'], ['get', 'track_count'], 1, 14, 50, 20, 500, 30],
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    },
    {
      id: LAYER.regionCounts,
      type: 'symbol',
      source: SOURCE.regions,
      maxzoom: MAP_RULES.regionsMaxZoom,
      layout: { 'text-field': ['to-string', ['get', 'track_count']], 'text-font': FONT, 'text-size': 13 },
      paint: { 'text-color': '#ffffff' },
    },
    {
      id: LAYER.clusters,
      type: 'circle',
      source: SOURCE.places,
      minzoom: MAP_RULES.clustersMinZoom,
      filter: isCluster,
      paint: {
        'circle-color': ['step', ['get', 'point_count'], '#2f7a55', 10, '#256045', 100, '#17402d'],
        'circle-radius': ['step', ['get', 'point_count'], 16, 10, 20, 100, 26, 1000, 32],
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    },
    {
      id: LAYER.clusterCounts,
      type: 'symbol',
      source: SOURCE.places,
      minzoom: MAP_RULES.clustersMinZoom,
      filter: isCluster,
      layout: { 'text-field': ['get', 'point_count_abbreviated'], 'text-font': FONT, 'text-size': 13 },
      paint: { 'text-color': '#ffffff' },
    },
    {
      id: LAYER.places,
      type: 'circle',
      source: SOURCE.places,
      minzoom: MAP_RULES.clustersMinZoom,
      filter: ['!', isCluster],
      paint: {
        'circle-color': typeColour,
        'circle-radius': ['interpolate', ['linear'], ['zoom'], 6, 5, 14, 8],
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    },
    {
      id: LAYER.focusPoint,
      type: 'circle',
      source: SOURCE.focus,
      filter: ['==', ['geometry-type'], 'Point'],
      paint: {
        'circle-color': '#ef7d22',
        'circle-radius': 10,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 3,
      },
    },
  ];
}

export const OVERLAY_LAYER_IDS: ReadonlySet<string> = new Set(Object.values(LAYER));

/** A basemap with our sources and layers on top; any older copy of ours is replaced. */
export function composeStyle(base: StyleSpecification, data: OverlayData): StyleSpecification {
  return {
    ...base,
    sources: { ...base.sources, ...overlaySources(data) },
    layers: [...base.layers.filter((layer) => !OVERLAY_LAYER_IDS.has(layer.id)), ...overlayLayers()],
  };
}

/**
 * What shows at which zoom. Browsing: regions up to 8, places from 8, lines from 10. With
 * search results: no regions, places and lines at every zoom (spec 2 §9).
 */
export type MapMode = 'browse' | 'results';

export function zoomRanges(mode: MapMode): Record<string, { min: number; max: number; visible: boolean }> {
  const browsing = mode === 'browse';
  const placesMin = browsing ? MAP_RULES.clustersMinZoom : 0;
  const linesMin = browsing ? MAP_RULES.linesMinZoom : 0;
  return {
    [LAYER.regions]: { min: 0, max: MAP_RULES.regionsMaxZoom, visible: browsing },
    [LAYER.regionCounts]: { min: 0, max: MAP_RULES.regionsMaxZoom, visible: browsing },
    [LAYER.clusters]: { min: placesMin, max: 24, visible: true },
    [LAYER.clusterCounts]: { min: placesMin, max: 24, visible: true },
    [LAYER.places]: { min: placesMin, max: 24, visible: true },
    [LAYER.lineCasing]: { min: linesMin, max: 24, visible: true },
    [LAYER.lines]: { min: linesMin, max: 24, visible: true },
  };
}
