import { passwordStrength, STRONG_PASSWORD_SCORE } from '@waymark/domain';
import type { PasswordScore } from '@waymark/domain';
import clsx from 'clsx';
import styles from './password-strength-meter.module.css';

const LEVELS = Array.from({ length: STRONG_PASSWORD_SCORE }, (_, index) => index + 1);

/**
 * zxcvbn's 0–4 score as four bars and the spec's words (spec 1 §5): "Your password strength is
 * at score N/4." and what that means. Colour is never the only signal; the text says it.
 * The text is a polite live region, so it is read out as the person types.
 */
export function PasswordStrengthMeter({
  score,
  id,
  className,
}: {
  /** Null until there is a password to score. */
  score: PasswordScore | null;
  /** The id of the text, for the input's aria-describedby. */
  id?: string;
  className?: string;
}) {
  const strength = score === null ? undefined : passwordStrength(score);
  return (
    <div className={clsx(styles.meter, className)} data-tone={strength?.tone ?? 'none'}>
      <div className={styles.bars} aria-hidden="true">
        {LEVELS.map((level) => (
          <span key={level} className={clsx(styles.bar, score !== null && score >= level && styles.filled)} />
        ))}
      </div>
      <p id={id} className={styles.text} aria-live="polite">
        {strength ? (
          <>
            {strength.text} <span className={styles.verdict}>{strength.verdict}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
