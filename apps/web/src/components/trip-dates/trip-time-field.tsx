import { formatForecastDate, MERIDIEMS, TRIP_TIME_HOURS, TRIP_TIME_MINUTES } from '@waymark/domain';
import type { TripTime } from '@waymark/domain';
import { useId } from 'react';
import type { RefObject } from 'react';
import fieldStyles from '@/ui/field.module.css';
import { VisuallyHidden } from '@/ui/visually-hidden.tsx';
import styles from './trip-time-field.module.css';

export type TripTimeFieldProps = {
  /** What the time is of, "Start" or "End": the legend, and the start of each select's name. */
  part: string;
  day: string | undefined;
  time: TripTime;
  onChange: (time: TripTime) => void;
  problem: string | null;
  hourRef?: RefObject<HTMLSelectElement | null>;
};

/** Hour, minutes and AM or PM as three native selects: the phone's own wheel on mobile. */
export function TripTimeField({ part, day, time, onChange, problem, hourRef }: TripTimeFieldProps) {
  const id = useId();
  const problemId = `${id}-problem`;
  const control = {
    className: styles.select,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId : undefined,
  };
  const choose = (field: keyof TripTime) => (event: { target: { value: string } }) =>
    onChange({ ...time, [field]: event.target.value });

  return (
    <fieldset className={styles.time}>
      <legend className={styles.legend}>
        {part}
        <span className={styles.day}>{day ? formatForecastDate(day) : 'No day chosen yet'}</span>
      </legend>
      <div className={styles.selects}>
        <VisuallyHidden asChild>
          <label htmlFor={`${id}-hour`}>{part} hour</label>
        </VisuallyHidden>
        <select id={`${id}-hour`} ref={hourRef} value={time.hour} onChange={choose('hour')} {...control}>
          {TRIP_TIME_HOURS.map((hour) => (
            <option key={hour}>{hour}</option>
          ))}
        </select>
        <span className={styles.colon} aria-hidden="true">
          :
        </span>
        <VisuallyHidden asChild>
          <label htmlFor={`${id}-minutes`}>{part} minutes</label>
        </VisuallyHidden>
        <select id={`${id}-minutes`} value={time.minute} onChange={choose('minute')} {...control}>
          {TRIP_TIME_MINUTES.map((minute) => (
            <option key={minute}>{minute}</option>
          ))}
        </select>
        <VisuallyHidden asChild>
          <label htmlFor={`${id}-meridiem`}>{part} AM or PM</label>
        </VisuallyHidden>
        <select id={`${id}-meridiem`} value={time.meridiem} onChange={choose('meridiem')} {...control}>
          {MERIDIEMS.map((meridiem) => (
            <option key={meridiem}>{meridiem}</option>
          ))}
        </select>
      </div>
      {problem ? (
        <p id={problemId} role="alert" className={fieldStyles.error}>
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
