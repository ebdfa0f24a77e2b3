import { addDays, NOTE_TOO_LONG, PLAN_LIMITS } from '@waymark/domain';
import type { DailyPlan } from '@waymark/domain';
import type { WorkingPlan } from '@/lib/app-store.ts';
import { TextAreaField } from '@/ui/text-area-field.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { dailyPlansFor } from '@/lib/working-plan.ts';
import styles from './plan-editor.module.css';

type NotesProps = {
  plan: WorkingPlan;
  onChange: (patch: Pick<WorkingPlan, 'note' | 'daily_plans'>) => void;
};

const dayLabel = new Intl.DateTimeFormat('en-NZ', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** Trip notes for a day trip (spec 3 §5: up to 1000 characters). */
export function TripNotesSection({ plan, onChange }: NotesProps) {
  return (
    <TextAreaField
      label="What someone at home should know"
      value={plan.note ?? ''}
      limit={PLAN_LIMITS.notes}
      tooLongMessage={NOTE_TOO_LONG}
      rows={5}
      placeholder="Where you plan to go, when you expect to be out, anything someone at home should know"
      onChange={(event) => onChange({ note: event.target.value })}
    />
  );
}

/** A plan per day when the trip is longer than a day: where each day starts and ends, and notes. */
export function DailyPlanSection({ plan, onChange }: NotesProps) {
  const days = dailyPlansFor(plan);
  const change = (day: DailyPlan, patch: Partial<DailyPlan>) =>
    onChange({
      daily_plans: days.map((each) => (each.day_index === day.day_index ? { ...each, ...patch } : each)),
    });

  return (
    <ol className={styles.days}>
      {days.map((day) => (
        <li key={day.day_index} className={styles.day}>
          <h4 className={styles.dayTitle}>
            Day {day.day_index + 1}
            {plan.date ? (
              <span className={styles.muted}>
                {' '}
                · {dayLabel.format(new Date(`${addDays(plan.date.start, day.day_index)}T00:00:00Z`))}
              </span>
            ) : null}
          </h4>
          <div className={styles.pair}>
            <TextField
              label="Start location"
              optional
              value={day.start_location}
              maxLength={PLAN_LIMITS.dailyLocation}
              onChange={(event) => change(day, { start_location: event.target.value })}
            />
            <TextField
              label="End location"
              optional
              value={day.end_location}
              maxLength={PLAN_LIMITS.dailyLocation}
              onChange={(event) => change(day, { end_location: event.target.value })}
            />
          </div>
          <TextAreaField
            label="Notes"
            optional
            value={day.notes}
            limit={PLAN_LIMITS.notes}
            tooLongMessage={NOTE_TOO_LONG}
            rows={3}
            onChange={(event) => change(day, { notes: event.target.value })}
          />
        </li>
      ))}
    </ol>
  );
}
