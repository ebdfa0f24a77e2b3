import { lazy, Suspense } from 'react';
import { RegionErrorBoundary } from '@/components/region-error-boundary.tsx';
import type { MapViewProps } from './map-view.tsx';
import styles from './map-view.module.css';

// MapLibre is ~300 KB gzipped: it is fetched only when a map is first shown (ARCHITECTURE §Limits).
const LoadedMapView = lazy(() => import('./map-view.tsx').then((m) => ({ default: m.MapView })));

/** The map, loaded on first show; a broken map (no WebGL, say) leaves the rest of the page standing. */
export function MapView(props: MapViewProps) {
  return (
    <section aria-label={props.label} className={styles.region}>
      <RegionErrorBoundary
        region="map"
        fallback={
          <div className={styles.frame}>
            <p className={styles.notice} role="alert">
              Sorry, the map could not be shown on this device. The list still has every place.
            </p>
          </div>
        }
      >
        <Suspense
          fallback={
            <div className={styles.frame}>
              <p className={styles.loading} role="status">
                Loading map…
              </p>
            </div>
          }
        >
          <LoadedMapView {...props} />
        </Suspense>
      </RegionErrorBoundary>
    </section>
  );
}

export type { MapViewProps, MapViewState } from './map-view.tsx';
