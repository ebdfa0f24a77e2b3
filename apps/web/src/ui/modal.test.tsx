import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

function renderModal() {
  render(
    <Modal trigger={<Button>Why create an account?</Button>} title="Why create an account?">
      <p>Save draft trips and plan across devices.</p>
    </Modal>,
  );
  return userEvent.setup();
}

describe('Modal', () => {
  test('opens from its trigger and closes on Escape, returning focus to the trigger', async () => {
    const user = renderModal();
    const trigger = screen.getByRole('button', { name: 'Why create an account?' });

    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Why create an account?' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  test('closes on a click on the backdrop', async () => {
    const user = renderModal();
    await user.click(screen.getByRole('button', { name: 'Why create an account?' }));

    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('closes with its Close button', async () => {
    const user = renderModal();
    await user.click(screen.getByRole('button', { name: 'Why create an account?' }));

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('opened from a button of its own rather than a trigger, it gives focus back to that button', async () => {
    function SharedFromAList() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Share Roys Peak loop</Button>
          <Modal open={open} onOpenChange={setOpen} title="Share a copy" />
        </>
      );
    }
    render(<SharedFromAList />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Share Roys Peak loop' });

    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Share a copy' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });
});
