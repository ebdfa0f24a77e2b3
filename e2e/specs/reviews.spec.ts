import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../fixtures.ts';
import {
  bearerOf,
  createActivatedAccount,
  FIRST_PASSWORD,
  freshEmail,
  signedInMember,
} from '../support/accounts.ts';
import { wcagViolations } from '../support/accessibility.ts';

/** Reviews (issue 16, spec 2 §2 "Review wizard", §5): written in the wizard, shown on the place page. */

// Each journey signs people up, logs in and sends photos: longer than the default 30 s.
test.setTimeout(90_000);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A member set up through the API, as if they had done it in the app: their email and bearer header. */
async function apiMember(request: APIRequestContext, page: Page, firstName: string) {
  const email = freshEmail(firstName.toLowerCase());
  await createActivatedAccount(page, email);
  const token = await request.post('/api/v1/auth/oauth', {
    data: {
      grant_type: 'password',
      client_id: 'waymark-web',
      client_secret: 'waymark-web-public',
      username: email,
      password: FIRST_PASSWORD,
    },
  });
  expect(token.status()).toBe(200);
  const headers = {
    authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}`,
  };
  const profile = await request.put('/api/v1/user', {
    headers,
    data: { firstname: firstName, lastname: 'Walker', gender: 'Female', level: 'Intermediate' },
  });
  expect(profile.status()).toBe(200);
  return { email, headers };
}

async function placeId(request: APIRequestContext, path: string): Promise<number> {
  const res = await request.get(`/api/v1/${path}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

/** A phone photo: 4000×3000 with where it was taken in its EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#4a7c59' } })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '45/1 0/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '168/1 44/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();

const smallPng = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#e2680f' } })
    .png()
    .toBuffer();

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a visitor logs in from Write a review, reviews with photos, and the place shows it', async ({
    page,
    request,
  }) => {
    // The header shows stars once two people have rated: someone else reviewed it first.
    const other = await apiMember(request, page, 'Mere');
    const robRoy = await placeId(request, 'tracks/rob-roy-track');
    const first = await request.post(`/api/v1/track/${robRoy}/feedback`, {
      headers: other.headers,
      data: {
        type: 'track',
        date: '2026-01-10',
        difficulty: 'expected',
        rating: 5,
        comment: 'Glacier views.',
      },
    });
    expect(first.status()).toBe(201);
    const walker = await apiMember(request, page, 'Hana');

    await page.goto('/tracks/rob-roy-track');
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await reviews.getByRole('button', { name: 'Write a review' }).click();
    const login = page.getByRole('dialog', {
      name: 'To leave a review, please log in or create a free account',
    });
    await login.getByLabel('Email').fill(walker.email);
    await login.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();

    const wizard = page.getByRole('dialog', { name: 'Review Rob Roy Track' });
    await expect(wizard).toBeVisible();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText('Please pick a date')).toBeVisible();
    await wizard.getByLabel('When did you complete the track?').fill('2026-02-14');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('radio', { name: 'Harder' }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('radio', { name: '4 stars' }).check();
    await wizard
      .getByLabel(/Tell other walkers about the track/)
      .fill('Steep and windy near the top, worth it.');
    await expect(wizard.getByText('961 characters left')).toBeVisible();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Steep terrain' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Scenic views' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();

    const photos = wizard.getByLabel('Choose photos');
    await photos.setInputFiles([
      { name: 'glacier.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() },
      { name: 'map.png', mimeType: 'image/png', buffer: await smallPng() },
      // A PDF with a photo's name: the browser calls it a JPEG, the server reads its bytes.
      {
        name: 'permit.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'),
      },
    ]);
    await expect(wizard.getByRole('img')).toHaveCount(3);
    await photos.setInputFiles([{ name: 'one-more.png', mimeType: 'image/png', buffer: await smallPng() }]);
    await expect(wizard.getByRole('alert')).toContainText('You can only attach max 3 photos.');
    await expect(wizard.getByRole('img')).toHaveCount(3);
    expect(await wcagViolations(page)).toEqual([]);

    await wizard.getByRole('button', { name: 'Submit review' }).click();
    await expect(wizard.getByRole('alert')).toHaveText('permit.jpg: Please attach a JPEG or PNG photo.');
    // The review and the two real photos are saved; what is left is to drop the refused file.
    await expect(wizard.getByText('Waiting for approval')).toHaveCount(2);
    await wizard.getByRole('button', { name: 'Remove permit.jpg' }).click();
    await wizard.getByRole('button', { name: 'Update review' }).click();

    const thanks = page.getByRole('dialog', { name: 'Thank you for your review' });
    await expect(thanks).toContainText(
      'Your images will be approved by an administrator before they are shown.',
    );
    await thanks.getByRole('button', { name: 'Close' }).first().click();
    await expect(thanks).toBeHidden();

    await expect(page.getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' })).toBeVisible();
    const mine = reviews.getByRole('article', { name: 'Review by Hana Walker' });
    await expect(mine).toContainText('Completed February 2026');
    await expect(mine).toContainText('Harder');
    await expect(mine).toContainText('Steep and windy near the top, worth it.');
    await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();

    // What was stored has been made safe: no bigger than 1280×720, and no EXIF (no GPS).
    const headers = await bearerOf(page);
    const listed = await page.request.get('/api/v1/reviews?page=0&items=3', { headers });
    const [review] = ((await listed.json()) as { list: { attachments: { id: number }[] }[] }).list;
    expect(review!.attachments).toHaveLength(2);
    for (const attachment of review!.attachments) {
      const file = await page.request.get(`/api/v1/review-photos/${attachment.id}/file`, { headers });
      expect(file.status()).toBe(200);
      const metadata = await sharp(await file.body()).metadata();
      expect(metadata.width).toBeLessThanOrEqual(1280);
      expect(metadata.height).toBeLessThanOrEqual(720);
      expect(metadata.exif).toBeUndefined();
    }

    // The stars in the header ask for a review too; a second one is refused in the server's words.
    await page.getByRole('button', { name: /Rated 4.5 out of 5 from 2 reviews/ }).click();
    const again = page.getByRole('dialog', { name: 'Review Rob Roy Track' });
    await again.getByLabel('When did you complete the track?').fill('2026-02-15');
    await again.getByRole('button', { name: 'Next' }).click();
    await again.getByRole('radio', { name: 'Easier' }).check();
    await again.getByRole('button', { name: 'Next' }).click();
    await again.getByRole('radio', { name: '3 stars' }).check();
    for (let step = 0; step < 3; step += 1) await again.getByRole('button', { name: 'Next' }).click();
    await again.getByRole('button', { name: 'Submit review' }).click();
    await expect(again.getByRole('alert')).toContainText('You have already reviewed this place.');
    await expect(again.getByRole('link', { name: 'Go to My Reviews' })).toBeVisible();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('a signed-in walker reviews a hut in four steps, with no difficulty', async ({ page }) => {
    await signedInMember(page, 'Tama');
    await page.goto('/huts/luxmore-hut');
    await page
      .getByRole('region', { name: 'Reviews' })
      .getByRole('button', { name: 'Write a review' })
      .click();
    const wizard = page.getByRole('dialog', { name: 'Review Luxmore Hut' });
    await expect(wizard.getByText('Step 1 of 4')).toBeVisible();
    await wizard.getByLabel('When did you complete the hut?').fill('2026-03-01');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText('Please rate the hut.')).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    await wizard.getByRole('radio', { name: '5 stars' }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Native birds' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Submit review' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you for your review' });
    await expect(thanks).toBeVisible();
    await expect(thanks).not.toContainText('approved by an administrator');
    await thanks.getByRole('button', { name: 'Close' }).first().click();

    const mine = page.getByRole('article', { name: 'Review by Tama Walker' });
    await expect(mine).toContainText('Completed March 2026');
    await expect(mine).toContainText('Native birds');
    await expect(mine).not.toContainText('As Expected');
  });
});
