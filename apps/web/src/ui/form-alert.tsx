import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './form-alert.module.css';

export type FormAlertProps = {
  tone?: 'error' | 'success' | 'info';
  title?: ReactNode;
  children: ReactNode;
  className?: string;
};

/**
 * The box above or below a form that says what the server answered. Errors are an alert (read
 * out at once); successes and notes are a polite status.
 */
export function FormAlert({ tone = 'error', title, children, className }: FormAlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={clsx(styles.alert, styles[tone], className)}>
      <span className={styles.icon} aria-hidden="true">
        {tone === 'error' ? '!' : tone === 'success' ? '✓' : 'i'}
      </span>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
