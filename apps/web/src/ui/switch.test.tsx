import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { Switch } from './switch.tsx';

describe('Switch', () => {
  test('toggles from its label and from the keyboard', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch label="Email me 48 hours before my trip" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Email me 48 hours before my trip' });

    await user.click(screen.getByText('Email me 48 hours before my trip'));
    expect(toggle).toBeChecked();

    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });
});
