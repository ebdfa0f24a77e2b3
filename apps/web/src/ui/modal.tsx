import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { useRef } from 'react';
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
  /**
   * Called as the modal closes, before focus goes back to what opened it. Call
   * `event.preventDefault()` and focus something else when that is gone, e.g. a deleted item's button.
   */
  onCloseAutoFocus?: (event: Event) => void;
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
  onCloseAutoFocus,
}: ModalProps) {
  const opener = useRef<Element | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} data-testid="modal-backdrop" />
        <Dialog.Content
          className={clsx(styles.content, styles[size], className)}
          // Radix returns focus to its Trigger; a modal opened from elsewhere (a share button, a
          // Delete in a list) has none, so the element that had focus on opening gets it back.
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented || trigger) return;
            event.preventDefault();
            if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
          }}
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
            // A div, not Radix's <p>, so a description can hold a list, e.g. what a delete takes with it.
            <Dialog.Description asChild>
              <div className={styles.description}>{description}</div>
            </Dialog.Description>
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
