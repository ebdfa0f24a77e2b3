import {
  placePath,
  placeSubtitle,
  RELATED_FILTERS,
  relatedEmptyText,
  resultTitle,
  toggleRelatedFilter,
} from '@waymark/domain';
import type { Location, LocationSummary, RelatedFilter } from '@waymark/domain';
import clsx from 'clsx';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { tileWishlistAction } from '@/components/wishlist/wishlist-button.tsx';
import { Button } from '@/ui/button.tsx';
import { DownloadIcon } from '@/ui/icons.tsx';
import { PlaceTile } from '@/ui/place-tile.tsx';
import { ExternalLinkIcon } from '@/ui/place-icons.tsx';
import { Tag } from '@/ui/tag.tsx';
import { ToggleGroup } from '@/ui/toggle-group.tsx';
import { VisuallyHidden } from '@/ui/visually-hidden.tsx';
import styles from './place-page.module.css';

/** A titled block of a place page; its heading is an h2 so the page outline reads well. */
export function Section({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section className={clsx(styles.section, className)} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export type Fact = { term: string; value: ReactNode };

/** A definition list of facts; facts without a value are left out rather than shown as blanks. */
export function FactList({ facts }: { facts: readonly (Fact | null | false | undefined)[] }) {
  const shown = facts.filter((fact): fact is Fact =>
    Boolean(fact && fact.value !== null && fact.value !== ''),
  );
  if (shown.length === 0) return <p className={styles.muted}>No details yet.</p>;
  return (
    <dl className={styles.facts}>
      {shown.map((fact) => (
        <div key={fact.term} className={styles.fact}>
          <dt>{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const yesNo = (value: boolean | null | undefined): string | null =>
  value === null || value === undefined ? null : value ? 'Yes' : 'No';

/** Dogs: DOC's own words when it has them, else yes or no. */
export function dogsFact(place: Location): string | null {
  if (place.dogs_allowed_information) return place.dogs_allowed_information;
  if (place.dogs_allowed === null) return null;
  return place.dogs_allowed ? 'Dogs allowed' : 'No dogs';
}

/** Links to nearby tracks by slug (spec 2 §2 "Nearby Tracks"). */
export function NearbyTracks({ title, tracks }: { title: string; tracks: Location['closest_tracks'] }) {
  if (tracks.length === 0) return null;
  return (
    <Section title={title}>
      <ul className={styles.linkList}>
        {tracks.map((track) => (
          <li key={track.slug}>
            <Link to={placePath('Track', track.slug)}>{track.title}</Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const RELATED_KEY: Record<Exclude<RelatedFilter, 'All'>, keyof Location['related']> = {
  Tracks: 'tracks',
  Huts: 'huts',
  Campsites: 'campsites',
};

/**
 * "Related tracks, huts, and campsites" with All / Tracks / Huts / Campsites: several may be
 * on, All is on its own, and turning the last one off turns All back on (spec 2 §2).
 */
export function RelatedSection({ related }: { related: Location['related'] }) {
  const [filters, setFilters] = useState<RelatedFilter[]>(['All']);
  const kinds = filters.includes('All') ? (['Tracks', 'Huts', 'Campsites'] as const) : filters;
  const places: LocationSummary[] = kinds.flatMap((kind) =>
    kind === 'All' ? [] : related[RELATED_KEY[kind]],
  );

  return (
    <Section title="Related tracks, huts, and campsites">
      <ToggleGroup
        type="multiple"
        label="Show related"
        size="sm"
        options={RELATED_FILTERS.map((filter) => ({ value: filter, label: filter }))}
        value={filters}
        onValueChange={(next) => {
          // The group reports the whole new set; the spec's rule decides from the one pressed.
          const pressed =
            RELATED_FILTERS.find((filter) => next.includes(filter) !== filters.includes(filter)) ?? 'All';
          setFilters(toggleRelatedFilter(filters, pressed));
        }}
      />
      {places.length === 0 ? (
        <p className={styles.muted}>{relatedEmptyText(filters)}</p>
      ) : (
        <ul className={styles.tileGrid}>
          {places.map((place) => (
            <li key={`${place.type}:${place.id}`}>
              <PlaceTile
                href={placePath(place.type, place.slug)}
                type={place.type}
                title={resultTitle(place)}
                subtitle={placeSubtitle(place)}
                thumbnail={place.thumbnail}
                closed={place.is_closed}
                rating={place}
                action={tileWishlistAction(place)}
              />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Landscapes, Access, Activities and Facilities as groups of tags (spec 2 §2). */
export function TagGroups({ place }: { place: Location }) {
  const groups = [
    { title: 'Landscapes', items: place.landscapes },
    { title: 'Access', items: place.access },
    { title: 'Activities', items: place.activities },
    { title: 'Facilities', items: place.facilities },
  ].filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className={styles.tagGroups}>
      {groups.map((group) => (
        <Section key={group.title} title={group.title} className={styles.tagGroup}>
          <ul className={styles.tags}>
            {group.items.map((item) => (
              <li key={item.title}>
                <Tag>{item.title}</Tag>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </div>
  );
}

/** The DOC page for the place and the data credit (CC BY 4.0 asks for attribution). */
export function MoreInformation({ place }: { place: Location }) {
  if (!place.info_link && !place.attribution) return null;
  return (
    <div className={styles.moreInfo}>
      {place.info_link ? (
        <a href={place.info_link} target="_blank" rel="noopener noreferrer" className={styles.externalLink}>
          More on the DOC website
          <ExternalLinkIcon size={16} />
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      ) : null}
      {place.attribution ? <p className={styles.attribution}>{place.attribution}</p> : null}
    </div>
  );
}

/** A track's line as a GPX file, for a GPS or another app (issue 15). */
export function GpxDownload({ href }: { href: string }) {
  return (
    <Button asChild variant="secondary" size="sm">
      <a href={href} download>
        <DownloadIcon size={18} />
        Download GPX
      </a>
    </Button>
  );
}
