import type { Review } from '@waymark/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { useReviewModal } from '@/lib/review-modal.ts';
import { deferred, fakeApi, memberSession } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await import('./my-reviews-screen.tsx');
}, 30_000);

function reviewFixture(overrides: Partial<Review> = {}): Review {
  return {
    id: 11,
    user: { first_name: 'Aroha', last_name: 'Ngata', portrait: null },
    completed: '2026-11-21',
    easier: false,
    expected: false,
    harder: true,
    rating: 4,
    features1: ['Muddy'],
    features2: ['Waterfalls'],
    comment: 'Wet but worth it: the falls were roaring.',
    attachments: [],
    created: '2026-11-22T01:00:00.000Z',
    edited: null,
    parent: { id: 2, title: 'Routeburn Track', thumbnail: null, type: 'Track', slug: 'routeburn-track' },
    pendingAttachmentsCount: 0,
    ...overrides,
  };
}

const routeburn = reviewFixture();
const mueller = reviewFixture({
  id: 12,
  completed: '2026-10-03',
  harder: false,
  rating: 5,
  features1: [],
  comment: 'Stars all night.',
  edited: '2026-11-24T20:00:00.000Z',
  parent: { id: 9, title: 'Mueller Hut', thumbnail: null, type: 'Hut', slug: 'mueller-hut' },
  pendingAttachmentsCount: 1,
});

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'POST events': { status: 202 } });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function answerReviews(list: Review[]) {
  api.on('GET reviews', { body: { list, all_loaded: true } });
}

async function openMyReviews() {
  const view = renderApp('/account/my-reviews', { session: memberSession(api) });
  await screen.findByRole('heading', { level: 1, name: 'My Reviews' });
  return view;
}

const tile = (place: string) => screen.findByRole('article', { name: `Your review of ${place}` });

describe('My Reviews (spec 2 §2)', () => {
  test('lists submitted reviews a page of 3 at a time, each with its place, dates, tag, stars and comment', async () => {
    answerReviews([routeburn, mueller]);
    await openMyReviews();

    expect(screen.getByRole('heading', { level: 2, name: 'Submitted reviews' })).toBeVisible();
    const first = await tile('Routeburn Track');
    expect(api.calls('GET reviews')[0]!.query.get('items')).toBe('3');
    expect(within(first).getByRole('link', { name: 'Routeburn Track' })).toHaveAttribute(
      'href',
      '/tracks/routeburn-track',
    );
    expect(first).toHaveTextContent('Completed Saturday 21 November 2026');
    expect(first).not.toHaveTextContent('Last edited');
    expect(within(first).getByText('Harder')).toBeVisible();
    expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    expect(first).toHaveTextContent('Wet but worth it');
    expect(first).not.toHaveTextContent('pending approval');

    // A hut's review has no difficulty; an edited review says when, as D/M/YY in New Zealand.
    const second = await tile('Mueller Hut');
    expect(second).toHaveTextContent('Last edited 25/11/26');
    expect(within(second).queryByText(/Easier|As Expected|Harder/)).not.toBeInTheDocument();
  });

  test('says how many photos wait for approval: 1 image, or N images', async () => {
    answerReviews([mueller, reviewFixture({ pendingAttachmentsCount: 2 })]);
    await openMyReviews();
    expect(await tile('Mueller Hut')).toHaveTextContent('1 image pending approval');
    expect(await tile('Routeburn Track')).toHaveTextContent('2 images pending approval');
  });

  test('with none it says "No reviews"', async () => {
    answerReviews([]);
    await openMyReviews();
    expect(await screen.findByRole('heading', { name: 'No reviews' })).toBeVisible();
  });

  test('Edit opens the review wizard with the review and its place', async () => {
    answerReviews([mueller]);
    const { user } = await openMyReviews();
    await user.click(
      within(await tile('Mueller Hut')).getByRole('button', { name: 'Edit your review of Mueller Hut' }),
    );
    expect(useReviewModal.getState().request).toEqual({
      place: { id: 9, type: 'Hut', title: 'Mueller Hut', slug: 'mueller-hut' },
      review: mueller,
    });
    expect(await screen.findByRole('dialog', { name: 'Edit your review of Mueller Hut' })).toBeVisible();
  });
});

describe('deleting a review (spec 2 §2, §4)', () => {
  test('asks first; the tile goes at once and comes back if the delete fails', async () => {
    answerReviews([routeburn, mueller]);
    const deleting = deferred();
    api.on('DELETE reviews', () => deleting.promise);
    const { user } = await openMyReviews();

    await user.click(
      within(await tile('Routeburn Track')).getByRole('button', {
        name: 'Delete your review of Routeburn Track',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete review' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: 'Your review of Routeburn Track' }),
      ).not.toBeInTheDocument(),
    );
    expect(api.calls('DELETE reviews')[0]!.query.get('id')).toBe('11');

    deleting.resolve({ status: 500, body: { error: 'Internal Server Error' } });
    expect(await tile('Routeburn Track')).toBeVisible();
    expect(await screen.findByText('We couldn’t delete your review of Routeburn Track')).toBeVisible();
    expect(screen.getByRole('article', { name: 'Your review of Mueller Hut' })).toBeVisible();
  });
});

describe('who may see it', () => {
  test('a visitor is sent home', async () => {
    const { router } = renderApp('/account/my-reviews');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
