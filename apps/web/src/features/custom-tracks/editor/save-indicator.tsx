import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '@/ui/button.tsx';
import { CheckIcon } from '@/ui/icons.tsx';
import { Modal, ModalClose } from '@/ui/modal.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import type { SaveState } from './use-autosave.ts';
import styles from './custom-track-editor.module.css';

/** Spec 2 §8: what a failed save says. */
export const SAVE_FAILED = 'Something has gone wrong. Please try again later.';

type Saving = { state: SaveState; retry: () => Promise<boolean>; discard: () => void };

/** Save the change that failed again, spinning meanwhile; `then` runs once it is saved. */
function useSaveAgain(save: Saving) {
  const [saving, setSaving] = useState(false);
  return {
    saving,
    saveAgain(then: () => void) {
      setSaving(true);
      void save.retry().then((saved) => {
        setSaving(false);
        if (saved) then();
      });
    },
  };
}

/**
 * Spec 2 §2 save indicator: saving, saved, or "Unsaved changes", which opens a save-or-cancel
 * modal. Said politely to screen readers as it changes.
 */
export function SaveIndicator({ save }: { save: Saving }) {
  const [asking, setAsking] = useState(false);
  const { saving, saveAgain } = useSaveAgain(save);
  if (save.state === 'error') {
    return (
      <>
        <button type="button" className={styles.unsaved} onClick={() => setAsking(true)}>
          Unsaved changes
        </button>
        <Modal
          open={asking}
          onOpenChange={setAsking}
          title="Unsaved changes"
          description={SAVE_FAILED}
          size="sm"
          actions={
            <>
              <ModalClose asChild>
                <Button variant="secondary">Cancel</Button>
              </ModalClose>
              <Button loading={saving} onClick={() => saveAgain(() => setAsking(false))}>
                Save
              </Button>
            </>
          }
        />
      </>
    );
  }
  return (
    <p className={styles.saveState} role="status">
      {save.state === 'saving' ? (
        <>
          <Spinner size="sm" label="" /> Saving…
        </>
      ) : save.state === 'saved' ? (
        <>
          <CheckIcon size={16} /> Saved
        </>
      ) : null}
    </p>
  );
}

/**
 * Leaving the editor with a change that could not be saved asks first (spec 2 §2): Save (then
 * leave), Leave and discard changes, or Cancel. Closing the tab asks the browser's own question.
 */
export function LeaveWithUnsavedChanges({ save }: { save: Saving }) {
  const unsaved = save.state === 'error';
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  const { saving, saveAgain } = useSaveAgain(save);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) blocker.reset();
      }}
      title="Your changes are not saved"
      description={SAVE_FAILED}
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={() => blocker.reset()}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              save.discard();
              blocker.proceed();
            }}
          >
            Leave and discard changes
          </Button>
          <Button loading={saving} onClick={() => saveAgain(() => blocker.proceed?.())}>
            Save
          </Button>
        </>
      }
    />
  );
}
