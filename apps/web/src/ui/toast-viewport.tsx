import * as RadixToast from '@radix-ui/react-toast';
import clsx from 'clsx';
import { CloseIcon } from './icons.tsx';
import type { QueuedToast } from './toast.tsx';
import styles from './toast.module.css';

/**
 * The toasts on screen and the region that announces them. Loaded with the first toast, so
 * pages that never show one (most first visits) never download Radix Toast.
 */
export default function ToastViewport({
  toasts,
  dismiss,
}: {
  toasts: QueuedToast[];
  dismiss: (id: number) => void;
}) {
  return (
    <RadixToast.Provider swipeDirection="down" label="Notification">
      {toasts.map(({ id, title, description, tone = 'info', duration }) => (
        <RadixToast.Root
          key={id}
          className={clsx(styles.toast, styles[tone])}
          duration={duration ?? (tone === 'error' ? 8000 : 5000)}
          type={tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(id);
          }}
        >
          <div className={styles.text}>
            <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
            {description ? (
              <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close className={styles.close} aria-label="Dismiss">
            <CloseIcon size={16} />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} />
    </RadixToast.Provider>
  );
}
