import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

export type ToastTone = 'info' | 'success' | 'error';

export type ToastMessage = {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds on screen; errors stay a little longer by default. */
  duration?: number;
};

export type QueuedToast = ToastMessage & { id: number };

type ToastContextValue = { toast: (message: ToastMessage) => void };

const ToastContext = createContext<ToastContextValue | null>(null);

const ToastViewport = lazy(() => import('./toast-viewport.tsx'));

let nextToastId = 1;

/**
 * Holds the queue of short messages; the toasts themselves (and the region that announces
 * them to screen readers) are drawn by a viewport loaded once there is something to show.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const [used, setUsed] = useState(false);

  const toast = useCallback((message: ToastMessage) => {
    setUsed(true);
    setToasts((current) => [...current, { ...message, id: nextToastId++ }]);
  }, []);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((queued) => queued.id !== id));
  }, []);

  const value = useMemo(() => ({ toast }), [toast]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <ToastViewport toasts={toasts} dismiss={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

/** `const { toast } = useToast(); toast({ title: 'Saved', tone: 'success' })`. */
export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>');
  return context;
}
