import { placeRoute, TRACK_LINE_FINEST_TOLERANCE } from '@waymark/domain';
import type { Region } from '@waymark/domain';
import clsx from 'clsx';
import { Popup } from 'maplibre-gl';
import type {
  GeoJSONSource,
  LngLatLike,
  MapGeoJSONFeature,
  StyleSpecification,
  Map as MapLibreMap,
} from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { Point } from 'geojson';
import type { MapBounds, MapStyle } from '@/lib/app-store.ts';
import { composeStyle, EMPTY_COLLECTION, LAYER, MAP_RULES, SOURCE, zoomRanges } from './layers.ts';
import { warmUpOverlayOnce } from './warm-up.ts';
import type { MapMode, OverlayData } from './layers.ts';
import { loadBaseStyle, styleUrl } from './map-styles.ts';
import styles from './map-view.module.css';
import { startMap, whenStyleLoaded, type StartedMap } from './start-map.ts';
import {
  customTrackToFeatureCollection,
  placesBounds,
  placesToFeatureCollection,
  regionsToFeatureCollection,
  trackBounds,
  trackLinesToFeatureCollection,
} from './to-feature-collection.ts';
import type { MapPlace, MapTrack, PlaceProperties } from './to-feature-collection.ts';

export type MapViewState = {
  bounds: MapBounds;
  zoom: number;
  /** 'app' when our own code moved the map (fit, fly to); 'user' otherwise. */
  origin: 'user' | 'app';
};

export type MapViewProps = {
  /** Names the map region for screen readers (set by the lazy wrapper), e.g. "Map of search results". */
  label: string;
  places: readonly MapPlace[];
  /** Regions with track counts, shown up to zoom 8 while browsing. */
  regions?: readonly Region[];
  mode: MapMode;
  /** One place to show and fly to (zoom 13), e.g. the place of a map page. */
  focus?: MapPlace | null;
  /** A custom track to draw, its line and markers, and fit the map to; it takes focus's place. */
  track?: MapTrack | null;
  /** Fits the map to these places each time `key` changes, e.g. for new search results. */
  fit?: { key: string; places: readonly MapPlace[] } | null;
  styleId: MapStyle;
  onViewChange?: (view: MapViewState) => void;
  /** Opens a place from its popup; `href` is its page. */
  onOpenPlace?: (href: string) => void;
  className?: string;
  /** Controls laid over the map, e.g. a search box or the style toggle. */
  children?: ReactNode;
};

/** Tags our own camera moves so the view-change handler can tell them from the person's. */
const APP_MOVE = { waymarkOrigin: 'app' } as const;

type Status = 'loading' | 'ready' | 'fallback' | 'unsupported';

/**
 * The MapLibre map, kept boring (STYLE habit 12): typed props in, GeoJSON set on sources,
 * `setStyle(…, { diff: true })` with our layers carried over, and camera moves tagged with
 * their origin so a move we make never comes back as a new search.
 */
export function MapView({
  places,
  regions = [],
  mode,
  focus = null,
  track = null,
  fit = null,
  styleId,
  onViewChange,
  onOpenPlace,
  className,
  children,
}: MapViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [loaded, setLoaded] = useState(false);

  const data: OverlayData = useMemo(
    () => ({
      places: placesToFeatureCollection(places),
      lines: trackLinesToFeatureCollection(places),
      regions: regionsToFeatureCollection(regions),
      focus: track ? customTrackToFeatureCollection(track) : focusCollection(focus),
    }),
    [places, regions, focus, track],
  );

  // Handlers registered once read the latest props and data through this ref.
  const latest = useRef({ data, mode, focus, track, onViewChange, onOpenPlace, styleId });
  useEffect(() => {
    latest.current = { data, mode, focus, track, onViewChange, onOpenPlace, styleId };
  });

  // Create the map once; everything else updates it.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    let cleanup = () => {};

    void loadBaseStyle(styleUrl(latest.current.styleId)).then(({ style, fallback }) => {
      if (cancelled) return;
      let started: StartedMap;
      try {
        started = startMap(container, composeStyle(style, latest.current.data));
      } catch (error) {
        // No WebGL2 (old devices, some locked-down browsers): say so; the list still works.
        console.error('The map could not start', error);
        setStatus('unsupported');
        return;
      }
      const { map } = started;
      mapRef.current = map;
      warmUpOverlayOnce(map);
      const unbind = bindInteractions(map, latest);
      whenStyleLoaded(map, () => {
        setStatus(fallback ? 'fallback' : 'ready');
        setLoaded(true);
        latest.current.onViewChange?.(viewOf(map, 'app'));
      });
      cleanup = () => {
        unbind();
        started.stop();
        mapRef.current = null;
      };
    });

    return () => {
      cancelled = true;
      cleanup();
    };
  }, []);

  // New data on the sources.
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map) return;
    setSourceData(map, SOURCE.places, data.places);
    setSourceData(map, SOURCE.lines, data.lines);
    setSourceData(map, SOURCE.regions, data.regions);
    setSourceData(map, SOURCE.focus, data.focus);
  }, [loaded, data]);

  // What shows at which zoom follows the mode.
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map) return;
    applyMode(map, mode);
  }, [loaded, mode, status]);

  // A new basemap keeps our layers and their data (transformStyle runs on the new style).
  const shownStyle = useRef(styleId);
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map || shownStyle.current === styleId) return;
    shownStyle.current = styleId;
    let cancelled = false;
    void loadBaseStyle(styleUrl(styleId)).then(({ style, fallback }) => {
      if (cancelled) return;
      map.setStyle(style, {
        diff: true,
        transformStyle: (_previous, next: StyleSpecification) => composeStyle(next, latest.current.data),
      });
      map.once('style.load', () => {
        applyMode(map, latest.current.mode);
        setStatus(fallback ? 'fallback' : 'ready');
      });
    });
    return () => {
      cancelled = true;
    };
  }, [loaded, styleId]);

  // Fly to the place or custom track of the page.
  const focusKey = track ? `track:${track.id}` : focus ? `${focus.type}:${focus.id}` : '';
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map || !focusKey) return;
    const { focus: place, track: shown } = latest.current;
    const bounds = shown ? trackBounds(shown) : place ? placesBounds([place]) : null;
    if (bounds) flyToBounds(map, bounds);
  }, [loaded, focusKey]);

  // Fit to new results.
  const fitKey = fit?.key ?? '';
  const fitPlaces = fit?.places;
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map || !fitKey || !fitPlaces) return;
    const bounds = placesBounds(fitPlaces);
    if (bounds) flyToBounds(map, bounds);
    // Only a new key refits: results arriving for the same search must not move the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, fitKey]);

  return (
    <div className={clsx(styles.frame, className)}>
      <div ref={containerRef} className={styles.map} data-map-state={status} data-testid="map" />
      {status === 'loading' ? (
        <p className={styles.loading} role="status">
          Loading map…
        </p>
      ) : null}
      {status === 'unsupported' ? (
        <p className={styles.notice} role="alert">
          This device can’t show the map. Every place is still in the list.
        </p>
      ) : null}
      {status === 'fallback' ? (
        <p className={styles.notice} role="status">
          The map background could not load. Places are still shown.
        </p>
      ) : null}
      {children ? <div className={styles.overlay}>{children}</div> : null}
    </div>
  );
}

function focusCollection(focus: MapPlace | null): OverlayData['focus'] {
  if (!focus) return EMPTY_COLLECTION;
  const lines = trackLinesToFeatureCollection([focus], TRACK_LINE_FINEST_TOLERANCE);
  const points = placesToFeatureCollection([focus]);
  return { type: 'FeatureCollection', features: [...lines.features, ...points.features] };
}

function setSourceData(map: MapLibreMap, id: string, collection: OverlayData[keyof OverlayData]): void {
  const source = map.getSource<GeoJSONSource>(id);
  if (source) void source.setData(collection);
}

function applyMode(map: MapLibreMap, mode: MapMode): void {
  for (const [layerId, range] of Object.entries(zoomRanges(mode))) {
    if (!map.getLayer(layerId)) continue;
    map.setLayerZoomRange(layerId, range.min, range.max);
    map.setLayoutProperty(layerId, 'visibility', range.visible ? 'visible' : 'none');
  }
}

/** One place: fly in to zoom 13 (less when its track line needs more room); several: fit them all. */
function flyToBounds(map: MapLibreMap, [[west, south], [east, north]]: MapBounds): void {
  const camera = map.cameraForBounds(
    [
      [west, south],
      [east, north],
    ],
    { padding: 48, maxZoom: MAP_RULES.singlePlaceZoom },
  );
  if (camera) map.flyTo({ ...camera, duration: 900, essential: false }, APP_MOVE);
}

function viewOf(map: MapLibreMap, origin: MapViewState['origin']): MapViewState {
  const bounds = map.getBounds();
  return {
    bounds: [
      [bounds.getWest(), bounds.getSouth()],
      [bounds.getEast(), bounds.getNorth()],
    ],
    zoom: map.getZoom(),
    origin,
  };
}

type Latest = { current: Pick<MapViewProps, 'onViewChange' | 'onOpenPlace'> & { mode: MapMode } };

/** Clicks, hover popups and view changes, registered once per map. Returns the unbinder. */
function bindInteractions(map: MapLibreMap, latest: Latest): () => void {
  const popup = new Popup({ closeButton: true, closeOnClick: true, maxWidth: '260px', offset: 12 });
  let hoverTimer: ReturnType<typeof setTimeout> | undefined;
  let viewTimer: ReturnType<typeof setTimeout> | undefined;
  let lastOrigin: MapViewState['origin'] = 'app';

  const showPopup = (feature: MapGeoJSONFeature) => {
    if (feature.geometry.type !== 'Point') return;
    const properties = feature.properties as PlaceProperties;
    popup
      .setLngLat(feature.geometry.coordinates as LngLatLike)
      .setDOMContent(popupContent(properties, (href) => latest.current.onOpenPlace?.(href)))
      .addTo(map);
  };

  const onPlaceEnter = (event: { features?: MapGeoJSONFeature[] }) => {
    map.getCanvas().style.cursor = 'pointer';
    const feature = event.features?.[0];
    clearTimeout(hoverTimer);
    if (feature && map.getZoom() >= MAP_RULES.popupMinZoom) {
      hoverTimer = setTimeout(() => showPopup(feature), MAP_RULES.popupDelayMs);
    }
  };
  const onLeave = () => {
    map.getCanvas().style.cursor = '';
    clearTimeout(hoverTimer);
  };
  const onEnter = () => {
    map.getCanvas().style.cursor = 'pointer';
  };

  const onPlaceClick = (event: { features?: MapGeoJSONFeature[] }) => {
    const feature = event.features?.[0];
    if (!feature || feature.geometry.type !== 'Point') return;
    clearTimeout(hoverTimer);
    const center = feature.geometry.coordinates as [number, number];
    // Spec 2 §9: popups show from zoom 10, so a tap further out zooms in first.
    if (map.getZoom() < MAP_RULES.popupMinZoom) {
      map.easeTo({ center, zoom: MAP_RULES.popupMinZoom }, APP_MOVE);
      map.once('moveend', () => showPopup(feature));
    } else {
      showPopup(feature);
    }
  };

  const onClusterClick = (event: { features?: MapGeoJSONFeature[] }) => {
    const feature = event.features?.[0];
    if (!feature || feature.geometry.type !== 'Point') return;
    const source = map.getSource<GeoJSONSource>(SOURCE.places);
    const clusterId = Number(feature.properties.cluster_id);
    void source?.getClusterExpansionZoom(clusterId).then((zoom) => {
      map.easeTo(
        { center: (feature.geometry as Point).coordinates as [number, number], zoom: zoom + 0.5 },
        APP_MOVE,
      );
    });
  };

  const onRegionClick = (event: { features?: MapGeoJSONFeature[] }) => {
    const feature = event.features?.[0];
    if (!feature || feature.geometry.type !== 'Point') return;
    map.easeTo(
      { center: feature.geometry.coordinates as [number, number], zoom: MAP_RULES.clustersMinZoom + 0.5 },
      APP_MOVE,
    );
  };

  const onMoveStart = (event: object) => {
    lastOrigin = 'waymarkOrigin' in event ? 'app' : 'user';
  };
  const onMoveEnd = (event: object) => {
    const origin = 'waymarkOrigin' in event ? 'app' : lastOrigin;
    clearTimeout(viewTimer);
    viewTimer = setTimeout(
      () => latest.current.onViewChange?.(viewOf(map, origin)),
      MAP_RULES.viewChangeDebounceMs,
    );
  };

  map.on('mouseenter', LAYER.places, onPlaceEnter);
  map.on('mouseleave', LAYER.places, onLeave);
  map.on('click', LAYER.places, onPlaceClick);
  for (const layer of [LAYER.clusters, LAYER.regions]) {
    map.on('mouseenter', layer, onEnter);
    map.on('mouseleave', layer, onLeave);
  }
  map.on('click', LAYER.clusters, onClusterClick);
  map.on('click', LAYER.regions, onRegionClick);
  map.on('movestart', onMoveStart);
  map.on('moveend', onMoveEnd);

  return () => {
    clearTimeout(hoverTimer);
    clearTimeout(viewTimer);
    popup.remove();
  };
}

/** Built from text nodes only: place names never become HTML. */
function popupContent(place: PlaceProperties, open: (href: string) => void): HTMLElement {
  const root = document.createElement('div');
  root.className = styles.popup!;
  const kind = document.createElement('p');
  kind.className = styles.popupKind!;
  kind.textContent = placeRoute(place.type).label;
  const link = document.createElement('a');
  link.className = styles.popupTitle!;
  link.href = place.href;
  link.textContent = place.title;
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    open(place.href);
  });
  root.append(kind, link);
  if (place.subtitle) {
    const subtitle = document.createElement('p');
    subtitle.className = styles.popupSubtitle!;
    subtitle.textContent = place.subtitle;
    root.append(subtitle);
  }
  return root;
}
