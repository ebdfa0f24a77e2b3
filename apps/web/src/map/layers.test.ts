import { describe, expect, test } from 'vitest';
import {
  composeStyle,
  EMPTY_COLLECTION,
  LAYER,
  MAP_RULES,
  overlaySources,
  SOURCE,
  zoomRanges,
} from './layers.ts';

const data = {
  places: EMPTY_COLLECTION,
  lines: EMPTY_COLLECTION,
  regions: EMPTY_COLLECTION,
  focus: EMPTY_COLLECTION,
};

describe('map layers', () => {
  test('places cluster with radius 50 up to zoom 18', () => {
    expect(overlaySources(data)[SOURCE.places]).toMatchObject({
      type: 'geojson',
      cluster: true,
      clusterRadius: 50,
      clusterMaxZoom: 18,
    });
  });

  test('our layers go on top of the basemap, and composing twice does not duplicate them', () => {
    const base = {
      version: 8 as const,
      sources: {},
      layers: [{ id: 'background', type: 'background' as const }],
    };
    const once = composeStyle(base, data);
    const twice = composeStyle(once, data);
    expect(twice.layers[0]?.id).toBe('background');
    expect(twice.layers.map((layer) => layer.id)).toEqual(once.layers.map((layer) => layer.id));
    expect(twice.layers.at(-1)?.id).toBe(LAYER.focusPoint);
  });

  test('browsing: regions up to zoom 8, clusters from 8, track lines from 10', () => {
    const ranges = zoomRanges('browse');
    expect(ranges[LAYER.regions]).toMatchObject({ max: MAP_RULES.regionsMaxZoom, visible: true });
    expect(ranges[LAYER.clusters]?.min).toBe(8);
    expect(ranges[LAYER.lines]?.min).toBe(10);
  });

  test('with search results: clusters and track lines at every zoom, no regions', () => {
    const ranges = zoomRanges('results');
    expect(ranges[LAYER.regions]?.visible).toBe(false);
    expect(ranges[LAYER.clusters]?.min).toBe(0);
    expect(ranges[LAYER.lines]?.min).toBe(0);
  });
});
