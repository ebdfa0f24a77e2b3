import { markerLabel } from '@waymark/domain';
import type { LngLat } from '@waymark/domain';
import clsx from 'clsx';
import { Marker as MapLibreMarker, Popup } from 'maplibre-gl';
import type { GeoJSONSource, StyleSpecification, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { FeatureCollection } from 'geojson';
import type { MapStyle } from '@/lib/app-store.ts';
import { loadBaseStyle, styleUrl } from '@/map/map-styles.ts';
import { startMap, whenStyleLoaded, type StartedMap } from '@/map/start-map.ts';
import mapStyles from '@/map/map-view.module.css';
import { legKind, type LegKind } from './marker-labels.ts';
import type { EditorMarker } from './use-track-legs.ts';
import styles from './editor-map.module.css';

/** Spec 2 §9: midpoint markers, for putting a marker between two, show from zoom 8. */
export const MIDPOINT_MIN_ZOOM = 8;

const LEGS_SOURCE = 'waymark-custom-track-legs';
export const LEGS_LAYER = 'waymark-custom-track-legs';

const LEG_COLOURS: Record<LegKind, string> = {
  snapped: '#1f6f4a',
  straight: '#4b5a53',
  fallback: '#b3460c',
  pending: '#7a8680',
};

export type EditorMapPopup = { at: LngLat; content: ReactNode } | null;

export type EditorMapProps = {
  markers: readonly EditorMarker[];
  styleId: MapStyle;
  selected: number | null;
  hovered: number | null;
  /** The marker being moved, and where it would go. */
  moving: { index: number; to: LngLat } | null;
  popup: EditorMapPopup;
  /** Changes when the map should fit the whole track, e.g. once a saved track has loaded. */
  fitKey: string;
  /** A marker chosen from the list: the map moves to it. */
  centreOn: { at: LngLat; key: number } | null;
  onMapClick: (at: LngLat) => void;
  onMarkerClick: (index: number) => void;
  onMidpointClick: (index: number, at: LngLat) => void;
  onMoveTo: (to: LngLat) => void;
  onPopupClose: () => void;
};

/**
 * The editor's map: its markers are buttons (reachable by keyboard and named for screen
 * readers), its legs one line layer coloured by kind, and its popups React content.
 */
export function EditorMap(props: EditorMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'fallback' | 'unsupported'>('loading');
  const [zoom, setZoom] = useState(0);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    let cleanup = () => {};
    void loadBaseStyle(styleUrl(latest.current.styleId)).then(({ style, fallback }) => {
      if (cancelled) return;
      let started: StartedMap;
      try {
        started = startMap(container, withLegLayer(style), { fullscreen: false, doubleClickZoom: false });
      } catch (error) {
        console.error('The map could not start', error);
        setState('unsupported');
        return;
      }
      const created = started.map;
      created.on('click', (event) => {
        // A click on a marker's own button is the marker's, not the map's.
        if ((event.originalEvent.target as HTMLElement).closest('.maplibregl-marker')) return;
        const at: LngLat = [event.lngLat.lng, event.lngLat.lat];
        if (latest.current.moving) latest.current.onMoveTo(at);
        else latest.current.onMapClick(at);
      });
      created.on('zoomend', () => setZoom(created.getZoom()));
      whenStyleLoaded(created, () => {
        setState(fallback ? 'fallback' : 'ready');
        setZoom(created.getZoom());
        setMap(created);
      });
      cleanup = started.stop;
    });
    return () => {
      cancelled = true;
      cleanup();
      setMap(null);
    };
  }, []);

  useLegs(map, props.markers, props.moving);
  useMarkers(map, props);
  useMidpoints(map, props.markers, zoom >= MIDPOINT_MIN_ZOOM && !props.moving, props.onMidpointClick);
  const popupNode = usePopup(map, props.popup, props.onPopupClose);
  useFit(map, props.markers, props.fitKey);
  const centreKey = props.centreOn?.key;
  useEffect(() => {
    const at = latest.current.centreOn?.at;
    if (map && at) map.easeTo({ center: at, duration: 300 });
  }, [map, centreKey]);

  return (
    <div className={mapStyles.frame}>
      <div
        ref={containerRef}
        className={clsx(mapStyles.map, props.moving && styles.moving)}
        data-map-state={state}
        data-testid="map"
      />
      {state === 'loading' ? (
        <p className={mapStyles.loading} role="status">
          Loading map…
        </p>
      ) : null}
      {state === 'unsupported' ? (
        <p className={mapStyles.notice} role="alert">
          This device can’t show the map, so markers can’t be placed here. Try a computer or a newer phone.
        </p>
      ) : null}
      {state === 'fallback' ? (
        <p className={mapStyles.notice} role="status">
          The map background could not load. Your markers and legs are still shown.
        </p>
      ) : null}
      {popupNode}
    </div>
  );
}

function withLegLayer(style: StyleSpecification): StyleSpecification {
  return {
    ...style,
    sources: { ...style.sources, [LEGS_SOURCE]: { type: 'geojson', data: legsCollection([], null) } },
    layers: [
      ...style.layers,
      {
        id: `${LEGS_LAYER}-casing`,
        type: 'line',
        source: LEGS_SOURCE,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': '#ffffff', 'line-width': 7 },
      },
      {
        id: LEGS_LAYER,
        type: 'line',
        source: LEGS_SOURCE,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: {
          'line-color': ['match', ['get', 'kind'], ...Object.entries(LEG_COLOURS).flat(), '#1f6f4a'] as never,
          'line-width': 4,
          'line-dasharray': [
            'match',
            ['get', 'kind'],
            'snapped',
            ['literal', [1, 0]],
            ['literal', [2, 1.5]],
          ] as never,
        },
      },
    ],
  };
}

/** Every leg as a line feature, with its kind and the marker it leads to. */
function legsCollection(
  markers: readonly EditorMarker[],
  moving: EditorMapProps['moving'],
): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: markers.slice(1).map((marker, k) => {
      const index = k + 1;
      const movingHere = moving && (moving.index === index || moving.index === index - 1);
      const from = moving?.index === index - 1 ? moving.to : [markers[k]!.lng, markers[k]!.lat];
      const to = moving?.index === index ? moving.to : [marker.lng, marker.lat];
      const coordinates = movingHere ? [from, to] : (marker.snapRoute ?? [from, to]);
      return {
        type: 'Feature',
        properties: { index, kind: movingHere ? 'pending' : legKind(marker) },
        geometry: { type: 'LineString', coordinates },
      };
    }),
  };
}

function useLegs(
  map: MapLibreMap | null,
  markers: readonly EditorMarker[],
  moving: EditorMapProps['moving'],
) {
  useEffect(() => {
    void map?.getSource<GeoJSONSource>(LEGS_SOURCE)?.setData(legsCollection(markers, moving));
  }, [map, markers, moving]);
}

function useMarkers(map: MapLibreMap | null, props: EditorMapProps) {
  const { markers, selected, hovered, moving } = props;
  const onClick = useRef(props.onMarkerClick);
  useEffect(() => {
    onClick.current = props.onMarkerClick;
  });
  useEffect(() => {
    if (!map) return;
    const placed = markers.map((marker, index) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.className = clsx(
        styles.marker,
        index === 0 && styles.start,
        marker.type === 'outandback' && styles.return,
        (index === selected || index === hovered) && styles.selected,
      );
      element.textContent = index === 0 ? 'S' : String(index + 1);
      element.setAttribute('aria-label', markerLabel(markers, index));
      element.dataset.markerIndex = String(index);
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        onClick.current(index);
      });
      const at = moving?.index === index ? moving.to : ([marker.lng, marker.lat] as LngLat);
      return new MapLibreMarker({ element }).setLngLat(at).addTo(map);
    });
    return () => placed.forEach((marker) => marker.remove());
  }, [map, markers, selected, hovered, moving]);
}

function useMidpoints(
  map: MapLibreMap | null,
  markers: readonly EditorMarker[],
  shown: boolean,
  onMidpointClick: EditorMapProps['onMidpointClick'],
) {
  const onClick = useRef(onMidpointClick);
  useEffect(() => {
    onClick.current = onMidpointClick;
  });
  useEffect(() => {
    if (!map || !shown) return;
    const placed = markers.slice(1).map((marker, k) => {
      const index = k + 1;
      const at = midpoint(
        marker.snapRoute ?? [
          [markers[k]!.lng, markers[k]!.lat],
          [marker.lng, marker.lat],
        ],
      );
      const element = document.createElement('button');
      element.type = 'button';
      element.className = styles.midpoint!;
      element.setAttribute(
        'aria-label',
        `Add a marker between ${markerLabel(markers, k)} and ${markerLabel(markers, index)}`,
      );
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        onClick.current(index, at);
      });
      return new MapLibreMarker({ element }).setLngLat(at).addTo(map);
    });
    return () => placed.forEach((marker) => marker.remove());
  }, [map, markers, shown]);
}

/** The point halfway along a leg, by distance along it. */
function midpoint(line: readonly LngLat[]): LngLat {
  const steps = line.slice(1).map((point, i) => Math.hypot(point[0] - line[i]![0], point[1] - line[i]![1]));
  let remaining = steps.reduce((sum, step) => sum + step, 0) / 2;
  for (const [i, step] of steps.entries()) {
    if (remaining <= step && step > 0) {
      const t = remaining / step;
      const [a, b] = [line[i]!, line[i + 1]!];
      return [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
    }
    remaining -= step;
  }
  return line[0]!;
}

/** The popup's content is React, rendered into the MapLibre popup's element. */
function usePopup(map: MapLibreMap | null, popup: EditorMapPopup, onClose: () => void): ReactNode {
  const [element] = useState(() => document.createElement('div'));
  const shownRef = useRef<Popup | null>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
    // The content renders after the popup is placed: placing it again fits it inside the map.
    const shown = shownRef.current;
    if (shown) shown.setLngLat(shown.getLngLat());
  });
  const at = popup?.at;
  useEffect(() => {
    if (!map || !at) return;
    const shown = new Popup({ closeButton: true, closeOnClick: false, maxWidth: '240px', offset: 18 })
      .setLngLat(at)
      .setDOMContent(element)
      .addTo(map);
    shownRef.current = shown;
    let closedByUs = false;
    shown.on('close', () => {
      if (!closedByUs) close.current();
    });
    return () => {
      closedByUs = true;
      shownRef.current = null;
      shown.remove();
    };
  }, [map, at, element]);
  return popup ? createPortal(popup.content, element) : null;
}

function useFit(map: MapLibreMap | null, markers: readonly EditorMarker[], fitKey: string) {
  const latest = useRef(markers);
  useEffect(() => {
    latest.current = markers;
  });
  useEffect(() => {
    const points = latest.current.flatMap(
      (marker) => marker.snapRoute ?? [[marker.lng, marker.lat] as LngLat],
    );
    if (!map || !fitKey || points.length === 0) return;
    const lngs = points.map(([lng]) => lng);
    const lats = points.map(([, lat]) => lat);
    map.fitBounds(
      [
        [Math.min(...lngs), Math.min(...lats)],
        [Math.max(...lngs), Math.max(...lats)],
      ],
      { padding: 64, maxZoom: 14, duration: 0 },
    );
  }, [map, fitKey]);
}
