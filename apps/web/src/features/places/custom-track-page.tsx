import { customTrackFacts, pathFor } from '@waymark/domain';
import type { CustomTrack } from '@waymark/domain';
import { Link } from 'react-router';
import { customTrackGpxUrl } from '@/lib/custom-track-api.ts';
import { MapView } from '@/map/lazy-map-view.tsx';
import { useMapStyle } from '@/map/map-style-toggle.tsx';
import { Button } from '@/ui/button.tsx';
import { FactList, GpxDownload, Section } from './place-sections.tsx';
import styles from './place-page.module.css';
import own from './custom-track-page.module.css';

/**
 * A custom track's page body (spec 2 §2 "Custom track page", §3 Custom track): its line on the
 * map, what the walker wrote about it, and its details. Only its maker is offered "Edit this track".
 */
export function CustomTrackPage({ track }: { track: CustomTrack }) {
  const mapStyle = useMapStyle();
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <div className={own.map}>
          <MapView
            label={`Map of ${track.title}`}
            places={[]}
            mode="results"
            track={track}
            styleId={mapStyle}
          />
        </div>
        <Section title="About this track">
          {track.description ? (
            <p className={own.description}>{track.description}</p>
          ) : (
            <p className={styles.muted}>No description yet.</p>
          )}
        </Section>
      </div>
      <aside className={styles.aside}>
        <Section title="Track details" className={styles.card}>
          <FactList facts={customTrackFacts(track)} />
          <div className={styles.actions}>
            {track.is_own ? (
              <Button asChild size="sm">
                <Link to={pathFor('custom-track-editor', { id: track.id })}>Edit this track</Link>
              </Button>
            ) : null}
            <GpxDownload href={customTrackGpxUrl(track.id)} />
          </div>
        </Section>
      </aside>
    </div>
  );
}
