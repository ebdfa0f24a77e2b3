import { useEffect, useEffectEvent } from 'react';
import type { RefObject } from 'react';

export type DismissReason = 'outside' | 'escape';

/**
 * While `open`, calls `onDismiss` on a press anywhere outside `root`, or on Escape: how the
 * search panels that open under a text field close.
 *
 * Not Radix Popover: it is made for a button trigger. It moves focus into the panel as it
 * opens, back to the trigger as it closes, and counts a press or focus on the field itself as
 * outside, while these panels must leave the cursor in the field as the person types. With those
 * vetoed, what would remain of it is this listener, plus a dialog role and popper positioning
 * the panels do not want (docs/decisions/008-server-state-and-popups.md).
 */
export function useDismiss(
  root: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: (reason: DismissReason) => void,
): void {
  const dismiss = useEffectEvent(onDismiss);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) dismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, root]);
}
