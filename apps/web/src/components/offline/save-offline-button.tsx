import type { LocationType, Plan, TripDates } from '@waymark/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '@/lib/api-client.ts';
import { NotEnoughStorageError } from '@/lib/device-files.ts';
import { ageLabel } from '@/lib/offline/age-label.ts';
import type { SavedItem } from '@/lib/offline/offline-db.ts';
import { HAS_SAVED_ITEMS, placeOfflineId, planOfflineId } from '@/lib/offline/offline-names.ts';
import { useOnline } from '@/lib/offline/use-online.ts';
import { useNow } from '@/lib/use-now.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { CheckIcon, DownloadIcon } from '@/ui/icons.tsx';
import { ProgressBar } from '@/ui/progress-bar.tsx';
import styles from './save-offline-button.module.css';

/** A plan, or a place with the walker's chosen dates: what can be saved for offline. */
export type OfflineSubject =
  | { plan: Plan }
  | { place: { type: LocationType; slug: string; title: string }; dates: TripDates | undefined };

const SAVE_FAILED = 'We couldn’t save this for offline. Try again with a better connection.';

const library = () => import('@/lib/offline/offline-library.ts');

async function targetOf(subject: OfflineSubject) {
  const targets = await import('@/lib/offline/offline-targets.ts');
  return 'plan' in subject
    ? targets.planOfflineTarget(subject.plan)
    : targets.placeOfflineTarget(subject.place, subject.dates);
}

const idOf = (subject: OfflineSubject): string =>
  'plan' in subject
    ? planOfflineId(subject.plan.guid)
    : placeOfflineId(subject.place.type, subject.place.slug);

/**
 * What is saved of it, if anything: nothing to read while the library is empty, and then only
 * the database, not the code that saves, so a place page stays light.
 */
async function savedNow(id: string): Promise<SavedItem | null> {
  if (!localStorage.getItem(HAS_SAVED_ITEMS)) return null;
  return (await import('@/lib/offline/offline-db.ts')).readSavedItem(id);
}

/**
 * "Save for offline" (issue 17): keeps a plan or a place on this device, with its alerts,
 * forecast and map area, for where there is no signal; then says when it was saved, and offers
 * to update or remove it. Saving needs a connection, and says so when there is none.
 */
export function SaveOfflineButton({
  subject,
  size = 'md',
}: {
  subject: OfflineSubject;
  /** 'sm' beside a place header's other actions. */
  size?: 'sm' | 'md';
}) {
  const client = useQueryClient();
  const online = useOnline();
  const [progress, setProgress] = useState(0);
  const now = useNow();
  const id = idOf(subject);
  const key = ['offline', 'saved', id] as const;
  const saved = useQuery({
    queryKey: key,
    queryFn: () => savedNow(id),
    staleTime: Infinity,
  });
  const save = useMutation({
    mutationFn: async (): Promise<SavedItem | null> => {
      setProgress(0);
      const { saveForOffline } = await library();
      return saveForOffline(client, await targetOf(subject), setProgress);
    },
    onSuccess: (item) => client.setQueryData(key, item),
  });
  const remove = useMutation({
    mutationFn: async (): Promise<SavedItem | null> => {
      await (await library()).removeFromOffline(id);
      return null;
    },
    onSuccess: (item) => client.setQueryData(key, item),
  });
  const failed = save.error ?? remove.error;
  const item = saved.data;

  return (
    <div className={styles.offline}>
      {save.isPending ? (
        <ProgressBar label="Saving for offline" value={progress} className={styles.progress} />
      ) : item ? (
        <div className={styles.saved}>
          <p className={styles.status} role="status">
            <CheckIcon size={18} aria-hidden="true" /> Saved for offline · {ageLabel(item.savedAt, now)}
          </p>
          <div className={styles.actions}>
            <Button
              variant="ghost"
              size="sm"
              disabled={!online}
              title={online ? undefined : 'Connect to update what is saved'}
              onClick={() => save.mutate()}
            >
              Update
            </Button>
            <Button variant="ghost" size="sm" loading={remove.isPending} onClick={() => remove.mutate()}>
              Remove
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant="secondary"
          size={size}
          leadingIcon={<DownloadIcon size={18} />}
          disabled={!online || saved.isPending}
          onClick={() => save.mutate()}
        >
          Save for offline
        </Button>
      )}
      {!online && !item ? <p className={styles.hint}>Connect to save this for offline use.</p> : null}
      {failed ? (
        <FormAlert className={styles.error}>
          {failed instanceof NotEnoughStorageError ? failed.message : failureMessage(failed, SAVE_FAILED)}
        </FormAlert>
      ) : null}
    </div>
  );
}
