import {
  bunksLabel,
  closedTitle,
  CUSTOM_TRACK_KIND,
  customTrackFacts,
  formatDistance,
  locationPageTitle,
  placePath,
  placeSubtitle,
  siteCountLabel,
} from '@waymark/domain';
import type { CustomTrack, Location, LocationType } from '@waymark/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageMeta } from '@/components/page-meta.tsx';
import { RouteCustomTrack } from '@/components/place-frame/route-place.tsx';
import { DEFAULT_SEARCH_FILTERS } from '@/lib/app-store.ts';
import { MAP_PAGE_SIZE, searchTracksQueryOptions, useTrackList } from '@/lib/catalogue-api.ts';
import { titleFromSlug } from '@/lib/location-route.ts';
import { placeKindForRoute, useRoutePlace } from '@/lib/use-route-place.ts';
import { useCurrentRoute } from '@/lib/use-current-route.ts';
import { MapView } from '@/map/lazy-map-view.tsx';
import type { MapViewState } from '@/map/lazy-map-view.tsx';
import { MAP_RULES } from '@/map/layers.ts';
import { MapSearch } from '@/map/map-search.tsx';
import { MapStyleToggle, useMapStyle } from '@/map/map-style-toggle.tsx';
import { MapPanelBar } from '@/components/map-panel-bar.tsx';
import styles from './location-map-screen.module.css';

/** The map of one place (spec 2 §2 track, hut, campsite, highlight and custom track maps). */
export function LocationMapScreen() {
  const routeName = useCurrentRoute()?.name ?? '';
  return placeKindForRoute(routeName) ? (
    <PlaceMapScreen routeName={routeName} />
  ) : (
    <RouteCustomTrack>{(track) => <CustomTrackMapScreen track={track} />}</RouteCustomTrack>
  );
}

/** A custom track's map: its line and markers, with its details beside them on a desktop. */
function CustomTrackMapScreen({ track }: { track: CustomTrack }) {
  const mapStyle = useMapStyle();
  const page = placePath(CUSTOM_TRACK_KIND, track.id);
  return (
    <div className={styles.screen}>
      <PageMeta title={`Map of ${track.title} – Custom track`} />
      <aside className={styles.panel} aria-label="Custom track details">
        <MapPanelBar back={page} kind="Custom track map" title={track.title} />
        <div className={styles.summary}>
          <ul className={styles.facts}>
            {customTrackFacts(track).map(({ term, alone }) => (
              <li key={term}>{alone}</li>
            ))}
          </ul>
          <Link to={page} className={styles.detailsLink}>
            See track details
          </Link>
        </div>
      </aside>
      <div className={styles.mapArea}>
        <MapView label={`Map of ${track.title}`} places={[]} mode="results" track={track} styleId={mapStyle}>
          <MapStyleToggle />
        </MapView>
      </div>
    </div>
  );
}

function PlaceMapScreen({ routeName }: { routeName: string }) {
  const { kind, slug, query } = useRoutePlace(routeName);
  const place = query.data;
  const navigate = useNavigate();
  const mapStyle = useMapStyle();
  const trackList = useTrackList();
  const [view, setView] = useState<MapViewState | null>(null);
  const title = place ? closedTitle(place.title, place.type, place.is_closed) : titleFromSlug(slug);

  // Around the place, what is in view loads as the map moves: clusters from zoom 8, lines from 10.
  const zoom = view?.zoom ?? 0;
  const bound = view && zoom >= MAP_RULES.clustersMinZoom ? view.bounds : null;
  const around = useQuery({
    ...searchTracksQueryOptions(
      { filters: DEFAULT_SEARCH_FILTERS, bound },
      { items: MAP_PAGE_SIZE, withGeometry: zoom >= MAP_RULES.linesMinZoom, zoom: Math.floor(zoom) },
    ),
    enabled: Boolean(bound),
  });

  return (
    <div className={styles.screen}>
      <PageMeta title={`Map of ${place ? locationPageTitle(place) : title}`} />
      <aside className={styles.panel} aria-label={`${kind} details`}>
        <MapPanelBar
          back={placePath(kind, slug)}
          kind={`${kind} map`}
          title={title}
          subtitle={place ? placeSubtitle(place) : undefined}
        />
        {place ? <PlaceSummary place={place} /> : null}
      </aside>
      <div className={styles.mapArea}>
        <MapView
          label={`Map of ${title} and places nearby`}
          places={bound ? (around.data?.list ?? []) : []}
          regions={trackList.data?.list}
          mode="browse"
          focus={place ?? null}
          styleId={mapStyle}
          onViewChange={setView}
          onOpenPlace={(href) => void navigate(href)}
        >
          <MapSearch onSelect={(found) => void navigate(placePath(found.type, found.slug, 'map'))} />
          <MapStyleToggle />
        </MapView>
      </div>
    </div>
  );
}

/** Key facts beside the map on a desktop, and the ways on from here. */
function PlaceSummary({ place }: { place: Location }) {
  const facts = summaryFacts(place);
  const nearbyTitle: Record<LocationType, string> = {
    Track: 'Nearby tracks',
    Hut: 'Nearby tracks',
    Campsite: 'Near by Tracks',
    Highlight: 'Nearby tracks',
  };
  const featured = [
    ...place.featured_tracks.map((item) => ({ ...item, type: 'Track' as const })),
    ...place.featured_huts.map((item) => ({ ...item, type: 'Hut' as const })),
    ...place.featured_campsites.map((item) => ({ ...item, type: 'Campsite' as const })),
  ];
  return (
    <div className={styles.summary}>
      {facts.length ? (
        <ul className={styles.facts}>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
      <Link to={placePath(place.type, place.slug)} className={styles.detailsLink}>
        {place.type === 'Highlight' ? 'Back to the highlight' : `See ${place.type.toLowerCase()} details`}
      </Link>
      {featured.length ? (
        <section className={styles.links} aria-labelledby="featured-heading">
          <h2 id="featured-heading">Featured places</h2>
          <ul>
            {featured.map((item) => (
              <li key={`${item.type}:${item.slug}`}>
                <Link to={placePath(item.type, item.slug)}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {place.closest_tracks.length ? (
        <section className={styles.links} aria-labelledby="nearby-heading">
          <h2 id="nearby-heading">{nearbyTitle[place.type]}</h2>
          <ul>
            {place.closest_tracks.map((track) => (
              <li key={track.slug}>
                <Link to={placePath('Track', track.slug)}>{track.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function summaryFacts(place: Location): string[] {
  switch (place.type) {
    case 'Track':
      return [
        place.distance !== null ? formatDistance(place.distance) : null,
        place.walking_duration,
        place.difficulty.map((d) => d.title).join(', ') || null,
      ].filter((fact): fact is string => Boolean(fact));
    case 'Hut':
      return [
        place.number_of_bunks !== null ? bunksLabel(place.number_of_bunks) : null,
        place.category,
        place.bookable ? 'Bookable' : null,
      ].filter((fact): fact is string => Boolean(fact));
    case 'Campsite':
      return [
        place.category,
        place.powered_sites ? siteCountLabel(place.powered_sites, 'powered') : null,
        place.unpowered_sites !== null ? siteCountLabel(place.unpowered_sites, 'unpowered') : null,
      ].filter((fact): fact is string => Boolean(fact));
    case 'Highlight':
      return place.location ? [place.location] : [];
  }
}
