import clsx from 'clsx';
import { useId } from 'react';
import type { CSSProperties } from 'react';
import styles from './range-slider.module.css';

export type RangeSliderProps = {
  /** The visible label, e.g. "Distance". */
  label: string;
  min: number;
  max: number;
  step?: number;
  value: readonly [number, number];
  onValueChange: (value: [number, number]) => void;
  /** How a value reads, on screen and to screen readers: 101 → "100+ km". */
  formatValue?: (value: number) => string;
  /** Labels under the track, e.g. 1 KM, 50 KM, 100 KM+. */
  marks?: readonly { value: number; label: string }[];
  /** Names of the two thumbs for screen readers. */
  thumbLabels?: readonly [string, string];
  className?: string;
};

/**
 * A two-thumb range built from two native range inputs laid over one track, so arrow keys,
 * Page Up/Down, Home/End and touch all work as browsers make them work.
 */
export function RangeSlider({
  label,
  min,
  max,
  step = 1,
  value,
  onValueChange,
  formatValue = String,
  marks = [],
  thumbLabels = [`Minimum ${label.toLowerCase()}`, `Maximum ${label.toLowerCase()}`],
  className,
}: RangeSliderProps) {
  const id = useId();
  const [low, high] = value;
  const percent = (n: number) => ((n - min) / (max - min)) * 100;
  const fill = { '--low': `${percent(low)}%`, '--high': `${percent(high)}%` } as CSSProperties;

  return (
    <div className={clsx(styles.slider, className)} role="group" aria-labelledby={`${id}-label`}>
      <div className={styles.header}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        <output className={styles.readout} aria-live="polite">
          {formatValue(low)} – {formatValue(high)}
        </output>
      </div>
      <div className={styles.track} style={fill}>
        <input
          type="range"
          className={styles.input}
          min={min}
          max={max}
          step={step}
          value={low}
          aria-label={thumbLabels[0]}
          aria-valuetext={formatValue(low)}
          onChange={(event) => onValueChange([Math.min(Number(event.target.value), high), high])}
        />
        <input
          type="range"
          className={styles.input}
          min={min}
          max={max}
          step={step}
          value={high}
          aria-label={thumbLabels[1]}
          aria-valuetext={formatValue(high)}
          onChange={(event) => onValueChange([low, Math.max(Number(event.target.value), low)])}
        />
      </div>
      {marks.length ? (
        <div className={styles.marks} aria-hidden="true">
          {marks.map((mark) => (
            <span key={mark.value} className={styles.mark} style={{ left: `${percent(mark.value)}%` }}>
              {mark.label}
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}
