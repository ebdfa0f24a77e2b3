import {
  formatForecastDate,
  nzDateOf,
  planDatesFromChoice,
  tripTimeFromClock,
  validateTripDates,
} from '@waymark/domain';
import type { PlanDates, TripDatesChoice, TripTime } from '@waymark/domain';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { DayPicker } from 'react-day-picker';
import type { DateRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import type { PlaceRef } from '@/lib/app-store.ts';
import { useTripDates } from '@/lib/use-trip-dates.ts';
import { Button } from '@/ui/button.tsx';
import { calendarDate, calendarDay, dayButtonLabel } from './calendar-days.ts';
import styles from './trip-dates-picker.module.css';
import { TripTimeField } from './trip-time-field.tsx';

export type TripDatesPickerProps = {
  /** The dates already chosen; the picker starts from them. */
  initial?: PlanDates | undefined;
  /** Today in New Zealand, YYYY-MM-DD; no earlier day can be chosen. Defaults to the real today. */
  today?: string;
  /** Called with valid dates only, when "Save trip dates" is pressed. */
  onSave: (dates: PlanDates) => void;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
  /**
   * Moves focus to the calendar's chosen day (else today) when it first shows: a date-picker
   * dialog's first stop (WAI-ARIA date picker dialog pattern).
   */
  focusCalendar?: boolean;
};

export const TRIP_DATES_HINT = 'Select the date twice for a day trip.';

/** A morning start and an evening finish suit most day walks. */
const DEFAULT_START_TIME: TripTime = { hour: '08', minute: '00', meridiem: 'AM' };
const DEFAULT_END_TIME: TripTime = { hour: '05', minute: '00', meridiem: 'PM' };

type ChosenDays = { start?: string | undefined; end?: string | undefined };

/**
 * The select-date page's picker (spec 3 "Select trip dates page"): a calendar for the first and
 * last day from today on (the same day twice is a day trip), a start and an end time, and the
 * domain's messages beside the time that is wrong.
 */
export function TripDatesPicker({ initial, today, onSave, onCancel, focusCalendar }: TripDatesPickerProps) {
  const [realToday] = useState(() => nzDateOf(new Date()));
  const todayDay = today ?? realToday;
  const todayDate = calendarDate(todayDay);

  const [days, setDays] = useState<ChosenDays>(
    initial ? { start: initial.date.start, end: initial.date.end } : {},
  );
  const [startTime, setStartTime] = useState(
    initial ? tripTimeFromClock(initial.start_time) : DEFAULT_START_TIME,
  );
  const [endTime, setEndTime] = useState(initial ? tripTimeFromClock(initial.end_time) : DEFAULT_END_TIME);
  const startHourRef = useRef<HTMLSelectElement>(null);
  const endHourRef = useRef<HTMLSelectElement>(null);

  const choice: TripDatesChoice | null =
    days.start && days.end ? { startDate: days.start, endDate: days.end, startTime, endTime } : null;
  const problems = choice ? validateTripDates(choice, todayDay) : { start: null, end: null };

  const selected: DateRange | undefined = days.start
    ? { from: calendarDate(days.start), to: days.end ? calendarDate(days.end) : undefined }
    : undefined;
  const firstMonth = days.start && days.start >= todayDay ? calendarDate(days.start) : todayDate;

  function save(event: FormEvent) {
    event.preventDefault();
    if (!choice) return;
    if (problems.start) startHourRef.current?.focus();
    else if (problems.end) endHourRef.current?.focus();
    else onSave(planDatesFromChoice(choice));
  }

  return (
    <form className={styles.picker} onSubmit={save} noValidate>
      <p className={styles.hint}>{TRIP_DATES_HINT}</p>
      <DayPicker
        mode="range"
        // A click after a complete range starts a new one, so the same day twice is a day trip.
        resetOnSelect
        selected={selected}
        onSelect={(range) =>
          setDays({
            start: range?.from ? calendarDay(range.from) : undefined,
            end: range?.to ? calendarDay(range.to) : undefined,
          })
        }
        today={todayDate}
        disabled={{ before: todayDate }}
        startMonth={todayDate}
        defaultMonth={firstMonth}
        weekStartsOn={1}
        // The dialog asks for it: opening a date-picker dialog puts focus on its grid.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusCalendar}
        labels={{ labelDayButton: dayButtonLabel }}
        footer={selectionStatus(days)}
        className={styles.calendar}
      />
      <div className={styles.times}>
        <TripTimeField
          part="Start"
          day={days.start}
          time={startTime}
          onChange={setStartTime}
          problem={problems.start}
          hourRef={startHourRef}
        />
        <TripTimeField
          part="End"
          day={days.end}
          time={endTime}
          onChange={setEndTime}
          problem={problems.end}
          hourRef={endHourRef}
        />
      </div>
      <div className={styles.actions}>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={!choice}>
          Save trip dates
        </Button>
      </div>
    </form>
  );
}

export type PlanTripDatesPickerProps = Pick<TripDatesPickerProps, 'today' | 'onCancel' | 'focusCalendar'> & {
  /** The place the dates are for; the selected place when left out. */
  place?: PlaceRef | undefined;
  /** Called once the chosen dates are in the working plan. */
  onSaved: () => void;
};

/**
 * The picker for the working plan: starts from its dates and saves into it. Living in the lazy
 * chunk with the store import also keeps the bundler from splitting zod away from the store in
 * the first download (docs/decisions/006-trip-dates-picker.md).
 */
export function PlanTripDatesPicker({ place, onSaved, ...props }: PlanTripDatesPickerProps) {
  const { planDates, choose } = useTripDates(place);
  return (
    <TripDatesPicker
      {...props}
      initial={planDates}
      onSave={(dates) => {
        choose(dates);
        onSaved();
      }}
    />
  );
}

/** Read out as the choice changes (the calendar's footer is a polite live region). */
function selectionStatus({ start, end }: ChosenDays): string {
  if (!start) return 'Choose the first day of your trip.';
  if (!end) {
    return `First day ${formatForecastDate(start)}. Choose the last day, or the same day again for a day trip.`;
  }
  if (start === end) return `Day trip on ${formatForecastDate(start)}.`;
  return `${formatForecastDate(start)} to ${formatForecastDate(end)}.`;
}
