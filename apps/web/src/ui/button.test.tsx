import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  test('a form cannot be sent twice while its button is loading', async () => {
    const user = userEvent.setup();
    const send = vi.fn();

    function SaveForm() {
      const [saving, setSaving] = useState(false);
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send();
            setSaving(true);
          }}
        >
          <Button type="submit" loading={saving}>
            Save changes
          </Button>
        </form>
      );
    }

    render(<SaveForm />);
    const button = screen.getByRole('button', { name: 'Save changes' });
    await user.click(button);
    await user.click(button);
    await user.keyboard('{Enter}');

    expect(send).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  test('as a link it keeps the link’s role and destination', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/tracks">Browse tracks</a>
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Browse tracks' })).toHaveAttribute('href', '/tracks');
  });
});
