import {
  DOCUMENT_ACCEPT,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_TYPES_MESSAGE,
  DOCUMENTS_MAX,
  PLAN_LIMITS,
  SOMETHING_WENT_WRONG,
} from '@waymark/domain';
import { useId, useState } from 'react';
import { failureMessage } from '@/lib/api-client.ts';
import { useAppStore } from '@/lib/app-store.ts';
import type { WorkingPlan } from '@/lib/app-store.ts';
import { forgetDeviceFile, keepDeviceFile, NotEnoughStorageError } from '@/lib/device-files.ts';
import { uploadPlanDocument } from '@/lib/guest-draft.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { ProgressBar } from '@/ui/progress-bar.tsx';
import styles from './plan-editor.module.css';

type ShownDocument = { key: string; title: string; size: number; onDevice: boolean; remove: () => void };

const sizeLabel = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const hasDocumentExtension = (name: string) =>
  DOCUMENT_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));

/**
 * Up to 3 documents (spec 3 §5), e.g. a route card or a permit. Signed in, each is uploaded
 * privately at once, with its progress; a guest's are kept in this browser until login.
 */
export function DocumentsSection({
  plan,
  onChange,
}: {
  plan: WorkingPlan;
  onChange: (patch: Pick<WorkingPlan, 'attachments'>) => void;
}) {
  const inputId = useId();
  const signedIn = useAppStore((state) => state.user !== null);
  const onDevice = useAppStore((state) => state.temporaryFiles);
  const setTemporaryFiles = useAppStore((state) => state.setTemporaryFiles);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const attachments = plan.attachments ?? [];
  const documents: ShownDocument[] = [
    ...attachments.map((document) => ({
      key: `saved-${document.id}`,
      title: document.title,
      size: document.size,
      onDevice: false,
      remove: () => onChange({ attachments: attachments.filter((kept) => kept.id !== document.id) }),
    })),
    ...(signedIn ? [] : onDevice).map((file) => ({
      key: file.key,
      title: file.title,
      size: file.size,
      onDevice: true,
      remove: () => {
        setTemporaryFiles((files) => files.filter((kept) => kept.key !== file.key));
        void forgetDeviceFile(file.key).catch(() => undefined);
      },
    })),
  ];
  const full = documents.length >= PLAN_LIMITS.documents;

  async function add(file: File) {
    setError(null);
    if (!hasDocumentExtension(file.name)) {
      setError(DOCUMENT_TYPES_MESSAGE);
      return;
    }
    if (!signedIn) {
      const key = `device-${crypto.randomUUID()}`;
      try {
        await keepDeviceFile(key, file);
        setTemporaryFiles((files) => [...files, { key, title: file.name, size: file.size, type: file.type }]);
      } catch (failure) {
        setError(failure instanceof NotEnoughStorageError ? failure.message : SOMETHING_WENT_WRONG);
      }
      return;
    }
    setProgress(0);
    try {
      const document = await uploadPlanDocument(file, file.name, setProgress);
      const latest = useAppStore.getState().plan?.attachments ?? attachments;
      onChange({ attachments: [...latest, document] });
    } catch (failure) {
      setError(failureMessage(failure, SOMETHING_WENT_WRONG));
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className={styles.stack}>
      {documents.length > 0 ? (
        <ul className={styles.documents}>
          {documents.map((document) => (
            <li key={document.key} className={styles.document}>
              <span className={styles.documentName}>
                <strong>{document.title}</strong>
                <span className={styles.muted}>
                  {sizeLabel(document.size)}
                  {document.onDevice ? ' · kept on this device until you log in' : ''}
                </span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={document.remove}
                aria-label={`Remove ${document.title}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>Add a route card, permit or booking your group or searchers may need.</p>
      )}
      {progress !== null ? <ProgressBar label="Uploading your document" value={progress} /> : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      {full ? (
        <p className={styles.muted}>{DOCUMENTS_MAX}</p>
      ) : (
        <div>
          <input
            id={inputId}
            type="file"
            accept={DOCUMENT_ACCEPT}
            className={styles.fileInput}
            disabled={progress !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void add(file);
            }}
          />
          <label htmlFor={inputId} className={styles.fileButton} aria-disabled={progress !== null}>
            Add a document
          </label>
          <p className={styles.hint}>
            {DOCUMENT_EXTENSIONS.join(', ')} · up to {PLAN_LIMITS.documents} files
          </p>
        </div>
      )}
    </div>
  );
}
