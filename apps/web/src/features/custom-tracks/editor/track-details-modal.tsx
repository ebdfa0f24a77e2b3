import {
  CUSTOM_TRACK_LIMITS,
  TRACK_DESCRIPTION_TOO_LONG,
  TRACK_NAME_REQUIRED,
  TRACK_NAME_TOO_LONG,
} from '@waymark/domain';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useViewport } from '@/lib/use-viewport.ts';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';
import { TextAreaField } from '@/ui/text-area-field.tsx';
import { TextField } from '@/ui/text-field.tsx';
import type { TrackDetails } from './use-track-editor.ts';
import styles from './custom-track-editor.module.css';

/**
 * The track's name and description (spec 2 §2): a new track has Continue and Back, a saved one
 * Apply and Cancel. The name is checked on submit.
 */
export function TrackDetailsModal({
  isNew,
  initial,
  onSubmit,
  onDismiss,
}: {
  isNew: boolean;
  initial: TrackDetails;
  onSubmit: (details: TrackDetails) => void;
  onDismiss: () => void;
}) {
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  const [error, setError] = useState<string>();
  const desktop = useViewport() === 'desktop';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError(TRACK_NAME_REQUIRED);
    if (title.length > CUSTOM_TRACK_LIMITS.title || description.length > CUSTOM_TRACK_LIMITS.description)
      return;
    onSubmit({ title: title.trim(), description });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      title={isNew ? 'Create a custom track' : 'Track details'}
      description={isNew ? 'Give your track a name. You can change it later.' : undefined}
    >
      <form onSubmit={submit} noValidate className={styles.detailsForm}>
        <TextField
          label="Track name"
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            setError(undefined);
          }}
          error={error ?? (title.length > CUSTOM_TRACK_LIMITS.title ? TRACK_NAME_TOO_LONG : undefined)}
        />
        <TextAreaField
          label="Description"
          optional
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          limit={CUSTOM_TRACK_LIMITS.description}
          tooLongMessage={TRACK_DESCRIPTION_TOO_LONG}
          rows={desktop ? 10 : 4}
        />
        <div className={styles.formActions}>
          <Button type="button" variant="secondary" onClick={onDismiss}>
            {isNew ? 'Back' : 'Cancel'}
          </Button>
          <Button type="submit">{isNew ? 'Continue' : 'Apply'}</Button>
        </div>
      </form>
    </Modal>
  );
}
