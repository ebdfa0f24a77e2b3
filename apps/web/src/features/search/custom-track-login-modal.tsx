import { pathFor } from '@waymark/domain';
import { Link } from 'react-router';
import { signInThenGoTo } from '@/lib/session/post-login.ts';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';

/** Spec 2 §2: "To create your own custom track, you must log in or create an account". */
export function CustomTrackLoginModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="sm"
      title="To create your own custom track, you must log in or create an account"
      actions={
        <>
          <Button asChild variant="secondary">
            <Link to={pathFor('sign-up')}>Create an account</Link>
          </Button>
          <Button asChild>
            {/* Spec 1 §4: once logged in, on to the editor they asked for, not tracks. */}
            <Link to={signInThenGoTo(pathFor('custom-track-editor'))}>Log in</Link>
          </Button>
        </>
      }
    />
  );
}
