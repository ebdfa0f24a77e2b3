import { SOMETHING_WENT_WRONG } from '@waymark/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '@/lib/api-client.ts';
import { selectIsSignedIn, useAppStore } from '@/lib/app-store.ts';
import { uploadGuestDraft } from '@/lib/guest-draft.ts';
import { hasUnsavedDraft, savePlan } from '@/lib/working-plan.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { Modal } from '@/ui/modal.tsx';
import { useToast } from '@/ui/toast.tsx';
import styles from './unsaved-plan-warning.module.css';

/**
 * Spec 3 "Plan editor": back on the tracks page in planning mode with a draft that is not saved,
 * a logged-in walker is asked to save it or let it go. Closing the dialog decides nothing: the
 * draft stays, and the question comes back next time.
 */
export function UnsavedPlanWarning() {
  const signedIn = useAppStore(selectIsSignedIn);
  const isPlanning = useAppStore((state) => state.isPlanning);
  const plan = useAppStore((state) => state.plan);
  const savedPlan = useAppStore((state) => state.savedPlan);
  const setPlanning = useAppStore((state) => state.setPlanning);
  const [dismissed, setDismissed] = useState(false);
  const { toast } = useToast();
  const save = useMutation({
    mutationKey: ['plan', 'save'],
    // A guest who has just logged in: their contacts and documents go up first (spec 1 §4).
    mutationFn: async () => {
      await uploadGuestDraft();
      return savePlan(useAppStore.getState().plan!, false);
    },
    onSuccess: () => {
      setDismissed(true);
      toast({ title: 'Your draft plan is saved in My Walks', tone: 'success' });
    },
  });

  const open = signedIn && isPlanning && !dismissed && hasUnsavedDraft(plan, savedPlan);
  return (
    <Modal
      open={open || save.isPending}
      onOpenChange={(next) => {
        if (!next && !save.isPending) setDismissed(true);
      }}
      title="You have not saved your Plan."
      description={`Your plan for ${plan?.custom_trip_name || plan?.location.title || 'this trip'} is not saved yet.`}
      size="sm"
      actions={
        <div className={styles.choices}>
          <Button loading={save.isPending} onClick={() => save.mutate()}>
            Save draft plan
          </Button>
          <Button variant="secondary" disabled={save.isPending} onClick={() => setPlanning(false)}>
            Continue without saving
          </Button>
        </div>
      }
    >
      {save.isError ? <FormAlert>{failureMessage(save.error, SOMETHING_WENT_WRONG)}</FormAlert> : null}
    </Modal>
  );
}
