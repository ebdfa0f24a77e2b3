import { closedTitle, pathFor, placePath, placeSubtitle, showsRatingStars } from '@waymark/domain';
import type { CustomTrack, GalleryImage, Location } from '@waymark/domain';
import clsx from 'clsx';
import { useState } from 'react';
import { imageFailure } from '@/ui/image-failure.ts';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTripDates } from '@/lib/use-trip-dates.ts';
import { SaveOfflineButton } from '@/components/offline/save-offline-button.tsx';
import { MarkCompleteButton } from '@/components/trip-completion/mark-complete-button.tsx';
import { TripDatesSelector } from '@/components/trip-dates/trip-dates-selector.tsx';
import { WishlistButton } from '@/components/wishlist/wishlist-button.tsx';
import { hasEarlierPage } from '@/lib/history.ts';
import { customTrackPlace, type SectionPlace } from '@/lib/section-place.ts';
import { reviewedPlace, startReview } from '@/lib/start-review.ts';
import { Carousel } from '@/ui/carousel.tsx';
import { ArrowLeftIcon } from '@/ui/icons.tsx';
import { LandscapePlaceholder } from '@/ui/landscape-placeholder.tsx';
import { CameraIcon, MapIcon } from '@/ui/place-icons.tsx';
import { StarRating } from '@/ui/star-rating.tsx';
import { VisuallyHidden } from '@/ui/visually-hidden.tsx';
import styles from './place-header.module.css';

/**
 * The track header of spec 2 §2: photos (a looping carousel, one photo, or a drawn landscape),
 * a back link, the title (with " - TRACK CLOSED" when closed), region and location, the stars
 * when more than one person has rated it, "Show map view" and the trip-date selector.
 */
export function PlaceHeader({ place }: { place: Location }) {
  const navigate = useNavigate();
  const subtitle = placeSubtitle(place);
  return (
    <HeaderLayout
      place={place}
      photos={<PlacePhotos place={place} />}
      back={
        place.type === 'Highlight' ? (
          <button
            type="button"
            className={styles.back}
            onClick={() => (hasEarlierPage() ? void navigate(-1) : void navigate(pathFor('tracks')))}
          >
            <ArrowLeftIcon size={18} />
            Back
          </button>
        ) : (
          <Link to={pathFor('tracks')} className={styles.back}>
            <ArrowLeftIcon size={18} />
            Back to tracks
          </Link>
        )
      }
      kind={place.type}
      title={closedTitle(place.title, place.type, place.is_closed)}
      placeActions={<PlaceActions place={place} />}
    >
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      {showsRatingStars(place) ? <RatingStars place={place} /> : null}
    </HeaderLayout>
  );
}

/**
 * The average rating; pressing it asks to review the place (spec 2 §2: a visitor logs in
 * first). Highlights are never reviewed, so theirs are only shown.
 */
function RatingStars({ place }: { place: Location }) {
  const stars = (
    <StarRating rating={place.average_rating ?? 0} count={place.rating_count} className={styles.stars} />
  );
  const reviewed = reviewedPlace(place);
  if (!reviewed) return stars;
  return (
    <button type="button" className={styles.starsButton} onClick={() => startReview(reviewed)}>
      {stars}
      <VisuallyHidden>Write a review</VisuallyHidden>
    </button>
  );
}

/**
 * A custom track's header (spec 2 §2): no gallery, so the drawn landscape; back to My Custom
 * Tracks, where the walker keeps them.
 */
export function CustomTrackHeader({ track }: { track: CustomTrack }) {
  return (
    <HeaderLayout
      place={customTrackPlace(track)}
      photos={<LandscapePlaceholder className={clsx(styles.photos, styles.placeholder)} />}
      back={
        <Link to={pathFor('my-custom-tracks')} className={styles.back}>
          <ArrowLeftIcon size={18} />
          My Custom Tracks
        </Link>
      }
      // Shown as "Track", as the navigation names it (spec 2 §2); the subtitle says whose.
      kind="Track"
      title={track.title}
    >
      <p className={styles.subtitle}>Custom track</p>
    </HeaderLayout>
  );
}

/**
 * What a walker keeps of a catalogue place (spec 2 §4): the wishlist, and for tracks, huts and
 * campsites the trip done. A custom track is the walker's own, so its header has neither.
 */
function PlaceActions({ place }: { place: Location }) {
  const { id, type, title, slug } = place;
  const { tripDates } = useTripDates(place);
  return (
    <>
      <WishlistButton place={{ id, type, title }} variant="header" />
      {type === 'Highlight' ? null : <MarkCompleteButton place={{ id, type, title, slug }} />}
      <SaveOfflineButton subject={{ place: { type, slug, title }, dates: tripDates }} size="sm" />
    </>
  );
}

/** What every place's header shares: the banner, its title block, the dates and the map link. */
function HeaderLayout({
  place,
  photos,
  back,
  kind,
  title,
  placeActions,
  children,
}: {
  place: SectionPlace;
  photos: ReactNode;
  back: ReactNode;
  /** The eyebrow over the title. */
  kind: string;
  title: string;
  /** The place's own buttons, before the trip dates. */
  placeActions?: ReactNode;
  /** Under the title: the subtitle and stars. */
  children: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div className={styles.banner}>
        {photos}
        <div className={styles.shade} aria-hidden="true" />
        {back}
        <div className={styles.titleBlock}>
          <p className={styles.kind}>{kind}</p>
          <h1 className={styles.title}>{title}</h1>
          {children}
        </div>
      </div>
      <div className={styles.actions}>
        {placeActions}
        <TripDatesSelector place={place} className={styles.dates} />
        <Link to={placePath(place.type, place.slug, 'map')} className={styles.mapLink}>
          <MapIcon size={20} />
          Show map view
        </Link>
      </div>
    </header>
  );
}

function PlacePhotos({ place }: { place: Location }) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const markFailed = (src: string) => setFailed((current) => new Set(current).add(src));
  const gallery = place.gallery.filter((image) => !failed.has(image.lg));
  const single = place.image ?? place.track_image;
  const alt = place.image_alt ?? place.track_image_alt ?? '';

  if (gallery.length > 1) {
    return (
      <Carousel<GalleryImage>
        label={`Photos of ${place.title}`}
        slides={gallery}
        className={styles.photos}
        renderSlide={(image) => (
          <img
            src={image.lg}
            srcSet={`${image.sm} 640w, ${image.lg} 1280w`}
            sizes="100vw"
            alt={image.title}
            className={styles.photo}
            {...imageFailure(() => markFailed(image.lg))}
          />
        )}
        renderOverlay={(image) => <PhotoCredit credit={image.credit || place.photo_credit} />}
      />
    );
  }
  const only = gallery[0];
  const src = only?.lg ?? single;
  if (src && !failed.has(src)) {
    return (
      <div className={styles.photos}>
        <img
          src={src}
          alt={only?.title ?? alt}
          className={styles.photo}
          {...imageFailure(() => markFailed(src))}
        />
        <PhotoCredit credit={only?.credit || place.photo_credit} />
      </div>
    );
  }
  return <LandscapePlaceholder type={place.type} className={clsx(styles.photos, styles.placeholder)} />;
}

/** The photo credit sits behind a small camera button so it never covers the photo. */
function PhotoCredit({ credit }: { credit: string | null | undefined }) {
  const [open, setOpen] = useState(false);
  if (!credit) return null;
  return (
    <div className={styles.credit}>
      {open ? <p className={styles.creditText}>Photo: {credit}</p> : null}
      <button
        type="button"
        className={styles.creditButton}
        aria-label={open ? 'Hide photo credit' : 'Show photo credit'}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <CameraIcon size={18} />
      </button>
    </div>
  );
}
