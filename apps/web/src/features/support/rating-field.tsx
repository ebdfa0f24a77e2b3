import { FEEDBACK_RATING } from '@waymark/domain';
import clsx from 'clsx';
import { useId } from 'react';
import type { Ref } from 'react';
import fieldStyles from '@/ui/field.module.css';
import styles from './rating-field.module.css';

const RATINGS = Array.from(
  { length: FEEDBACK_RATING.max - FEEDBACK_RATING.min + 1 },
  (_, index) => FEEDBACK_RATING.min + index,
);

export type RatingFieldProps = {
  name: string;
  value: number | undefined;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
  /** React Hook Form focuses the first radio when the rating is missing. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The rating of spec 3 §3, 0 to 10, as a row of radio buttons: arrow keys move along it, and
 * each number is read out with what the ends mean.
 */
export function RatingField({ name, value, onChange, onBlur, error, disabled, inputRef }: RatingFieldProps) {
  const id = useId();
  const scaleId = `${id}-scale`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={clsx(scaleId, error && errorId)}
      disabled={disabled}
    >
      <legend className={fieldStyles.label}>Your rating</legend>
      <div className={styles.options}>
        {RATINGS.map((rating, index) => (
          <label key={rating} className={clsx(styles.option, value === rating && styles.checked)}>
            <input
              ref={index === 0 ? inputRef : undefined}
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              onBlur={onBlur}
              className={styles.radio}
            />
            <span aria-hidden="true">{rating}</span>
            <span className={styles.spoken}>
              {rating} out of {FEEDBACK_RATING.max}
            </span>
          </label>
        ))}
      </div>
      <p id={scaleId} className={clsx(fieldStyles.hint, styles.scale)}>
        <span>{FEEDBACK_RATING.min}: not good at all</span>
        <span>{FEEDBACK_RATING.max}: excellent</span>
      </p>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
