import clsx from 'clsx';
import type { ReactNode } from 'react';
import { CheckIcon } from './icons.tsx';
import styles from './toggle-group.module.css';

export type ToggleOption<V extends string> = { value: V; label: ReactNode; disabled?: boolean };

type Common<V extends string> = {
  /** Names the group for screen readers, e.g. "Difficulty". */
  label: string;
  options: readonly ToggleOption<V>[];
  size?: 'sm' | 'md';
  className?: string;
};

export type ToggleGroupProps<V extends string> = Common<V> &
  (
    | { type: 'multiple'; value: readonly V[]; onValueChange: (value: V[]) => void }
    | { type: 'single'; value: V; onValueChange: (value: V) => void }
  );

/**
 * A row of pressable chips: several may be on ("multiple", e.g. difficulties) or exactly one
 * ("single", e.g. the map style). Each chip is a button that says whether it is pressed.
 */
export function ToggleGroup<V extends string>(props: ToggleGroupProps<V>) {
  const { label, options, size = 'md', className } = props;
  const isOn = (value: V) =>
    props.type === 'multiple' ? props.value.includes(value) : props.value === value;

  function toggle(value: V) {
    if (props.type === 'single') {
      props.onValueChange(value);
      return;
    }
    const next = props.value.includes(value)
      ? props.value.filter((item) => item !== value)
      : options.map((option) => option.value).filter((item) => item === value || props.value.includes(item));
    props.onValueChange(next);
  }

  return (
    <div role="group" aria-label={label} className={clsx(styles.group, styles[size], className)}>
      {options.map((option) => {
        const pressed = isOn(option.value);
        return (
          <button
            key={option.value}
            type="button"
            className={styles.item}
            aria-pressed={pressed}
            disabled={option.disabled}
            onClick={() => toggle(option.value)}
          >
            {props.type === 'multiple' && pressed ? <CheckIcon size={16} /> : null}
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
