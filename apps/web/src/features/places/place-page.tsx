import { bunksLabel, formatDistance, placePath, siteCountLabel } from '@waymark/domain';
import type { Location } from '@waymark/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { trackGpxUrl } from '@/lib/catalogue-api.ts';
import { Accordion } from '@/ui/accordion.tsx';
import { CollapsibleText } from '@/ui/collapsible-text.tsx';
import { HtmlContent } from '@/ui/html-content.tsx';
import { Tag } from '@/ui/tag.tsx';
import {
  dogsFact,
  FactList,
  type Fact,
  GpxDownload,
  MoreInformation,
  NearbyTracks,
  RelatedSection,
  Section,
  TagGroups,
  yesNo,
} from './place-sections.tsx';
import { ReviewsSection } from './reviews-section.tsx';
import styles from './place-page.module.css';

/** Introductions longer than this get a "Read more" toggle. */
const LONG_INTRODUCTION = 280;

function Introduction({ place }: { place: Location }) {
  if (!place.introduction) return null;
  return (
    <CollapsibleText collapsible={place.introduction.length > LONG_INTRODUCTION} lines={4}>
      <p className={styles.introduction}>{place.introduction}</p>
    </CollapsibleText>
  );
}

/** A fact that may be missing: FactList leaves it out. */
type MaybeFact = Fact | null | false | undefined;

/** Tracks and huts share one layout: about, nearby, related and reviews beside their details. */
function TrackOrHutPage({
  place,
  noun,
  facts,
  actions,
}: {
  place: Location;
  noun: 'track' | 'hut';
  facts: MaybeFact[];
  actions?: ReactNode;
}) {
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <Section title={`About this ${noun}`}>
          <Introduction place={place} />
          {place.essential_preparation ? <HtmlContent html={place.essential_preparation} /> : null}
          <MoreInformation place={place} />
        </Section>
        <NearbyTracks title="Nearby tracks" tracks={place.closest_tracks} />
        <RelatedSection related={place.related} />
        <ReviewsSection place={place} />
      </div>
      <aside className={styles.aside}>
        <Section title={`${noun === 'track' ? 'Track' : 'Hut'} details`} className={styles.card}>
          <FactList facts={facts} />
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </Section>
      </aside>
    </div>
  );
}

const bookingFact = (place: Location, term: string): MaybeFact =>
  place.bookable !== null && {
    term,
    value: place.bookable ? 'Bookable: book before you go' : 'Not bookable: first come, first served',
  };

/** The track page body (spec 2 §2 "Track detail page"). */
export function TrackPage({ place }: { place: Location }) {
  return (
    <TrackOrHutPage
      place={place}
      noun="track"
      facts={[
        place.distance !== null && { term: 'Distance', value: formatDistance(place.distance) },
        { term: 'Walking duration', value: place.walking_duration },
        { term: 'Track type', value: place.track_type },
        { term: 'Difficulty', value: place.difficulty.map((d) => d.title).join(', ') },
        { term: 'Dogs', value: dogsFact(place) },
        { term: 'Wheelchair / buggy accessible', value: yesNo(place.wheelchair_friendly) },
        { term: 'Shared use', value: yesNo(place.shared_use) },
      ]}
      actions={
        // The line, for a GPS or another app (issue 15): only a track DOC has drawn has one.
        place.geojson ? <GpxDownload href={trackGpxUrl(place.slug)} /> : null
      }
    />
  );
}

/** The hut page body: bunks, category, bookings, facilities and how far from the road. */
export function HutPage({ place }: { place: Location }) {
  return (
    <TrackOrHutPage
      place={place}
      noun="hut"
      facts={[
        place.number_of_bunks !== null && { term: 'Bunks', value: bunksLabel(place.number_of_bunks) },
        { term: 'Category', value: place.category },
        bookingFact(place, 'Bookings'),
        { term: 'From the road end', value: place.roadend_proximity },
        { term: 'Dogs', value: dogsFact(place) },
        place.facilities.length > 0 && {
          term: 'Facilities',
          value: (
            <ul className={styles.tags}>
              {place.facilities.map((facility) => (
                <li key={facility.title}>
                  <Tag>{facility.title}</Tag>
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}

/** The campsite page body (spec 2 §2 "Campsite page"). */
export function CampsitePage({ place }: { place: Location }) {
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <Section title="Introduction">
          <Introduction place={place} />
        </Section>
        <TagGroups place={place} />
        {place.essential_preparation ? (
          <Section title="About this campsite">
            <HtmlContent html={place.essential_preparation} />
          </Section>
        ) : null}
        <MoreInformation place={place} />
        <ReviewsSection place={place} />
        <NearbyTracks title="Nearby Tracks" tracks={place.closest_tracks} />
      </div>
      <aside className={styles.aside}>
        <Section title="Campsite details" className={styles.card}>
          <FactList
            facts={[
              { term: 'Category', value: place.category },
              bookingFact(place, 'Booking'),
              place.powered_sites !== null && {
                term: 'Powered sites',
                value: siteCountLabel(place.powered_sites, 'powered'),
              },
              place.unpowered_sites !== null && {
                term: 'Unpowered sites',
                value: siteCountLabel(place.unpowered_sites, 'unpowered'),
              },
              { term: 'Dogs', value: dogsFact(place) },
            ]}
          />
        </Section>
      </aside>
    </div>
  );
}

/** The highlight page body: introduction, accordion sections and featured places. */
export function HighlightPage({ place }: { place: Location }) {
  const featured = [
    { title: 'Featured tracks', type: 'Track' as const, items: place.featured_tracks },
    { title: 'Featured huts', type: 'Hut' as const, items: place.featured_huts },
    { title: 'Featured campsites', type: 'Campsite' as const, items: place.featured_campsites },
  ].filter((group) => group.items.length > 0);
  return (
    <div className={`${styles.layout} ${styles.featuredLast}`}>
      <div className={styles.main}>
        <Section title="Introduction">
          <Introduction place={place} />
        </Section>
        {place.accordion_items.length ? (
          <Accordion
            headingLevel={2}
            items={place.accordion_items.map((item, index) => ({
              id: String(index),
              title: item.title,
              content: <HtmlContent html={item.content} />,
            }))}
          />
        ) : null}
        <MoreInformation place={place} />
      </div>
      <aside className={styles.aside}>
        {featured.map((group) => (
          <Section key={group.title} title={group.title} className={styles.card}>
            <ul className={styles.linkList}>
              {group.items.map((item) => (
                <li key={item.slug}>
                  <Link to={placePath(group.type, item.slug)}>{item.title}</Link>
                </li>
              ))}
            </ul>
          </Section>
        ))}
      </aside>
    </div>
  );
}
