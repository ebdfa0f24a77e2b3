import { lazy, Suspense } from 'react';
import { RegionErrorBoundary } from '@/components/region-error-boundary.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import type { PlanTripDatesPickerProps } from './trip-dates-picker.tsx';
import styles from './lazy-trip-dates-picker.module.css';

// The calendar library stays out of every page's first download (the /tracks budget is
// 170 KB gzipped): it loads when a dialog or the select-date page first shows the picker.
const PlanTripDatesPicker = lazy(() =>
  import('./trip-dates-picker.tsx').then((module) => ({ default: module.PlanTripDatesPicker })),
);

/** Preloads the picker, e.g. when the pointer nears the selector, so the dialog opens ready. */
export function preloadTripDatesPicker(): void {
  void import('./trip-dates-picker.tsx');
}

/** The working plan's trip-dates picker, fetched on first use, with a spinner while it arrives. */
export function LazyTripDatesPicker(props: PlanTripDatesPickerProps) {
  return (
    <RegionErrorBoundary region="calendar">
      <Suspense
        fallback={
          <div className={styles.loading}>
            <Spinner label="Loading the calendar" />
          </div>
        }
      >
        <PlanTripDatesPicker {...props} />
      </Suspense>
    </RegionErrorBoundary>
  );
}
