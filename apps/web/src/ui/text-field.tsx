import clsx from 'clsx';
import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { TEXT_MAX_LENGTH } from '@waymark/domain';
import styles from './field.module.css';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: ReactNode;
  /** Help shown under the field until there is an error. */
  hint?: ReactNode;
  /** The message shown under the field; also marks the input invalid for screen readers. */
  error?: string | undefined;
  optional?: boolean;
  id?: string;
};

/** A labelled text input. Text fields default to the spec's 300-character limit (spec 1 §5). */
export function TextField({
  label,
  hint,
  error,
  optional = false,
  id,
  className,
  maxLength = TEXT_MAX_LENGTH,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = error ? errorId : hint ? hintId : undefined;

  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}>(optional)</span> : null}
      </label>
      <input
        id={inputId}
        className={styles.control}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      {hint && !error ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
