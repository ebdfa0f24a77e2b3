import type { CustomTrack, CustomTrackPlans } from '@waymark/domain';
import type { ReactNode } from 'react';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import type { ConfirmDialogProps } from '@/ui/confirm-dialog.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useCustomTrackPlans } from './api/custom-tracks-api.ts';
import styles from './my-custom-tracks.module.css';

type PlanOnTrack = CustomTrackPlans['plans'][number];

/**
 * "Delete this custom track?" (spec 2 §2). Deleting a track deletes the walker's trip plans on
 * it, a published one's safety net with it (issue 27), so the dialog first asks which those are
 * and names each; Delete sends exactly the plans named, and stays off until they are known.
 */
export function DeleteCustomTrackDialog({
  track,
  refusal,
  onOpenChange,
  onConfirm,
  onCloseAutoFocus,
}: {
  /** The track asked about; null while the dialog is closed. */
  track: CustomTrack | null;
  /** Why the server refused the last try, e.g. a plan made on the track since it was listed. */
  refusal: string | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (track: CustomTrack, plans: number[]) => void;
  onCloseAutoFocus: ConfirmDialogProps['onCloseAutoFocus'];
}) {
  const plans = useCustomTrackPlans(track?.id);
  const listed = plans.data?.plans;
  // Until Try again's answer comes, it says it is checking again.
  const failed = !listed && plans.isError && !plans.isFetching;
  const title = track?.title ?? '';

  return (
    <ConfirmDialog
      open={track !== null}
      onOpenChange={onOpenChange}
      title="Delete this custom track?"
      description={
        listed ? (
          <TrackAndPlans title={title} plans={listed} />
        ) : failed ? (
          `${title} will be deleted, and so will any trip plans made on it.`
        ) : (
          <span className={styles.loading} role="status">
            <Spinner size="sm" label="" /> Checking which of your trip plans are made on {title}…
          </span>
        )
      }
      confirmLabel={
        listed && listed.length > 0
          ? `Delete track and ${listed.length} ${listed.length === 1 ? 'plan' : 'plans'}`
          : 'Delete track'
      }
      confirmDisabled={!listed || plans.isFetching}
      error={refusal}
      onCloseAutoFocus={onCloseAutoFocus}
      onConfirm={() => {
        if (track && listed)
          onConfirm(
            track,
            listed.map((plan) => plan.id),
          );
      }}
    >
      {failed ? (
        <FormAlert>
          We couldn’t check which of your trip plans are made on it.{' '}
          <Button size="sm" variant="secondary" onClick={() => void plans.refetch()}>
            Try again
          </Button>
        </FormAlert>
      ) : null}
    </ConfirmDialog>
  );
}

function TrackAndPlans({ title, plans }: { title: string; plans: PlanOnTrack[] }): ReactNode {
  if (plans.length === 0) return `${title} will be deleted. This can’t be undone.`;
  return (
    <div className={styles.question}>
      <p>
        {title} will be deleted, and so will {plans.length === 1 ? 'this trip plan' : 'these trip plans'} made
        on it:
      </p>
      <ul className={styles.plansOnTrack}>
        {plans.map((plan) => (
          <li key={plan.id}>
            <span className={styles.planName}>{plan.name}</span>
            {plan.is_published ? (
              <span className={styles.published}>
                {' '}
                Published: its group and emergency contact were told, and its safety net stops.
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <p>This can’t be undone.</p>
    </div>
  );
}
