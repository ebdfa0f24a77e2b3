import * as RadixToast from '@radix-ui/react-toast';
import clsx from 'clsx';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';
import styles from './toast.module.css';

export type ToastTone = 'info' | 'success' | 'error';

export type ToastMessage = {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds on screen; errors stay a little longer by default. */
  duration?: number;
};

type QueuedToast = ToastMessage & { id: number };

type ToastContextValue = { toast: (message: ToastMessage) => void };

const ToastContext = createContext<ToastContextValue | null>(null);

let nextToastId = 1;

/** Holds the queue of short messages and the region that announces them to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<QueuedToast[]>([]);

  const toast = useCallback((message: ToastMessage) => {
    setToasts((current) => [...current, { ...message, id: nextToastId++ }]);
  }, []);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((queued) => queued.id !== id));
  }, []);

  const value = useMemo(() => ({ toast }), [toast]);

  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider swipeDirection="down" label="Notification">
        {children}
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
    </ToastContext.Provider>
  );
}

/** `const { toast } = useToast(); toast({ title: 'Saved', tone: 'success' })`. */
export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>');
  return context;
}
