import {
  formatLongDate,
  formatShortNumericDate,
  pendingPhotosNote,
  placePath,
  REVIEW_COMMENT_COLLAPSED_HEIGHT,
  reviewDifficultyTag,
} from '@waymark/domain';
import type { Review } from '@waymark/domain';
import { Link } from 'react-router';
import { ReviewPhoto } from '@/components/review-photo/review-photo.tsx';
import { Button } from '@/ui/button.tsx';
import { ClampedText } from '@/ui/clamped-text.tsx';
import { EditIcon, TrashIcon } from '@/ui/icons.tsx';
import { LandscapePlaceholder } from '@/ui/landscape-placeholder.tsx';
import { StarRating } from '@/ui/star-rating.tsx';
import { Tag } from '@/ui/tag.tsx';
import styles from './my-reviews.module.css';

const COMMENT_FOLDED_PX = REVIEW_COMMENT_COLLAPSED_HEIGHT.wide;

/**
 * One of my reviews (spec 2 My Reviews): the place, when I did it and last edited the review,
 * how it went, the stars, the comment and photos, and how many photos still wait for staff.
 * The buttons carry the place's name, as a screen reader lists them out of the tile.
 */
export function MyReviewTile({
  review,
  onEdit,
  onDelete,
}: {
  review: Review;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { parent } = review;
  const difficulty = reviewDifficultyTag(review);
  const pending = pendingPhotosNote(review.pendingAttachmentsCount);
  return (
    <article className={styles.tile} aria-label={`Your review of ${parent.title}`}>
      <Link to={placePath(parent.type, parent.slug)} className={styles.place}>
        <span className={styles.thumbnail}>
          {parent.thumbnail ? (
            <img src={parent.thumbnail} alt="" loading="lazy" decoding="async" />
          ) : (
            <LandscapePlaceholder type={parent.type} className={styles.thumbnailPlaceholder} />
          )}
        </span>
        <span className={styles.placeTitle}>{parent.title}</span>
      </Link>
      <p className={styles.dates}>
        <span>Completed {formatLongDate(review.completed)}</span>
        {review.edited ? <span>Last edited {formatShortNumericDate(review.edited)}</span> : null}
      </p>
      <div className={styles.rating}>
        {difficulty ? <Tag tone="track">{difficulty}</Tag> : null}
        <StarRating rating={review.rating} />
      </div>
      {review.comment ? (
        // Spec 2 My Reviews: "Read more" when taller than 72 px, on every screen.
        <ClampedText narrowHeight={COMMENT_FOLDED_PX} wideHeight={COMMENT_FOLDED_PX}>
          <p className={styles.comment}>{review.comment}</p>
        </ClampedText>
      ) : null}
      {review.attachments.length > 0 ? (
        <ul className={styles.photos} aria-label="Photos">
          {review.attachments.map((photo, index) => (
            <li key={photo.id}>
              <ReviewPhoto url={photo.url} alt={`Photo ${index + 1} of your review of ${parent.title}`} />
            </li>
          ))}
        </ul>
      ) : null}
      {pending ? <p className={styles.pending}>{pending}</p> : null}
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="ghost"
          leadingIcon={<EditIcon size={18} />}
          aria-label={`Edit your review of ${parent.title}`}
          onClick={onEdit}
        >
          Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          leadingIcon={<TrashIcon size={18} />}
          aria-label={`Delete your review of ${parent.title}`}
          onClick={onDelete}
        >
          Delete
        </Button>
      </div>
    </article>
  );
}
