import { LEVELS } from '@waymark/domain';
import clsx from 'clsx';
import { useId } from 'react';
import type { Ref } from 'react';
import fieldStyles from '@/ui/field.module.css';
import { LEVEL_DESCRIPTIONS, LevelIcon } from './level.tsx';
import type { Level } from './level.tsx';
import styles from './level-picker.module.css';

export type LevelPickerProps = {
  value: Level | undefined;
  onChange: (level: Level) => void;
  onBlur?: () => void;
  error?: string | undefined;
  name: string;
  /** React Hook Form focuses the first radio when the level is missing. */
  inputRef?: Ref<HTMLInputElement>;
};

/** Tramping experience as four radio cards; arrow keys move between them. */
export function LevelPicker({ value, onChange, onBlur, error, name, inputRef }: LevelPickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={fieldStyles.label}>Tramping experience</legend>
      <div className={styles.options}>
        {LEVELS.map((level, index) => (
          <label key={level} className={clsx(styles.option, value === level && styles.checked)}>
            <input
              ref={index === 0 ? inputRef : undefined}
              type="radio"
              name={name}
              value={level}
              checked={value === level}
              onChange={() => onChange(level)}
              onBlur={onBlur}
              className={styles.radio}
              aria-describedby={`${id}-${index}`}
            />
            <LevelIcon level={level} size={36} />
            <span className={styles.text}>
              <span className={styles.name}>{level}</span>
              <span id={`${id}-${index}`} className={styles.description}>
                {LEVEL_DESCRIPTIONS[level]}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
