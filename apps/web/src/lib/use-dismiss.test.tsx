import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { useDismiss } from './use-dismiss.ts';
import type { DismissReason } from './use-dismiss.ts';

function Panel({ open, onDismiss }: { open: boolean; onDismiss: (reason: DismissReason) => void }) {
  const root = useRef<HTMLDivElement>(null);
  useDismiss(root, open, onDismiss);
  return (
    <>
      <div ref={root}>
        <input aria-label="Search" />
        <button type="button">A result</button>
      </div>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('useDismiss', () => {
  test('a press in the field or the panel keeps it open; a press elsewhere or Escape closes it', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<Panel open onDismiss={onDismiss} />);

    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'A result' }));
    expect(onDismiss).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('{Escape}');
    expect(onDismiss.mock.calls).toEqual([['outside'], ['escape']]);
  });

  test('a closed panel listens to nothing', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<Panel open={false} onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('{Escape}');
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
