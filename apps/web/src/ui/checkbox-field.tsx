import clsx from 'clsx';
import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import fieldStyles from './field.module.css';
import styles from './checkbox-field.module.css';

export type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> & {
  label: ReactNode;
  error?: string | undefined;
  id?: string;
};

/** A labelled checkbox, e.g. agreeing to the terms; its error is read out with it. */
export function CheckboxField({ label, error, id, className, ...inputProps }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={clsx(fieldStyles.field, className)}>
      <div className={styles.row}>
        <input
          id={inputId}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
