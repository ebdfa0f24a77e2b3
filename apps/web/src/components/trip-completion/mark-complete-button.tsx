import { isTripCompleted } from '@waymark/domain';
import clsx from 'clsx';
import { lazy, Suspense, useState } from 'react';
import { selectIsSignedIn, useAppStore } from '@/lib/app-store.ts';
import type { ReviewedPlace } from '@/lib/review-modal.ts';
import { openLoginModal } from '@/lib/session/login-prompt.ts';
import { CheckIcon, Icon, type IconProps } from '@/ui/icons.tsx';
import styles from './mark-complete-button.module.css';

// The calendar stays out of the place page's first download; it comes when the dialog opens.
const loadDialog = () => import('./mark-complete-dialog.tsx');
const MarkCompleteDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.MarkCompleteDialog })),
);

export const COMPLETED_TRIPS_LOGIN_TITLE = 'Log in to add this to your completed trips';

/**
 * Mark complete (spec 2 §4 Trip completion), in a track's, hut's or campsite's header. A visitor
 * logs in first and then picks the date; once saved it reads "Trip completed", from the user's
 * plans, so it says so on every device. Pressed again it moves the date.
 */
export function MarkCompleteButton({ place, className }: { place: ReviewedPlace; className?: string }) {
  const isSignedIn = useAppStore(selectIsSignedIn);
  const completed = useAppStore((state) => isTripCompleted(state.user, place));
  const [open, setOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        className={clsx(styles.button, completed && styles.completed, className)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          if (isSignedIn) setOpen(true);
          else openLoginModal({ title: COMPLETED_TRIPS_LOGIN_TITLE, onLogin: () => setOpen(true) });
        }}
      >
        {completed ? <CheckIcon size={18} /> : <FlagIcon size={18} />}
        {completed ? 'Trip completed' : 'Mark complete'}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MarkCompleteDialog place={place} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function FlagIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
    </Icon>
  );
}
