import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';
import styles from './modal.module.css';

export type ModalProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the modal, e.g. a Button; focus returns to it on close. */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom, e.g. Cancel / Save. */
  actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/**
 * A dialog on a dimmed backdrop. Escape, a click on the backdrop and the close button all
 * dismiss it (spec 1 §2: the login modal closes on Escape or backdrop click); focus is trapped
 * inside while it is open.
 */
export function Modal({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  actions,
  size = 'md',
  className,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} data-testid="modal-backdrop" />
        <Dialog.Content
          className={clsx(styles.content, styles[size], className)}
          // Without a description Radix would point aria-describedby at nothing; unset it instead.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close">
              <CloseIcon size={20} />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : null}
          {children ? <div className={styles.body}>{children}</div> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Closes the surrounding Modal, e.g. `<ModalClose asChild><Button>Cancel</Button></ModalClose>`. */
export const ModalClose = Dialog.Close;
