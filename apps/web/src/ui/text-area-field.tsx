import clsx from 'clsx';
import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './field.module.css';

export type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'value' | 'maxLength'> & {
  label: ReactNode;
  value: string;
  /** The most characters allowed; the count shows beside the hint and turns to an error past it. */
  limit: number;
  /** The message when the text is longer than `limit`. */
  tooLongMessage: string;
  hint?: ReactNode;
  /** A message from the form's own checks (e.g. "Please write your comments."); the length check comes first. */
  error?: string | undefined;
  optional?: boolean;
  id?: string;
  /** "used" shows 12/1000; "remaining" counts down, as "988 characters left". */
  counter?: 'used' | 'remaining';
};

/**
 * A labelled multi-line field with a character count. It does not cut a pasted text short:
 * the person sees what is too long and decides what to drop.
 */
export function TextAreaField({
  label,
  value,
  limit,
  tooLongMessage,
  hint,
  error,
  optional = false,
  id,
  className,
  rows = 4,
  counter = 'used',
  ...textareaProps
}: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const noteId = `${inputId}-note`;
  const tooLong = value.length > limit;
  const problem = tooLong ? tooLongMessage : error;
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}>(optional)</span> : null}
      </label>
      <textarea
        id={inputId}
        className={clsx(styles.control, styles.textarea)}
        rows={rows}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={noteId}
        {...textareaProps}
      />
      <div id={noteId} className={styles.counterRow}>
        {problem ? <p className={styles.error}>{problem}</p> : <p className={styles.hint}>{hint}</p>}
        <span className={clsx(styles.counter, tooLong && styles.counterOver)}>
          {counter === 'used' ? `${value.length}/${limit}` : charactersLeft(limit - value.length)}
        </span>
      </div>
    </div>
  );
}

function charactersLeft(left: number): string {
  if (left < 0) return `${-left} ${-left === 1 ? 'character' : 'characters'} too many`;
  return `${left} ${left === 1 ? 'character' : 'characters'} left`;
}
