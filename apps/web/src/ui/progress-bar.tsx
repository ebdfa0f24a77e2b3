import clsx from 'clsx';
import styles from './progress-bar.module.css';

export type ProgressBarProps = {
  /** What is progressing, e.g. "Uploading your photo"; also the bar's accessible name. */
  label: string;
  /** 0 to 1. */
  value: number;
  className?: string;
};

/** A determinate progress bar with its label and percentage shown beside it. */
export function ProgressBar({ label, value, className }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className={clsx(styles.progress, className)}>
      <div className={styles.labels} aria-hidden="true">
        <span>{label}</span>
        <span className={styles.percent}>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
