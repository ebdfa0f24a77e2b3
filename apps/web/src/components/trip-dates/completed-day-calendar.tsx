import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { calendarDate, calendarDay, dayButtonLabel } from './calendar-days.ts';
import styles from './trip-dates-picker.module.css';

export type CompletedDayCalendarProps = {
  /** The chosen day, YYYY-MM-DD. */
  day: string | undefined;
  onChange: (day: string | undefined) => void;
  /** Today in New Zealand, YYYY-MM-DD: no later day can be chosen, as no trip is done ahead. */
  today: string;
};

/**
 * One day on or before today: when a trip was done (spec 2 "Review dialogs"). The trip-dates
 * calendar looks forward from today; this one looks back, in the same style.
 */
export function CompletedDayCalendar({ day, onChange, today }: CompletedDayCalendarProps) {
  const todayDate = calendarDate(today);
  return (
    <DayPicker
      mode="single"
      selected={day ? calendarDate(day) : undefined}
      onSelect={(date) => onChange(date ? calendarDay(date) : undefined)}
      today={todayDate}
      disabled={{ after: todayDate }}
      endMonth={todayDate}
      defaultMonth={day ? calendarDate(day) : todayDate}
      weekStartsOn={1}
      labels={{ labelDayButton: dayButtonLabel }}
      className={styles.calendar}
    />
  );
}
