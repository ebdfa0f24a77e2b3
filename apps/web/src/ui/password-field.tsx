import clsx from 'clsx';
import { useId, useState } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { TEXT_MAX_LENGTH } from '@waymark/domain';
import fieldStyles from './field.module.css';
import styles from './password-field.module.css';
import { VisuallyHidden } from './visually-hidden.tsx';

export type PasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  id?: string;
  /** Shown under the input and read out with it, e.g. a strength meter. */
  children?: ReactNode;
  /** The id of `children`'s text, so the input is described by it. */
  describedBy?: string;
};

/**
 * A labelled password input with a Show/Hide button: on a phone keyboard a typo in a hidden
 * password is the commonest reason a login fails.
 */
export function PasswordField({
  label,
  hint,
  error,
  id,
  children,
  describedBy,
  className,
  maxLength = TEXT_MAX_LENGTH,
  ...inputProps
}: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [visible, setVisible] = useState(false);
  const described = [error ? errorId : hint ? hintId : undefined, describedBy].filter(Boolean).join(' ');

  return (
    <div className={clsx(fieldStyles.field, className)}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.wrapper}>
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={clsx(fieldStyles.control, styles.input)}
          maxLength={maxLength}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          {...inputProps}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
          <VisuallyHidden> password</VisuallyHidden>
        </button>
      </div>
      {children}
      {hint && !error ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
