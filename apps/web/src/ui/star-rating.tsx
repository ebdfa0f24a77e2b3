import { starFills } from '@waymark/domain';
import clsx from 'clsx';
import { useId } from 'react';
import styles from './star-rating.module.css';

export type StarRatingProps = {
  /** 0 to 5; fractions fill part of a star. */
  rating: number;
  /** How many ratings the average comes from, shown beside the stars. */
  count?: number;
  size?: number;
  className?: string;
};

/** A five-pointed star on a 24 px grid, shared with the review form's rating. */
export const STAR_PATH = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

/** Five stars filled to the average rating; read out as "Rated 4.5 out of 5". */
export function StarRating({ rating, count, size = 18, className }: StarRatingProps) {
  // useId's characters are not all valid in url(#…) references.
  const id = `star${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const rounded = Math.round(rating * 10) / 10;
  const label = `Rated ${rounded} out of 5${count ? ` from ${count} reviews` : ''}`;
  return (
    <span className={clsx(styles.rating, className)} role="img" aria-label={label}>
      {starFills(rating).map((fill, index) => (
        <svg key={index} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
          <defs>
            <linearGradient id={`${id}-${index}`}>
              <stop offset={`${fill}%`} stopColor="var(--track-400)" />
              <stop offset={`${fill}%`} stopColor="var(--paper-300)" />
            </linearGradient>
          </defs>
          <path d={STAR_PATH} fill={`url(#${id}-${index})`} />
        </svg>
      ))}
      {count ? <span className={styles.count}>({count})</span> : null}
    </span>
  );
}
