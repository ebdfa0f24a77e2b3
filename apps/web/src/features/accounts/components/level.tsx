import { LEVELS } from '@waymark/domain';
import clsx from 'clsx';
import styles from './level.module.css';

export type Level = (typeof LEVELS)[number];

export function isLevel(value: unknown): value is Level {
  return typeof value === 'string' && (LEVELS as readonly string[]).includes(value);
}

/** What each tramping experience level means, in a line. */
export const LEVEL_DESCRIPTIONS: Record<Level, string> = {
  Beginner: 'Short walks on well-formed tracks.',
  Intermediate: 'Day walks and the odd overnight tramp.',
  Advanced: 'Multi-day tramps on rougher tracks.',
  Expert: 'Off-track routes, river crossings and alpine terrain.',
};

/** Four rising peaks, as many filled as the level: Beginner one, Expert all four. */
export function LevelIcon({
  level,
  size = 40,
  className,
}: {
  level: Level;
  size?: number;
  className?: string;
}) {
  const rank = LEVELS.indexOf(level) + 1;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      className={clsx(styles.icon, className)}
      data-level={rank}
    >
      <rect width="40" height="40" rx="12" className={styles.iconBackground} />
      {[0, 1, 2, 3].map((i) => {
        const height = 8 + i * 5;
        const x = 6 + i * 7.5;
        return (
          <path
            key={i}
            d={`M${x} 31 l3.5 -${height} l3.5 ${height} z`}
            className={i < rank ? styles.peakOn : styles.peakOff}
          />
        );
      })}
    </svg>
  );
}
