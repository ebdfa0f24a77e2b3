import {
  ExtendTripSchema,
  extendTripProblem,
  EXTENSIONS_USED_UP,
  formatMoment,
  nzDateOf,
  SOMETHING_WENT_WRONG,
} from '@waymark/domain';
import type { CheckIn, TripTime } from '@waymark/domain';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { TripTimeField } from '@/components/trip-dates/trip-time-field.tsx';
import { failureMessage } from '@/lib/api-client.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useExtendTrip } from './api/check-in-api.ts';
import type { CheckInSource } from './api/check-in-api.ts';
import styles from './check-in.module.css';
import { escalationNote } from './escalation-note.ts';

const CHOOSE_A_DAY = 'Choose the day your trip will now end.';

/**
 * "Extend my trip": a later end day and time, the same hour, minute and AM or PM selects as the
 * trip-dates picker. The check-in and the alarm move with it, and the emergency contact is told
 * the new end. It says how many extensions are left and the latest end they may reach (issue 27);
 * with none left it says what to do instead. What was chosen stays chosen when the server cannot
 * be reached, so it can be sent again.
 */
export function ExtendTripForm({ source, checkIn }: { source: CheckInSource; checkIn: CheckIn }) {
  const extend = useExtendTrip(source);
  const titleId = useId();
  const [end, setEnd] = useState(checkIn.date.end);
  const [endTime, setEndTime] = useState<TripTime>(() => {
    const { hour, minute, meridiem } = checkIn.date.end_time;
    return { hour, minute, meridiem };
  });
  const [problem, setProblem] = useState<string | null>(null);
  const today = nzDateOf(new Date());
  const left = checkIn.extensions_left;

  function submit(event: FormEvent) {
    event.preventDefault();
    const extension = ExtendTripSchema.safeParse({ end, end_time: { ...endTime, valid: true } });
    if (!extension.success) return setProblem(CHOOSE_A_DAY);
    const room = { left, latestEnd: new Date(checkIn.latest_end) };
    const why = extendTripProblem(checkIn.date, extension.data, new Date(), room);
    setProblem(why);
    if (!why) extend.mutate(extension.data);
  }

  return (
    <section className={styles.extend} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Running late?
      </h2>
      {left > 0 ? (
        <>
          <p className={styles.muted}>
            Extend your trip and we will wait for you: the check-in and the time your emergency contact would
            be told move with it{checkIn.has_emergency_contact ? ', and we email them your new end' : ''}. You
            can extend it {left === 1 ? 'once more' : `${left} more times`}, to{' '}
            {formatMoment(checkIn.latest_end)} at the latest.
          </p>
          <form className={styles.extendForm} onSubmit={submit} noValidate>
            <TextField
              type="date"
              label="New end date"
              value={end}
              min={today > checkIn.date.end ? today : checkIn.date.end}
              max={nzDateOf(new Date(checkIn.latest_end))}
              required
              onChange={(event) => setEnd(event.target.value)}
            />
            <TripTimeField
              part="New end"
              day={end || undefined}
              time={endTime}
              onChange={setEndTime}
              problem={problem}
            />
            {extend.isError ? (
              <FormAlert>{failureMessage(extend.error, SOMETHING_WENT_WRONG)}</FormAlert>
            ) : null}
            <Button
              type="submit"
              variant="secondary"
              loading={extend.isPending}
              className={styles.extendButton}
            >
              Extend my trip
            </Button>
          </form>
        </>
      ) : (
        <p className={styles.muted}>{EXTENSIONS_USED_UP}</p>
      )}
      {/* After the last extension the form is gone; what it did is still said. */}
      {extend.isSuccess ? (
        <FormAlert tone="success" title="Your trip is extended">
          It now ends at {formatMoment(extend.data.ends)}. {escalationNote(extend.data, new Date())}
        </FormAlert>
      ) : null}
    </section>
  );
}
