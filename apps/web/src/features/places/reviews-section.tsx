import {
  completedMonth,
  difficultySliderPercent,
  placeRoute,
  REVIEW_COMMENT_COLLAPSED_HEIGHT,
  REVIEW_DIFFICULTY_LABELS,
  REVIEW_TAGS_SHOWN_FIRST,
  reviewDifficultyOf,
  REVIEWS_SHOWN_FIRST,
} from '@waymark/domain';
import type { Location, Review } from '@waymark/domain';
import { useId, useState } from 'react';
import { reviewedPlace, startReview } from '@/lib/start-review.ts';
import { Avatar } from '@/ui/avatar.tsx';
import { Button } from '@/ui/button.tsx';
import { ClampedText } from '@/ui/clamped-text.tsx';
import { Modal } from '@/ui/modal.tsx';
import { StarRating } from '@/ui/star-rating.tsx';
import { Tag } from '@/ui/tag.tsx';
import { Section } from './place-sections.tsx';
import styles from './reviews-section.module.css';
import pageStyles from './place-page.module.css';

/**
 * A place's reviews (spec 2 §2 "Reviews section"): how walkers found a track on the difficulty
 * slider, a way to write a review, and the first 4 reviews with Show all / Show less.
 */
export function ReviewsSection({ place }: { place: Location }) {
  const [showAll, setShowAll] = useState(false);
  const reviews = place.feedback;
  const shown = showAll ? reviews : reviews.slice(0, REVIEWS_SHOWN_FIRST);
  const reviewed = reviewedPlace(place);
  const noun = placeRoute(place.type).label.toLowerCase();
  return (
    <Section title="Reviews">
      {place.type === 'Track' ? <DifficultyMeter place={place} /> : null}
      {reviewed ? (
        <button type="button" className={styles.write} onClick={() => startReview(reviewed)}>
          <span aria-hidden="true" className={styles.writeStars}>
            <StarRating rating={0} size={22} />
          </span>
          Write a review
        </button>
      ) : null}
      {reviews.length === 0 ? (
        <p className={pageStyles.muted}>No reviews yet for this {noun}.</p>
      ) : (
        <>
          <ul className={styles.list}>
            {shown.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} withDifficulty={place.type === 'Track'} />
              </li>
            ))}
          </ul>
          {reviews.length > REVIEWS_SHOWN_FIRST ? (
            <Button variant="secondary" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
              {showAll ? 'Show less' : `Show all ${reviews.length} reviews`}
            </Button>
          ) : null}
        </>
      )}
    </Section>
  );
}

/** The average of how walkers found the track, as a meter: easier, as expected or harder. */
function DifficultyMeter({ place }: { place: Location }) {
  const id = useId();
  const percent = difficultySliderPercent(place.feedback);
  const said = place.feedback.filter((review) => reviewDifficultyOf(review) !== null).length;
  const reading =
    percent < 40 ? 'Easier than expected' : percent > 60 ? 'Harder than expected' : 'As expected';
  return (
    <div className={pageStyles.difficulty}>
      <p className={pageStyles.difficultyLabel} id={id}>
        How walkers found it
      </p>
      <div
        className={pageStyles.difficultyTrack}
        role="meter"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={
          said === 0
            ? 'As expected (no reviews yet)'
            : `${reading} (${said} ${said === 1 ? 'review' : 'reviews'})`
        }
      >
        <span className={pageStyles.difficultyThumb} style={{ left: `${percent}%` }} />
      </div>
      <div className={pageStyles.difficultyScale} aria-hidden="true">
        <span>{REVIEW_DIFFICULTY_LABELS.easier}</span>
        <span>{REVIEW_DIFFICULTY_LABELS.expected}</span>
        <span>{REVIEW_DIFFICULTY_LABELS.harder}</span>
      </div>
    </div>
  );
}

function ReviewCard({ review, withDifficulty }: { review: Review; withDifficulty: boolean }) {
  const name = [review.user.first_name, review.user.last_name].filter(Boolean).join(' ') || 'A walker';
  const difficulty = withDifficulty ? reviewDifficultyOf(review) : null;
  return (
    <article className={styles.review} aria-label={`Review by ${name}`}>
      <header className={styles.reviewer}>
        <Avatar url={review.user.portrait?.url} name={name} size={44} />
        <div>
          <p className={styles.name}>{name}</p>
          <p className={styles.when}>Completed {completedMonth(review.completed)}</p>
        </div>
      </header>
      <div className={styles.verdict}>
        <StarRating rating={review.rating} size={18} />
        {difficulty ? <Tag tone="track">{REVIEW_DIFFICULTY_LABELS[difficulty]}</Tag> : null}
      </div>
      <FeatureTags tags={[...review.features1, ...review.features2]} />
      {review.comment ? (
        <ClampedText
          narrowHeight={REVIEW_COMMENT_COLLAPSED_HEIGHT.narrow}
          wideHeight={REVIEW_COMMENT_COLLAPSED_HEIGHT.wide}
        >
          <p className={styles.comment}>{review.comment}</p>
        </ClampedText>
      ) : null}
      {review.attachments.length > 0 ? <ReviewPhotos review={review} name={name} /> : null}
    </article>
  );
}

/** Features one and two together; 5 show, the rest behind "View all + (n)". */
function FeatureTags({ tags }: { tags: string[] }) {
  const [all, setAll] = useState(false);
  if (tags.length === 0) return null;
  const hidden = tags.length - REVIEW_TAGS_SHOWN_FIRST;
  const shown = all ? tags : tags.slice(0, REVIEW_TAGS_SHOWN_FIRST);
  return (
    <ul className={styles.tags} aria-label="What they noted">
      {shown.map((tag) => (
        <li key={tag}>
          <Tag>{tag}</Tag>
        </li>
      ))}
      {hidden > 0 && !all ? (
        <li>
          <button type="button" className={styles.viewAll} onClick={() => setAll(true)}>
            View all + ({hidden})
          </button>
        </li>
      ) : null}
    </ul>
  );
}

/** The review's photos as thumbnails; each opens larger. */
function ReviewPhotos({ review, name }: { review: Review; name: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const photo = review.attachments.find((attachment) => attachment.id === open);
  return (
    <>
      <ul className={styles.photos}>
        {review.attachments.map((attachment, index) => (
          <li key={attachment.id}>
            <button
              type="button"
              className={styles.thumbButton}
              aria-label={`Open photo ${index + 1} by ${name}`}
              onClick={() => setOpen(attachment.id)}
            >
              <img src={attachment.url} alt="" className={styles.thumb} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {photo ? (
        <Modal
          open
          onOpenChange={(next) => {
            if (!next) setOpen(null);
          }}
          title={`Photo by ${name}`}
          size="lg"
        >
          <img src={photo.url} alt={`Taken by ${name} on the trip`} className={styles.large} />
        </Modal>
      ) : null}
    </>
  );
}
