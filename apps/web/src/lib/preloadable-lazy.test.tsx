import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTransition, Suspense, useState } from 'react';
import type { ComponentType } from 'react';
import { expect, test } from 'vitest';
import { preloadableLazy } from './preloadable-lazy.ts';

const NoteField = () => <input aria-label="Note" />;

/** Opens the field as a route change does, in a transition, and can draw itself again. */
function Page({ Field, open = false }: { Field: ComponentType; open?: boolean }) {
  const [opened, setOpened] = useState(open);
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button onClick={() => startTransition(() => setOpened(true))}>Open</button>
      <button onClick={() => setRenders(renders + 1)}>Draw again</button>
      <Suspense fallback={<p>Loading</p>}>{opened ? <Field /> : null}</Suspense>
    </>
  );
}

test('loaded on first use, it keeps what was typed when its page draws again', async () => {
  // Fetched, as a chunk is: it arrives in a later task.
  const Field = preloadableLazy(() => new Promise((arrive) => setTimeout(() => arrive(NoteField), 20)));
  render(<Page Field={Field} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const field = await screen.findByRole('textbox', { name: 'Note' });
  await user.type(field, 'Back by 5 pm');

  await user.click(screen.getByRole('button', { name: 'Draw again' }));

  expect(screen.getByRole('textbox', { name: 'Note' })).toBe(field);
  expect(field).toHaveValue('Back by 5 pm');
});

test('preloaded, it draws at once, without a loading state', async () => {
  const Field = preloadableLazy(async () => NoteField);
  await Field.preload();
  render(<Page Field={Field} open />);
  expect(screen.getByRole('textbox', { name: 'Note' })).toBeInTheDocument();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
});
