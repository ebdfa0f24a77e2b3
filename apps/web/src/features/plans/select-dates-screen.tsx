import { isPlaceKind, pathFor, placePath } from '@waymark/domain';
import { useEffect, useEffectEvent, useRef } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Page } from '@/components/page.tsx';
import { LazyTripDatesPicker } from '@/components/trip-dates/lazy-trip-dates-picker.tsx';
import type { PlaceRef } from '@/lib/app-store.ts';
import { hasEarlierPage } from '@/lib/history.ts';
import { useTripDates } from '@/lib/use-trip-dates.ts';
import { useViewport } from '@/lib/use-viewport.ts';
import styles from './select-dates-screen.module.css';

/** The selected place's own page, where the date selector that led here lives. */
function placePageOf(location: PlaceRef): string {
  return isPlaceKind(location.type) && location.slug
    ? placePath(location.type, location.slug)
    : pathFor('tracks');
}

/**
 * Spec 3 "Select trip dates page": the trip-date picker with the whole of a narrow screen. It
 * needs a selected place (else tracks), and hands back to the page it came from once the dates
 * are saved, or as soon as the screen is desktop-wide, where the selector opens a dialog instead.
 */
export function SelectDatesScreen() {
  const { location } = useTripDates();
  const isDesktop = useViewport() === 'desktop';
  const navigate = useNavigate();
  const hasLeft = useRef(false);

  const leave = (target: string) => {
    // Once only: a second step back would leave the page before this one too.
    if (hasLeft.current) return;
    hasLeft.current = true;
    if (hasEarlierPage()) void navigate(-1);
    else void navigate(target, { replace: true });
  };
  const home = location ? placePageOf(location) : null;
  const leaveForDesktop = useEffectEvent(() => {
    if (home) leave(home);
  });
  useEffect(() => {
    if (isDesktop) leaveForDesktop();
  }, [isDesktop]);

  if (!location || !home) return <Navigate to={pathFor('tracks')} replace />;
  return (
    <Page title="Select trip dates" eyebrow={location.title} width="narrow">
      <div className={styles.panel}>
        <LazyTripDatesPicker onSaved={() => leave(home)} onCancel={() => leave(home)} />
      </div>
    </Page>
  );
}
