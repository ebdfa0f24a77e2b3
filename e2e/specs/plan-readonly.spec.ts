import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  createActivatedAccount,
  FIRST_PASSWORD,
  freshEmail,
  logIn,
  setUpProfile,
} from '../support/accounts.ts';

/** The read-only trip plan (spec 3): what the group and the people at home read from the link. */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** The signed-in page's access token, as the app keeps it, for setting up through the API. */
async function bearerOf(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('waymark') ?? '{}') as {
          state?: { accessToken?: { access_token?: string } };
        }
      ).state?.accessToken?.access_token,
  );
  if (!token) throw new Error('not signed in');
  return { authorization: `Bearer ${token}` };
}

async function member(page: Page, first: string) {
  const email = freshEmail(first.toLowerCase());
  await createActivatedAccount(page, email);
  await logIn(page, email, FIRST_PASSWORD);
  await setUpProfile(page, first, 'Walker');
  return email;
}

function nzDay(daysAhead: number): string {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(day);
}

test('a published plan reads the same to anyone with its link; its owner edits, a group member accepts', async ({
  page,
  browser,
}) => {
  const friend = await browser.newPage({ viewport: PHONE });
  const friendEmail = await member(friend, 'Aroha');

  await member(page, 'Hine');
  const headers = await bearerOf(page);
  const contact = async (data: object) => {
    const res = await page.request.post('/api/v1/user/contact', { headers, data });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { new_contact: { id: number } }).new_contact.id;
  };
  const aroha = await contact({ first_name: 'Aroha', last_name: 'Walker', email: friendEmail });
  const mum = await contact({
    first_name: 'Mere',
    last_name: 'Home',
    email: 'mere-home@example.nz',
    phone: '021 555 0133',
  });
  const place = (await (await page.request.get('/api/v1/tracks/routeburn-track')).json()) as { id: number };
  const day = nzDay(10);
  const time = (hour: string, meridiem: string) => ({ hour, minute: '00', meridiem, valid: true });
  const created = await page.request.post('/api/v1/plan', {
    headers,
    data: {
      location: { id: place.id },
      custom_trip_name: 'Key Summit day walk',
      date: { start: day, end: day, start_time: time('08', 'AM'), end_time: time('04', 'PM') },
      contacts: [aroha],
      emergency_contact: mum,
      vehicle: { description: 'Silver Subaru', registration: 'HIN3', parked_at: 'The Divide shelter' },
      is_published: true,
    },
  });
  expect(created.status()).toBe(201);
  const { guid } = (await created.json()) as { guid: string };

  await test.step('the owner sees Edit plan, and the empty note says so', async () => {
    await page.goto(`/plan/${guid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Key Summit day walk' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit plan' })).toBeVisible();
    await expect(page.getByText("You've been added to this trip plan")).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Trip notes' })).toContainText('The note is empty');
  });

  await test.step('someone at home opens the link without an account', async () => {
    const home = await browser.newPage({ viewport: PHONE });
    await home.goto(`/plan/${guid}`);
    await expect(home.getByText("You've been added to this trip plan")).toBeVisible();
    await expect(home.getByRole('link', { name: 'Edit plan' })).toHaveCount(0);
    const emergency = home.getByRole('region', { name: 'Emergency contact' });
    await expect(emergency).toContainText('Mere Home');
    await expect(emergency.getByRole('link', { name: '021 555 0133' })).toHaveAttribute(
      'href',
      'tel:0215550133',
    );
    // A link reader sees names and phones, not email addresses.
    await expect(home.getByText('mere-home@example.nz')).toHaveCount(0);
    await expect(home.getByRole('region', { name: 'Safety details' })).toContainText(
      'Silver Subaru, HIN3, parked at The Divide shelter',
    );
    await home.getByRole('link', { name: 'Weather for these dates' }).click();
    await expect(home).toHaveURL(`/plan/${guid}/weather`);
    await home.close();
  });

  await test.step('the group member accepts the plan', async () => {
    await friend.goto(`/plan/${guid}`);
    await expect(friend.getByText('Accept it to help keep it up to date')).toBeVisible();
    await friend.getByRole('button', { name: 'Accept' }).click();
    await expect(friend.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await friend.reload();
    await expect(friend.getByRole('heading', { level: 1, name: 'Key Summit day walk' })).toBeVisible();
    await expect(friend.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  });

  await test.step('a link to no plan ends on Page not found', async () => {
    await page.goto('/plan/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page).toHaveURL('/404');
  });
  await friend.close();
});
