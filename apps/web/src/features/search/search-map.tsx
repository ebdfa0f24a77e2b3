import { useQuery } from '@tanstack/react-query';
import type { Region } from '@waymark/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppStore } from '@/lib/app-store.ts';
import { MAP_PAGE_SIZE, searchTracksQueryOptions } from '@/lib/catalogue-api.ts';
import type { SearchCriteria } from '@/lib/catalogue-api.ts';
import { MapView } from '@/map/lazy-map-view.tsx';
import type { MapViewState } from '@/map/lazy-map-view.tsx';
import { MAP_RULES } from '@/map/layers.ts';
import { MapStyleToggle, useMapStyle } from '@/map/map-style-toggle.tsx';
import type { ListMode } from './search-state.ts';

export type SearchMapProps = {
  criteria: SearchCriteria;
  mode: ListMode;
  regions: readonly Region[] | undefined;
  /** False while a term or "Nearest to me" leads: the map then fits the results instead. */
  followsMap: boolean;
};

/**
 * The map of the tracks page: the same search as the list, with track lines. Loaded only when
 * the map is shown, so a phone's first view of the list never downloads it.
 */
export function SearchMap({ criteria, mode, regions, followsMap }: SearchMapProps) {
  const navigate = useNavigate();
  const setSearch = useAppStore((store) => store.setSearch);
  const mapStyle = useMapStyle();
  // The whole zoom the map searched its area at: the area's lines come thinned to what shows there.
  const [searchedZoom, setSearchedZoom] = useState<number>();
  const map = useQuery({
    ...searchTracksQueryOptions(criteria, {
      items: MAP_PAGE_SIZE,
      withGeometry: true,
      zoom: criteria.bound ? searchedZoom : undefined,
    }),
    enabled: mode !== 'recommended',
  });

  // From zoom 8 the person's moves search what is in view; back in the region view, they stop.
  const onViewChange = (view: MapViewState) => {
    if (view.origin !== 'user' || !followsMap) return;
    if (view.zoom < MAP_RULES.clustersMinZoom) {
      if (useAppStore.getState().mapBounds) setSearch({ mapBounds: null });
    } else {
      setSearchedZoom(Math.floor(view.zoom));
      setSearch({ mapBounds: view.bounds });
    }
  };

  const places = mode === 'recommended' ? [] : (map.data?.list ?? []);
  const fit =
    !followsMap && map.data && !map.isPlaceholderData ? { key: JSON.stringify(criteria), places } : null;

  return (
    <MapView
      label="Map of tracks, huts and campsites"
      places={places}
      regions={regions}
      mode={mode === 'recommended' ? 'browse' : 'results'}
      fit={fit}
      styleId={mapStyle}
      onViewChange={onViewChange}
      onOpenPlace={(href) => void navigate(href)}
    >
      <MapStyleToggle />
    </MapView>
  );
}
