import {
  IMAGE_ACCEPT,
  IMAGE_TYPES_MESSAGE,
  looksLikeAllowedImage,
  SOMETHING_WENT_WRONG,
} from '@waymark/domain';
import { useId, useRef, useState } from 'react';
import { failureMessage } from '@/lib/api-client.ts';
import { useAppStore } from '@/lib/app-store.ts';
import { Button } from '@/ui/button.tsx';
import fieldStyles from '@/ui/field.module.css';
import { ProgressBar } from '@/ui/progress-bar.tsx';
import { useUploadPortrait } from '../api/account-api.ts';
import { Avatar } from '@/ui/avatar.tsx';
import styles from './portrait-upload.module.css';

export type PortraitUploadProps = {
  /** The portrait URL the form holds now. */
  value: string | null | undefined;
  /** Called with the uploaded file's URL, or null when the photo is removed. */
  onChange: (url: string | null) => void;
  /** Used for the initials shown while there is no photo. */
  name?: string | undefined;
  /** Tells the form an upload is under way, so it is not saved half-way. */
  onBusyChange?: (busy: boolean) => void;
};

/** Of the server's words only the file-type refusal helps; anything else gets the general message. */
function uploadFailure(error: unknown): string {
  const message = failureMessage(error, SOMETHING_WENT_WRONG);
  return message === IMAGE_TYPES_MESSAGE ? message : SOMETHING_WENT_WRONG;
}

/** Choose a gif, jpeg or png; it uploads at once with a progress bar (spec 1 §5, §8). */
export function PortraitUpload({ value, onChange, name, onBusyChange }: PortraitUploadProps) {
  const inputId = useId();
  const statusId = `${inputId}-status`;
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  // A file of the wrong type is refused here, before anything is sent.
  const [wrongType, setWrongType] = useState(false);
  const setPreviewPortrait = useAppStore((state) => state.setPreviewPortrait);
  const upload = useUploadPortrait({
    onMutate: () => onBusyChange?.(true),
    onSuccess: (uploaded) => {
      setPreviewPortrait(uploaded.url);
      onChange(uploaded.url);
    },
    onSettled: () => {
      onBusyChange?.(false);
      if (input.current) input.current.value = '';
    },
  });

  function startUpload(file: File) {
    setWrongType(!looksLikeAllowedImage(file));
    if (!looksLikeAllowedImage(file)) {
      upload.reset();
      return;
    }
    setProgress(0);
    upload.mutate({ file, onProgress: setProgress });
  }

  const uploading = upload.isPending;
  const failure = wrongType ? IMAGE_TYPES_MESSAGE : upload.isError ? uploadFailure(upload.error) : null;

  return (
    <div className={styles.portrait}>
      <Avatar url={value} name={name} size={88} alt={value ? 'Your profile photo' : ''} />
      <div className={styles.controls}>
        <span className={fieldStyles.label}>
          Profile photo <span className={fieldStyles.optional}>(optional)</span>
        </span>
        <div className={styles.buttons}>
          <label htmlFor={inputId} className={styles.chooseButton} data-disabled={uploading || undefined}>
            {value ? 'Change photo' : 'Upload a photo'}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            className={styles.fileInput}
            disabled={uploading}
            aria-describedby={statusId}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) startUpload(file);
            }}
          />
          {value && !uploading ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setPreviewPortrait(null);
                onChange(null);
              }}
            >
              Remove
            </Button>
          ) : null}
        </div>
        <div id={statusId}>
          {uploading ? (
            <ProgressBar label="Uploading your photo" value={progress} />
          ) : failure ? (
            <p role="alert" className={fieldStyles.error}>
              {failure}
            </p>
          ) : (
            <p className={fieldStyles.hint}>A .jpg, .gif or .png of up to 10 MB.</p>
          )}
        </div>
      </div>
    </div>
  );
}
