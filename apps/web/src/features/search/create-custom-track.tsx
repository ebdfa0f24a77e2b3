import { pathFor } from '@waymark/domain';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '@/lib/use-session.ts';
import { Button } from '@/ui/button.tsx';

// The dialog's code (focus trap, scroll lock) loads when a visitor first asks for it.
const CustomTrackLoginModal = lazy(() =>
  import('./custom-track-login-modal.tsx').then((m) => ({ default: m.CustomTrackLoginModal })),
);

/**
 * "Create a custom track": the editor for members; for visitors, the custom-track login
 * modal (spec 2 §2 "Review dialogs").
 */
export function CreateCustomTrackButton({ className }: { className?: string }) {
  const { isSignedIn } = useSession();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  if (isSignedIn) {
    return (
      <Button asChild variant="secondary" size="sm" className={className}>
        <Link to={pathFor('custom-track-editor')}>Create a custom track</Link>
      </Button>
    );
  }
  return (
    <>
      <Button
        ref={buttonRef}
        variant="secondary"
        size="sm"
        className={className}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Create a custom track
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <CustomTrackLoginModal
            onClose={() => {
              setOpen(false);
              // The dialog did not open from a Radix trigger, so focus is handed back here.
              requestAnimationFrame(() => buttonRef.current?.focus());
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
