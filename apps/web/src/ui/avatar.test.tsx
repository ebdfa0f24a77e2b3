import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Avatar } from './avatar.tsx';

describe('Avatar', () => {
  test('shows the initials when the portrait does not load', () => {
    const { container } = render(<Avatar url="/uploads/old-portrait.jpg" name="Aroha Walker" alt="Aroha" />);
    fireEvent.error(screen.getByRole('img', { name: 'Aroha' }));
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('AW');
  });
});
