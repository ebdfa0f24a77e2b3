import { addDays, nzDateOf, REVIEW_PHOTO_TYPES_MESSAGE, TOO_MANY_REVIEW_PHOTOS } from '@waymark/domain';
import type { Location, Review } from '@waymark/domain';
import { act, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { closeReviewModal, openReviewModal, useReviewModal } from '@/lib/review-modal.ts';
import { fakeApi, memberSession } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { locationFixture } from '@/test/catalogue-api-stub.ts';
import { MOBILE_WIDTH, renderApp } from '@/test/render-app.tsx';
import { ReviewThanks, THANKS_AUTO_CLOSE_MS } from './review-thanks.tsx';

// The whole app renders, lazily loaded screens and the wizard too; a busy machine needs time.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await Promise.all([import('@/features/places/location-screen.tsx'), import('./review-wizard.tsx')]);
}, 30_000);

const routeburn = locationFixture();
const muellerHut = locationFixture({ id: 40, type: 'Hut', slug: 'mueller-hut', title: 'Mueller Hut' });
const today = nzDateOf(new Date());

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({
    'POST events': { status: 202 },
    'GET tracks/routeburn-track': { body: routeburn },
    'GET huts/mueller-hut': { body: muellerHut },
  });
  // jsdom makes no object URLs; the previews only need an address.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  // The wizard's request is app-wide state; each test starts with none.
  closeReviewModal();
});
afterEach(() => vi.unstubAllGlobals());

async function openWizard(path = '/tracks/routeburn-track') {
  const view = renderApp(path, { session: memberSession(api), width: MOBILE_WIDTH });
  await view.user.click(await screen.findByRole('button', { name: 'Write a review' }));
  const dialog = await screen.findByRole('dialog');
  return { ...view, dialog };
}

/** The current step's Next (or Submit / Update) button. */
const next = (dialog: HTMLElement, name: string | RegExp = 'Next') =>
  within(dialog).getByRole('button', { name });

const photo = (name: string, type = 'image/jpeg') => new File([new Uint8Array(64)], name, { type });

describe('the review wizard (spec 2 §2, §5)', () => {
  test('a visitor is asked to log in first, with the review title', async () => {
    const view = renderApp('/tracks/routeburn-track');
    await view.user.click(await screen.findByRole('button', { name: 'Write a review' }));
    expect(
      await screen.findByRole('dialog', {
        name: 'To leave a review, please log in or create a free account',
      }),
    ).toBeInTheDocument();
  });

  test("each step says what is missing in the form's own words before it lets the walker on", async () => {
    const { user, dialog } = await openWizard();
    expect(dialog).toHaveAccessibleName('Review Routeburn Track');
    expect(within(dialog).getByText('Step 1 of 6')).toBeInTheDocument();

    await user.click(next(dialog));
    expect(within(dialog).getByText('Please pick a date')).toBeInTheDocument();
    const date = within(dialog).getByLabelText('When did you complete the track?');
    expect(date).toHaveAttribute('max', today);
    fireEvent.change(date, { target: { value: addDays(today, 1) } });
    expect(within(dialog).getByText('Date cannot be in the future')).toBeInTheDocument();
    await user.click(next(dialog));
    expect(within(dialog).getByText('Step 1 of 6')).toBeInTheDocument();
    fireEvent.change(date, { target: { value: today } });
    await user.click(next(dialog));

    expect(within(dialog).getByText('Step 2 of 6')).toBeInTheDocument();
    await user.click(next(dialog));
    expect(
      within(dialog).getByText('Please select one option for how you found the track.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Harder' }));
    await user.click(next(dialog));

    expect(within(dialog).getByRole('group', { name: 'How would you rate the track?' })).toBeInTheDocument();
    await user.click(next(dialog));
    expect(within(dialog).getByText('Please rate the track.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    expect(within(dialog).queryByText('Please rate the track.')).not.toBeInTheDocument();

    const comment = within(dialog).getByLabelText(/Tell other walkers about the track/);
    expect(within(dialog).getByText('1000 characters left')).toBeInTheDocument();
    await user.click(comment);
    await user.paste('a'.repeat(1001));
    expect(within(dialog).getByText('1 character too many')).toBeInTheDocument();
    expect(within(dialog).getByText('Comments can be at most 1000 characters.')).toBeInTheDocument();
    await user.click(next(dialog));
    expect(within(dialog).getByText('Step 3 of 6')).toBeInTheDocument();
    await user.type(comment, '{Backspace}');
    expect(within(dialog).getByText('0 characters left')).toBeInTheDocument();
    await user.click(next(dialog));

    expect(within(dialog).getByRole('group', { name: 'What was the track like?' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Muddy' }));
    await user.click(next(dialog));
    expect(within(dialog).getByText('Step 5 of 6')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('button', { name: 'Muddy' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('opened from Mark complete, it does not ask the date again, and sends the one given (issue 28 item 10)', async () => {
    const view = renderApp('/huts/mueller-hut', { session: memberSession(api), width: MOBILE_WIDTH });
    await screen.findByRole('button', { name: 'Write a review' });
    const day = addDays(today, -2);
    const hut = { id: muellerHut.id, type: 'Hut', title: muellerHut.title, slug: muellerHut.slug } as const;
    act(() => openReviewModal({ place: hut, date: day }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Mueller Hut' });
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('When did you complete the hut?')).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await view.user.click(next(dialog));
    await view.user.click(next(dialog));

    api.on('POST track/40/feedback', { status: 201, body: { reviewID: 13, track: { id: 40 } } });
    await view.user.click(next(dialog, 'Submit review'));
    expect(await screen.findByRole('dialog', { name: 'Thank you for your review' })).toBeInTheDocument();
    expect(api.calls('POST track/40/feedback')[0]!.body).toMatchObject({ type: 'hut', date: day, rating: 4 });
  });

  test('a hut skips difficulty and the track features, and asks to rate the hut', async () => {
    const { user, dialog } = await openWizard('/huts/mueller-hut');
    expect(within(dialog).getByText('Step 1 of 4')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('When did you complete the hut?'), {
      target: { value: today },
    });
    await user.click(next(dialog));
    await user.click(next(dialog));
    expect(within(dialog).getByText('Please rate the hut.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.click(next(dialog));
    expect(within(dialog).getByRole('group', { name: 'What did you enjoy at the hut?' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Muddy' })).not.toBeInTheDocument();
    await user.click(next(dialog));
    expect(within(dialog).getByText('Step 4 of 4')).toBeInTheDocument();

    api.on('POST track/40/feedback', { status: 201, body: { reviewID: 12, track: { id: 40 } } });
    await user.click(next(dialog, 'Submit review'));
    expect(await screen.findByRole('dialog', { name: 'Thank you for your review' })).toBeInTheDocument();
    expect(api.calls('POST track/40/feedback')[0]!.body).toMatchObject({
      type: 'hut',
      date: today,
      rating: 5,
      difficulty: null,
      features1: [],
      numImages: 0,
    });
  });

  async function toPhotos(user: Awaited<ReturnType<typeof openWizard>>['user'], dialog: HTMLElement) {
    fireEvent.change(within(dialog).getByLabelText('When did you complete the track?'), {
      target: { value: today },
    });
    await user.click(next(dialog));
    await user.click(within(dialog).getByRole('radio', { name: 'As Expected' }));
    await user.click(next(dialog));
    await user.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    await user.click(next(dialog));
    await user.click(next(dialog));
    await user.click(next(dialog));
  }

  test('photos are JPEG or PNG only, and a fourth is refused with the limit', async () => {
    const { user, dialog } = await openWizard();
    await toPhotos(user, dialog);
    const input = within(dialog).getByLabelText('Choose photos');

    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'permit.pdf', { type: 'application/pdf' })] },
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REVIEW_PHOTO_TYPES_MESSAGE);
    expect(within(dialog).queryAllByRole('img')).toHaveLength(0);

    fireEvent.change(input, {
      target: { files: [photo('a.jpg'), photo('b.png', 'image/png'), photo('c.jpg')] },
    });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('img')).toHaveLength(3);

    fireEvent.change(input, { target: { files: [photo('d.jpg')] } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(TOO_MANY_REVIEW_PHOTOS);
    expect(within(dialog).getAllByRole('img')).toHaveLength(3);
    expect(within(dialog).queryByRole('img', { name: 'd.jpg' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove b.png' }));
    expect(within(dialog).getAllByRole('img')).toHaveLength(2);
  });

  test("a failed submit shows the server's words and keeps what was typed", async () => {
    const { user, dialog } = await openWizard();
    await toPhotos(user, dialog);
    api.on('POST track/2/feedback', {
      status: 409,
      body: { error: 'You have already reviewed this place. You can change your review from My Reviews.' },
    });
    await user.click(next(dialog, 'Submit review'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already reviewed this place. You can change your review from My Reviews.',
    );
    expect(within(dialog).getByRole('link', { name: 'Go to My Reviews' })).toHaveAttribute(
      'href',
      '/account/my-reviews',
    );

    api.on('POST track/2/feedback', { status: 500, body: 'oops' });
    await user.click(next(dialog, 'Submit review'));
    expect(await within(dialog).findByText('Something went wrong, please try again.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  test('editing starts from the saved review and its photos, and says Update review', async () => {
    const review: Review = {
      ...routeburn.feedback[0],
      id: 31,
      user: { first_name: 'Aroha', last_name: 'Ngata', portrait: null },
      completed: '2026-10-04',
      easier: false,
      expected: false,
      harder: true,
      rating: 2,
      features1: ['Muddy'],
      features2: ['Waterfalls'],
      comment: 'Snow on the saddle.',
      attachments: [],
      created: '2026-10-05T00:00:00Z',
      edited: null,
      parent: { id: 2, title: 'Routeburn Track', thumbnail: null, type: 'Track', slug: 'routeburn-track' },
      pendingAttachmentsCount: 1,
    };
    api.on('GET review/31/load', { body: [{ id: 8, url: '/photo-8.jpg', state: 'pending' }] });
    api.on('DELETE review/31/remove/8', { status: 204 });
    api.on('POST track/2/feedback/31', { body: { reviewID: 31, track: { id: 2 } } });
    const view = renderApp('/tracks/routeburn-track', { session: memberSession(api) });
    await screen.findByRole('button', { name: 'Write a review' });
    const place = placeOf(routeburn);
    act(() => openReviewModal({ place, review }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your review of Routeburn Track' });
    const { user } = view;

    expect(within(dialog).getByLabelText('When did you complete the track?')).toHaveValue('2026-10-04');
    await user.click(next(dialog));
    expect(within(dialog).getByRole('radio', { name: 'Harder' })).toBeChecked();
    await user.click(next(dialog));
    expect(within(dialog).getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(within(dialog).getByLabelText(/Tell other walkers/)).toHaveValue('Snow on the saddle.');
    await user.click(next(dialog));
    await user.click(next(dialog));
    await user.click(next(dialog));

    expect(await within(dialog).findByText('Waiting for approval')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    expect(api.calls('DELETE review/31/remove/8')).toHaveLength(1);
    await vi.waitFor(() =>
      expect(within(dialog).queryByText('Waiting for approval')).not.toBeInTheDocument(),
    );

    await user.click(next(dialog, 'Update review'));
    expect(await screen.findByRole('dialog', { name: 'Thank you for your review' })).toHaveTextContent(
      'Your review has been updated.',
    );
    expect(api.calls('POST track/2/feedback/31')[0]!.body).toMatchObject({
      date: '2026-10-04',
      difficulty: 'harder',
      rating: 2,
      comment: 'Snow on the saddle.',
      features1: ['Muddy'],
      features2: ['Waterfalls'],
    });
    // The place is asked for again, so its average and reviews show the change.
    await vi.waitFor(() => expect(api.calls('GET tracks/routeburn-track').length).toBeGreaterThan(1));
  });
});

describe('the thanks screen (spec 2 §2, §9)', () => {
  test('says photos wait for an administrator, and closes itself after 30 seconds', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      act(() => openReviewModal({ place: placeOf(routeburn) }));
      render(<ReviewThanks photosWait updated={false} />);
      expect(screen.getByRole('dialog', { name: 'Thank you for your review' })).toHaveTextContent(
        'Your images will be approved by an administrator before they are shown.',
      );
      act(() => vi.advanceTimersByTime(THANKS_AUTO_CLOSE_MS - 1));
      expect(useReviewModal.getState().request).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(useReviewModal.getState().request).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

function placeOf(location: Location) {
  return { id: location.id, type: 'Track' as const, title: location.title, slug: location.slug };
}
