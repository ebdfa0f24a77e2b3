import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { FormAlert } from './form-alert.tsx';
import { Modal, ModalClose } from './modal.tsx';
import type { ModalProps } from './modal.tsx';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The question, in full, e.g. what will be lost. */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** While true the confirm button cannot be pressed, e.g. until what it would delete is known. */
  confirmDisabled?: boolean;
  /** Shown under the question, e.g. a way to try again when something it needs could not be loaded. */
  children?: ReactNode;
  /** While true the confirm button spins and the dialog cannot be dismissed half-way. */
  loading?: boolean;
  /** Why the last attempt failed, shown inside the dialog. */
  error?: string | null;
  tone?: 'danger' | 'primary';
  onCloseAutoFocus?: ModalProps['onCloseAutoFocus'];
};

/** Asks before doing something that cannot be undone; Escape or Cancel backs out. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  confirmDisabled = false,
  children,
  loading = false,
  error,
  tone = 'danger',
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!loading) onOpenChange(next);
      }}
      title={title}
      description={description}
      size="sm"
      onCloseAutoFocus={onCloseAutoFocus}
      actions={
        <>
          <ModalClose asChild>
            <Button variant="secondary" disabled={loading}>
              {cancelLabel}
            </Button>
          </ModalClose>
          <Button variant={tone} loading={loading} disabled={confirmDisabled} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error ? <FormAlert>{error}</FormAlert> : null}
    </Modal>
  );
}
