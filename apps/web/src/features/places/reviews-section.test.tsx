import type { Review } from '@waymark/domain';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { locationFixture, stubCatalogueApi } from '@/test/catalogue-api-stub.ts';
import { renderApp } from '@/test/render-app.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await import('./location-screen.tsx');
}, 30_000);

afterEach(() => vi.unstubAllGlobals());

function reviewFixture(id: number, overrides: Partial<Review> = {}): Review {
  return {
    id,
    user: { first_name: `Walker${id}`, last_name: 'Smith', portrait: null },
    completed: '2026-10-04',
    easier: false,
    expected: true,
    harder: false,
    rating: 4,
    features1: [],
    features2: [],
    comment: `Review ${id} words.`,
    attachments: [],
    created: '2026-10-05T00:00:00Z',
    edited: null,
    parent: { id: 2, title: 'Routeburn Track', thumbnail: null, type: 'Track', slug: 'routeburn-track' },
    pendingAttachmentsCount: 0,
    ...overrides,
  };
}

async function reviewsOf(feedback: Review[], type: 'Track' | 'Hut' = 'Track') {
  const place =
    type === 'Track'
      ? locationFixture({ feedback, average_rating: 4, rating_count: feedback.length })
      : locationFixture({ id: 40, type: 'Hut', slug: 'mueller-hut', title: 'Mueller Hut', feedback });
  stubCatalogueApi({ places: [place] });
  const view = renderApp(type === 'Track' ? '/tracks/routeburn-track' : '/huts/mueller-hut');
  return { ...view, reviews: await screen.findByRole('region', { name: 'Reviews' }) };
}

describe('the reviews section (spec 2 §2)', () => {
  test('the first 4 reviews show, then Show all / Show less', async () => {
    const { user, reviews } = await reviewsOf([1, 2, 3, 4, 5, 6].map((id) => reviewFixture(id)));
    expect(within(reviews).getAllByRole('article')).toHaveLength(4);
    await user.click(within(reviews).getByRole('button', { name: 'Show all 6 reviews' }));
    expect(within(reviews).getAllByRole('article')).toHaveLength(6);
    await user.click(within(reviews).getByRole('button', { name: 'Show less' }));
    expect(within(reviews).getAllByRole('article')).toHaveLength(4);
  });

  test('a review shows who, when, how they found it, their stars, tags, words and photos', async () => {
    const { user, reviews } = await reviewsOf([
      reviewFixture(1, {
        user: { first_name: 'Aroha', last_name: 'Ngata', portrait: null },
        completed: '2026-02-14',
        expected: false,
        harder: true,
        rating: 3,
        features1: ['Muddy', 'Stairs', 'Snow/Ice'],
        features2: ['Waterfalls', 'Scenic views', 'Native birds', 'Cool bridges'],
        comment: 'Snow on the saddle.',
        attachments: [{ id: 9, url: '/photo-9.jpg' }],
      }),
    ]);
    const review = within(reviews).getByRole('article', { name: 'Review by Aroha Ngata' });
    expect(within(review).getByText('AN')).toBeInTheDocument();
    expect(within(review).getByText('Completed February 2026')).toBeInTheDocument();
    expect(within(review).getByText('Harder')).toBeInTheDocument();
    expect(within(review).getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
    expect(within(review).getByText('Snow on the saddle.')).toBeInTheDocument();

    const tags = within(review).getByRole('list', { name: 'What they noted' });
    expect(within(tags).getAllByRole('listitem')).toHaveLength(6);
    await user.click(within(tags).getByRole('button', { name: 'View all + (2)' }));
    expect(within(tags).getByText('Cool bridges')).toBeInTheDocument();

    await user.click(within(review).getByRole('button', { name: 'Open photo 1 by Aroha Ngata' }));
    const photo = await screen.findByRole('dialog', { name: 'Photo by Aroha Ngata' });
    expect(within(photo).getByRole('img')).toHaveAttribute('src', '/photo-9.jpg');
  });

  test('the slider shows the average of how walkers found the track', async () => {
    const { reviews } = await reviewsOf([
      reviewFixture(1, { expected: false, harder: true }),
      reviewFixture(2, { expected: false, harder: true }),
    ]);
    const meter = within(reviews).getByRole('meter', { name: 'How walkers found it' });
    expect(meter).toHaveAttribute('aria-valuenow', '100');
    expect(meter).toHaveAttribute('aria-valuetext', 'Harder than expected (2 reviews)');
  });

  test('a hut has no slider and no difficulty tag', async () => {
    const { reviews } = await reviewsOf([reviewFixture(1)], 'Hut');
    expect(within(reviews).queryByRole('meter')).not.toBeInTheDocument();
    expect(within(reviews).getByRole('article')).not.toHaveTextContent('As Expected');
    expect(within(reviews).getByRole('button', { name: 'Write a review' })).toBeInTheDocument();
  });
});
