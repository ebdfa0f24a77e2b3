import { COPIED_INDICATOR_MS, PlanSchema } from '@waymark/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SharePlanButton } from './share-plan.tsx';

const plan = PlanSchema.parse({
  id: 7,
  guid: 'pQ7xR2mK9vL4nB8cD1fG3h',
  version: 1,
  is_published: true,
  is_complete: false,
  acceptanceState: 'owner',
  user: { id: 1, first_name: 'Mere' },
  editors: [],
  contacts: [],
  emergency_contact: null,
  location: {
    id: 3,
    slug: 'old-coach-road',
    title: 'Old Coach Road',
    thumbnail: null,
    singular_name: 'track',
  },
  custom_trip_name: 'Ōhakune Old Coach Road',
  note: '',
  daily_plans: [],
  attachments: [],
  date: null,
  isShared: false,
  isPendingInvitation: false,
});
const link = `${window.location.origin}/plan/${plan.guid}`;

/** Renders the button; user-event puts a clipboard of its own on navigator. */
function renderShare() {
  const user = userEvent.setup();
  render(<SharePlanButton plan={plan} />);
  return user;
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'share');
});

describe('SharePlanButton', () => {
  test('without a native share, the modal shows the link and Copy URL reads "Copied!" for 3000 ms (spec 3 §9)', async () => {
    const user = renderShare();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('textbox', { name: 'Link to the plan' })).toHaveValue(link);

    // Fake timers from here on, and only setTimeout: user-event and Testing Library wait on real ones.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The copy settles in promises alone; act waits for them and the re-render.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy URL' })));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(screen.getByRole('status')).toHaveTextContent('The link is copied.');

    act(() => vi.advanceTimersByTime(COPIED_INDICATOR_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy URL' })).toBeInTheDocument();
  });

  test('when the browser refuses the clipboard, the link is selected to copy by hand', async () => {
    const user = renderShare();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );

    await user.click(screen.getByRole('button', { name: 'Copy URL' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('did not let us copy the link');
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Link to the plan' });
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, link.length]);
    expect(screen.getByRole('button', { name: 'Copy URL' })).toBeInTheDocument();
  });

  test('a native share gets the trip name and link; closing the share sheet opens nothing', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = renderShare();

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Ōhakune Old Coach Road', url: link });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
