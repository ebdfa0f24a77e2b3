import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { Button } from './button.tsx';
import { ToastProvider, useToast } from './toast.tsx';

function SaveButton() {
  const { toast } = useToast();
  return <Button onClick={() => toast({ title: 'Gear list saved', tone: 'success' })}>Save</Button>;
}

describe('Toast', () => {
  test('shows a message that can be dismissed', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Gear list saved')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Gear list saved')).not.toBeInTheDocument();
  });
});
