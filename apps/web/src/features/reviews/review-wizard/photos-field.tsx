import { REVIEW_PHOTO_TYPES, REVIEW_PHOTOS_MAX } from '@waymark/domain';
import { useId, useRef } from 'react';
import { Button } from '@/ui/button.tsx';
import fieldStyles from '@/ui/field.module.css';
import { FormAlert } from '@/ui/form-alert.tsx';
import { ProgressBar } from '@/ui/progress-bar.tsx';
import type { ChosenPhoto } from './chosen-photos.ts';
import type { StoredReviewPhoto } from './review-api.ts';
import { ReviewPhoto } from '@/components/review-photo/review-photo.tsx';
import styles from './review-wizard.module.css';

export type PhotosFieldProps = {
  /** Photos the review already holds (when editing, or after a partly failed send). */
  stored: readonly StoredReviewPhoto[];
  chosen: readonly ChosenPhoto[];
  /** Why some of the last picked files were left out: the type or the limit. */
  notice: string | null;
  busy: boolean;
  onChoose: (files: File[]) => void;
  onRemoveChosen: (key: string) => void;
  onRemoveStored: (id: number) => void;
};

/** Up to 3 JPEG or PNG photos, with previews, progress while they go up, and each one's refusal. */
export function PhotosField({
  stored,
  chosen,
  notice,
  busy,
  onChoose,
  onRemoveChosen,
  onRemoveStored,
}: PhotosFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.photos}>
      <p className={styles.question}>Add photos</p>
      <p className={fieldStyles.hint}>
        Up to {REVIEW_PHOTOS_MAX} JPEG or PNG photos. Location details are removed before they are shared.
      </p>
      <ul className={styles.photoGrid}>
        {stored.map((photo, index) => (
          <li key={`stored-${photo.id}`} className={styles.photo}>
            <ReviewPhoto
              url={photo.url}
              alt={`Already on your review (${index + 1})`}
              className={styles.preview}
            />
            {photo.state === 'pending' ? (
              <span className={styles.photoNote}>Waiting for approval</span>
            ) : null}
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => onRemoveStored(photo.id)}>
              Remove<span className={styles.spoken}> photo {index + 1}</span>
            </Button>
          </li>
        ))}
        {chosen.map((photo) => (
          <li key={photo.key} className={styles.photo}>
            <img src={photo.preview} alt={photo.file.name} className={styles.preview} />
            {photo.progress !== null ? (
              <ProgressBar label={`Uploading ${photo.file.name}`} value={photo.progress} />
            ) : null}
            {photo.problem ? (
              <p role="alert" className={fieldStyles.error}>
                {photo.file.name}: {photo.problem}
              </p>
            ) : null}
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => onRemoveChosen(photo.key)}>
              Remove<span className={styles.spoken}> {photo.file.name}</span>
            </Button>
          </li>
        ))}
      </ul>
      <label htmlFor={inputId} className={styles.chooseButton} data-disabled={busy || undefined}>
        Choose photos
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={REVIEW_PHOTO_TYPES.join(',')}
        className={styles.fileInput}
        disabled={busy}
        onChange={(event) => {
          onChoose([...(event.target.files ?? [])]);
          // The same file may be picked again after it was removed.
          if (input.current) input.current.value = '';
        }}
      />
      {notice ? <FormAlert>{notice}</FormAlert> : null}
    </div>
  );
}
