import { showsRatingStars, type LocationSummary, type LocationType } from '@waymark/domain';
import clsx from 'clsx';
import { useState } from 'react';
import { imageFailure } from './image-failure.ts';
import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { LandscapePlaceholder } from './landscape-placeholder.tsx';
import { StarRating } from './star-rating.tsx';
import styles from './place-tile.module.css';

export type PlaceTileProps = {
  href: string;
  type: LocationType;
  /** With " - CLOSED" already added when the place is closed. */
  title: string;
  subtitle?: string;
  thumbnail?: string | null;
  closed?: boolean;
  /** Its reviews' average: the stars show once more than one walker has rated it (spec 2 §3). */
  rating?: Pick<LocationSummary, 'average_rating' | 'rating_count'>;
  /** Extra facts under the subtitle, e.g. a distance away. */
  meta?: ReactNode;
  layout?: 'row' | 'card';
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  className?: string;
  /** A button of its own beside the link (a link may not hold one), e.g. the wishlist heart. */
  action?: ReactNode;
};

/** A place in a list: its photo (or a drawn landscape), kind, title and where it is; the whole tile links. */
export function PlaceTile({
  href,
  type,
  title,
  subtitle,
  thumbnail,
  closed = false,
  rating,
  meta,
  layout = 'row',
  onClick,
  className,
  action,
}: PlaceTileProps) {
  const [broken, setBroken] = useState(false);
  const link = (
    <Link
      to={href}
      className={clsx(styles.tile, styles[layout], action ? undefined : className)}
      onClick={onClick}
    >
      <span className={styles.media}>
        {thumbnail && !broken ? (
          <img
            src={thumbnail}
            alt=""
            loading="lazy"
            decoding="async"
            {...imageFailure(() => setBroken(true))}
          />
        ) : (
          <LandscapePlaceholder type={type} className={styles.placeholder} />
        )}
      </span>
      <span className={styles.body}>
        <span className={clsx(styles.kind, closed && styles.closed)}>{type}</span>
        <span className={styles.title}>{title}</span>
        {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
        {rating && showsRatingStars(rating) ? (
          <StarRating rating={rating.average_rating ?? 0} count={rating.rating_count} size={14} />
        ) : null}
        {meta ? <span className={styles.meta}>{meta}</span> : null}
      </span>
    </Link>
  );
  if (!action) return link;
  return (
    <div className={clsx(styles.withAction, styles[`${layout}Action`], className)}>
      {link}
      <div className={styles.action}>{action}</div>
    </div>
  );
}
