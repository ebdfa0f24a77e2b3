import { LocationSchema, nzDateOf, ReviewSavedSchema } from '@waymark/domain';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../fixtures.ts';
import {
  bearerOf,
  createActivatedAccount,
  FIRST_PASSWORD,
  freshEmail,
  logIn,
  setUpProfile,
  signedInMember,
} from '../support/accounts.ts';
import { MAIN_ADMIN_TOKEN } from '../support/source-scenario.ts';

/**
 * Review photos wait for staff (docs/decisions/019-reviews.md): the reviewer sees how many wait,
 * staff approve or reject each, and nobody else may.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
// A whole journey across devices: several logins on a machine the suite shares.
test.setTimeout(120_000);

const PLACE = 'copland-track';
const STAFF_ONLY = 'Only Waymark staff can moderate review photos.';

/** A small JPEG of one colour, as a phone would send. */
function photo(colour: { r: number; g: number; b: number }) {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

async function placeId(request: APIRequestContext): Promise<number> {
  const res = await request.get(`/api/v1/tracks/${PLACE}`);
  expect(res.status()).toBe(200);
  return LocationSchema.parse(await res.json()).id;
}

async function newDevice(browser: Browser) {
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'en-NZ',
    timezoneId: 'Pacific/Auckland',
  });
  return { context, page: await context.newPage() };
}

async function staffMember(page: Page): Promise<void> {
  const email = freshEmail('ranger');
  await createActivatedAccount(page, email);
  // Through the running server: the embedded database has one opener.
  const promoted = await page.request.post('/api/v1/admin/users/role', {
    headers: { authorization: `Bearer ${MAIN_ADMIN_TOKEN}` },
    data: { email, role: 'staff' },
  });
  expect(promoted.status()).toBe(200);
  await logIn(page, email, FIRST_PASSWORD);
  await setUpProfile(page, 'Ranger', 'Staff');
}

test('photos wait for staff: the reviewer sees them counted, staff approve one and reject one, others may not', async ({
  page,
  browser,
}) => {
  await signedInMember(page, 'Tama');
  const reviewer = await bearerOf(page);
  const id = await placeId(page.request);

  const reviewId =
    await test.step('the reviewer reviews a track with two photos through the API', async () => {
      const saved = await page.request.post(`/api/v1/track/${id}/feedback`, {
        headers: reviewer,
        data: {
          type: 'track',
          date: nzDateOf(new Date()),
          difficulty: 'expected',
          rating: 5,
          comment: 'Hot pools at the end of a long wet day.',
          features2: ['Scenic views'],
          numImages: 2,
        },
      });
      expect(saved.status()).toBe(201);
      const { reviewID } = ReviewSavedSchema.parse(await saved.json());
      for (const [name, colour] of [
        ['river.jpg', { r: 40, g: 90, b: 160 }],
        ['hut.jpg', { r: 160, g: 90, b: 40 }],
      ] as const) {
        const attached = await page.request.post(`/api/v1/review/${reviewID}/attach`, {
          headers: reviewer,
          multipart: { file: { name, mimeType: 'image/jpeg', buffer: await photo(colour) } },
        });
        expect(attached.status()).toBe(201);
      }
      return reviewID;
    });

  await test.step('their My Reviews says both are waiting', async () => {
    await page.goto('/account/my-reviews');
    const tile = page.getByRole('article', { name: 'Your review of Copland Track' });
    await expect(tile.getByText('2 images pending approval')).toBeVisible();
  });

  await test.step('a member who is not staff is told so, and every moderation call is refused', async () => {
    const { context, page: member } = await newDevice(browser);
    try {
      await signedInMember(member, 'Mere');
      await member.goto('/account/review-photos');
      await expect(member.getByRole('heading', { name: STAFF_ONLY })).toBeVisible();
      const headers = await bearerOf(member);
      const pending = await member.request.get('/api/v1/review-photos/pending', { headers });
      expect(pending.status()).toBe(403);
      expect(await pending.json()).toEqual({ error: STAFF_ONLY });
      for (const action of ['approve', 'reject']) {
        const decided = await member.request.post(`/api/v1/review-photos/1/${action}`, { headers });
        expect(decided.status()).toBe(403);
      }
      // Nor do they find the way there.
      await member.getByRole('button', { name: 'Profile menu' }).click();
      await expect(member.getByRole('link', { name: 'My Reviews' })).toBeVisible();
      await expect(member.getByRole('link', { name: 'Review photos' })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  await test.step('staff find the waiting photos from the profile menu, approve one and reject the other', async () => {
    const { context, page: staff } = await newDevice(browser);
    try {
      await staffMember(staff);
      await staff.getByRole('button', { name: 'Profile menu' }).click();
      await staff.getByRole('link', { name: 'Review photos' }).click();
      await expect(staff.getByRole('heading', { level: 1, name: 'Review photos' })).toBeVisible();

      const waiting = staff.getByRole('article', { name: 'Photo of Copland Track' });
      await expect(waiting).toHaveCount(2);
      // The private photo is read with the token and shown.
      await expect(
        waiting.first().getByRole('img', { name: 'Review photo of Copland Track' }),
      ).toHaveJSProperty('naturalWidth', 64);
      await waiting.first().getByRole('button', { name: 'Approve photo of Copland Track' }).click();
      await expect(waiting).toHaveCount(1);
      await waiting.first().getByRole('button', { name: 'Reject photo of Copland Track' }).click();
      await expect(waiting).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  await test.step('the reviewer now sees the approved photo and nothing waiting; so does the place', async () => {
    await page.reload();
    const tile = page.getByRole('article', { name: 'Your review of Copland Track' });
    await expect(tile.getByRole('img', { name: /^Photo 1 of your review/ })).toBeVisible();
    await expect(tile.getByRole('img', { name: /^Photo 2 of your review/ })).toHaveCount(0);
    await expect(tile.getByText(/pending approval/)).toHaveCount(0);

    const place = LocationSchema.parse(await (await page.request.get(`/api/v1/tracks/${PLACE}`)).json());
    const review = place.feedback.find((one) => one.id === reviewId);
    expect(review?.attachments).toHaveLength(1);
  });
});
