import { MONTH_NAMES } from '@waymark/domain';
import clsx from 'clsx';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import fieldStyles from './field.module.css';
import styles from './date-of-birth-select.module.css';
import { Select } from './select.tsx';

/** Spec 1 §5, §9: years run from next year back 120 years, 121 values. */
export const DATE_OF_BIRTH_YEAR_COUNT = 121;

const pad = (n: number) => String(n).padStart(2, '0');

const DAY_OPTIONS = Array.from({ length: 31 }, (_, i) => ({ value: pad(i + 1), label: String(i + 1) }));
const MONTH_OPTIONS = MONTH_NAMES.map((label, i) => ({ value: pad(i + 1), label }));

/** Next year first, then back 120 years. */
export function dateOfBirthYears(today: Date = new Date()): number[] {
  const first = today.getFullYear() + 1;
  return Array.from({ length: DATE_OF_BIRTH_YEAR_COUNT }, (_, i) => first - i);
}

type Parts = { day: string; month: string; year: string };
const NO_PARTS: Parts = { day: '', month: '', year: '' };

function partsOf(value: string | null | undefined): Parts {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? { year: match[1]!, month: match[2]!, day: match[3]! } : NO_PARTS;
}

/** The value is formed only when all three are chosen (spec 1 §5). */
function valueOf({ day, month, year }: Parts): string | null {
  return day && month && year ? `${year}-${month}-${day}` : null;
}

export type DateOfBirthSelectProps = {
  /** YYYY-MM-DD, or null while not all three parts are chosen. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  legend?: ReactNode;
  optional?: boolean;
  error?: string | undefined;
  /** For tests: the day the year list counts from. */
  today?: Date;
  className?: string;
};

/** Date of birth as three selects: day, month and year. */
export function DateOfBirthSelect({
  value,
  onChange,
  legend = 'Date of birth',
  optional = true,
  error,
  today,
  className,
}: DateOfBirthSelectProps) {
  const errorId = `${useId()}-error`;
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  const [lastValue, setLastValue] = useState(value);

  // A new value from outside (a form reset, a user loaded later) replaces the choices; a
  // partly chosen date stays as it is, since its value is null until the third part.
  if (value !== lastValue) {
    setLastValue(value);
    if (value) setParts(partsOf(value));
    else if (valueOf(parts) !== null) setParts(NO_PARTS);
  }

  const years = dateOfBirthYears(today).map((year) => ({ value: String(year), label: String(year) }));

  function choose(part: keyof Parts) {
    return (chosen: string) => {
      const next = { ...parts, [part]: chosen };
      setParts(next);
      const nextValue = valueOf(next);
      setLastValue(nextValue);
      if (nextValue !== (value ?? null)) onChange(nextValue);
    };
  }

  return (
    <fieldset
      className={clsx(styles.fieldset, className)}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={fieldStyles.label}>
        {legend}
        {optional ? <span className={fieldStyles.optional}>(optional)</span> : null}
      </legend>
      <div className={styles.parts}>
        <Select
          label="Day"
          placeholder="Day"
          options={DAY_OPTIONS}
          value={parts.day}
          onValueChange={choose('day')}
        />
        <Select
          label="Month"
          placeholder="Month"
          options={MONTH_OPTIONS}
          value={parts.month}
          onValueChange={choose('month')}
        />
        <Select
          label="Year"
          placeholder="Year"
          options={years}
          value={parts.year}
          onValueChange={choose('year')}
        />
      </div>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
