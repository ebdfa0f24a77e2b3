import { pathFor, tripDatesLabel } from '@waymark/domain';
import clsx from 'clsx';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PlaceRef } from '@/lib/app-store.ts';
import { useTripDates } from '@/lib/use-trip-dates.ts';
import { useViewport } from '@/lib/use-viewport.ts';
import { CloseIcon } from '@/ui/icons.tsx';
import { Modal } from '@/ui/modal.tsx';
import { CalendarIcon } from '@/ui/place-icons.tsx';
import { LazyTripDatesPicker, preloadTripDatesPicker } from './lazy-trip-dates-picker.tsx';
import styles from './trip-dates-selector.module.css';

export type TripDatesSelectorProps = {
  /** The place the dates are for; the selected place when left out. */
  place?: PlaceRef;
  /** Sizes the selector within its row, e.g. the place header's actions. */
  className?: string;
};

/**
 * The trip-date selector of the track header (spec 2 §2): "Add trip dates" or the chosen dates,
 * with a clear button once dates are chosen. On desktop it opens the picker in a dialog; on
 * narrower screens it goes to the select-date page, where the picker has the whole screen.
 */
export function TripDatesSelector({ place, className }: TripDatesSelectorProps) {
  const { planDates, clear } = useTripDates(place);
  const isDesktop = useViewport() === 'desktop';
  const [open, setOpen] = useState(false);
  // Narrowing the window takes the dialog away; widening it again must not bring it back.
  if (open && !isDesktop) setOpen(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);

  const reading = (
    <>
      <CalendarIcon size={20} />
      <span className={styles.label}>{planDates ? tripDatesLabel(planDates) : 'Add trip dates'}</span>
    </>
  );

  return (
    <div className={clsx(styles.selector, className)}>
      {isDesktop ? (
        <Modal
          open={open}
          onOpenChange={setOpen}
          title="Trip dates"
          trigger={
            <button
              ref={buttonRef}
              type="button"
              className={styles.trigger}
              onPointerEnter={preloadTripDatesPicker}
              onFocus={preloadTripDatesPicker}
            >
              {reading}
            </button>
          }
        >
          <LazyTripDatesPicker
            place={place}
            focusCalendar
            onSaved={() => setOpen(false)}
            onCancel={() => setOpen(false)}
          />
        </Modal>
      ) : (
        <Link ref={linkRef} to={pathFor('select-dates')} className={styles.trigger}>
          {reading}
        </Link>
      )}
      {planDates ? (
        <button
          type="button"
          className={styles.clear}
          aria-label="Clear trip dates"
          onClick={() => {
            clear();
            // The clear button goes with the dates; focus stays in the selector.
            (buttonRef.current ?? linkRef.current)?.focus();
          }}
        >
          <CloseIcon size={18} />
        </button>
      ) : null}
    </div>
  );
}
