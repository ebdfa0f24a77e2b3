import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  test('is found by its label, and its error is read out with it', () => {
    render(<TextField label="Email" type="email" error="Please enter a valid email address." />);
    const input = screen.getByLabelText('Email');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
  });

  test('shows its hint until there is an error, and limits text to 300 characters', () => {
    render(<TextField label="Trip name" hint="Shown to your group" />);
    const input = screen.getByLabelText('Trip name');
    expect(input).toBeValid();
    expect(input).toHaveAccessibleDescription('Shown to your group');
    expect(input).toHaveAttribute('maxlength', '300');
  });
});
