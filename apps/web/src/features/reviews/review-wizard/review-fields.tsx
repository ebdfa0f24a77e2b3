import { REVIEW_DIFFICULTIES, REVIEW_DIFFICULTY_LABELS, REVIEW_RATING_MAX } from '@waymark/domain';
import type { ReviewDifficulty, ReviewedPlaceType } from '@waymark/domain';
import clsx from 'clsx';
import { useId } from 'react';
import type { ReactNode } from 'react';
import fieldStyles from '@/ui/field.module.css';
import { STAR_PATH } from '@/ui/star-rating.tsx';
import styles from './review-wizard.module.css';

const RATINGS = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1);

/** A group of radio buttons under a legend, with its message; arrow keys move within it. */
function RadioFieldset({
  legend,
  error,
  children,
  className,
}: {
  legend: ReactNode;
  error: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  const errorId = useId();
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.question}>{legend}</legend>
      <div className={className}>{children}</div>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Easier / As Expected / Harder, one of them (tracks only). */
export function DifficultyField({
  value,
  onChange,
  error,
}: {
  value: ReviewDifficulty | null;
  onChange: (difficulty: ReviewDifficulty) => void;
  error: string | undefined;
}) {
  const name = useId();
  return (
    <RadioFieldset legend="How did you find the track?" error={error} className={styles.choices}>
      {REVIEW_DIFFICULTIES.map((difficulty) => (
        <label key={difficulty} className={clsx(styles.choice, value === difficulty && styles.chosen)}>
          <input
            type="radio"
            name={name}
            className={styles.radio}
            checked={value === difficulty}
            onChange={() => onChange(difficulty)}
          />
          {REVIEW_DIFFICULTY_LABELS[difficulty]}
        </label>
      ))}
    </RadioFieldset>
  );
}

/** One to five stars as radio buttons, read out as "3 stars". */
export function StarRatingField({
  type,
  value,
  onChange,
  error,
}: {
  type: ReviewedPlaceType;
  value: number | null;
  onChange: (rating: number) => void;
  error: string | undefined;
}) {
  const name = useId();
  return (
    <RadioFieldset legend={`How would you rate the ${type}?`} error={error} className={styles.stars}>
      {RATINGS.map((rating) => (
        <label key={rating} className={styles.star}>
          <input
            type="radio"
            name={name}
            className={styles.radio}
            checked={value === rating}
            onChange={() => onChange(rating)}
          />
          <svg
            width={36}
            height={36}
            viewBox="0 0 24 24"
            aria-hidden="true"
            className={clsx(value !== null && rating <= value && styles.starOn)}
          >
            <path d={STAR_PATH} />
          </svg>
          <span className={styles.spoken}>
            {rating} {rating === 1 ? 'star' : 'stars'}
          </span>
        </label>
      ))}
    </RadioFieldset>
  );
}
