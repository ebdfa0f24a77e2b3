import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useAppStore } from '@/lib/app-store.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { ToastProvider } from '@/ui/toast.tsx';
import { useReviewModal } from '@/lib/review-modal.ts';
import { fakeApi, freshToken, userWith } from '@/lib/session/testing/fake-api.ts';
import { resetStore } from '@/test/render-app.tsx';
import { MarkCompleteDialog } from './mark-complete-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

// A Thursday in New Zealand.
const TODAY = '2026-11-26';
const muellerHut = { id: 9, type: 'Hut' as const, title: 'Mueller Hut', slug: 'mueller-hut' };

function renderDialog() {
  resetStore();
  useReviewModal.setState({ request: null });
  useAppStore.setState({ accessToken: freshToken(), user: userWith() });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MarkCompleteDialog place={muellerHut} today={TODAY} onClose={onClose} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'When did you complete the hut?' });
  const day = (date: string) => within(dialog).getByRole('button', { name: new RegExp(`^\\w+ ${date}\\b`) });
  const save = () => within(dialog).getByRole('button', { name: 'Save date' });
  return { user: userEvent.setup(), onClose, day, save };
}

describe('the date dialog (spec 2 "Review dialogs")', () => {
  test('Save date waits for a date, and no day after today can be chosen', async () => {
    fakeApi();
    const { user, day, save } = renderDialog();
    expect(save()).toBeDisabled();
    expect(day('26 November 2026')).toBeEnabled();
    expect(day('27 November 2026')).toBeDisabled();
    expect(day('30 November 2026')).toBeDisabled();
    expect(day('1 November 2026')).toBeEnabled();

    await user.click(day('27 November 2026'));
    expect(save()).toBeDisabled();
    await user.click(day('21 November 2026'));
    expect(save()).toBeEnabled();
  });

  test('saving marks the trip complete, keeps the answered plans on the user, then offers a review', async () => {
    const api = fakeApi();
    const plans = [{ location: { id: 9, type: 'Hut' }, completed: true }];
    api.on('POST mark-complete', { body: plans });
    const { user, day, save, onClose } = renderDialog();

    await user.click(day('21 November 2026'));
    await user.click(save());

    const submitted = await screen.findByRole('dialog', { name: 'Date submitted' });
    expect(api.calls('POST mark-complete')[0]!.body).toEqual({ id: 9, type: 'hut', date: '2026-11-21' });
    expect(useAppStore.getState().user?.plans).toEqual(plans);

    await user.click(within(submitted).getByRole('button', { name: 'Leave review' }));
    expect(onClose).toHaveBeenCalled();
    expect(useReviewModal.getState().request).toEqual({ place: muellerHut, date: '2026-11-21' });
  });

  test('a refused date is said in the dialog, which stays open to try again', async () => {
    const api = fakeApi();
    api.on('POST mark-complete', { status: 400, body: { error: 'Date cannot be in the future' } });
    const { user, day, save } = renderDialog();

    await user.click(day('26 November 2026'));
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Date cannot be in the future');
    await waitFor(() => expect(save()).toBeEnabled());
    expect(useAppStore.getState().user?.plans).toEqual([]);
  });
});
