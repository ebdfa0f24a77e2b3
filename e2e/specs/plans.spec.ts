import { expect, test } from '../fixtures.ts';
import { bearerOf, signedInMember } from '../support/accounts.ts';
import { dayTrip, savePlan } from '../support/plans.ts';

// Whole journeys: sign-ups, then a plan made, shared and opened by a second person; on a busy
// machine these pass 30 s without anything being wrong.
test.describe.configure({ timeout: 60_000 });

/** The read-only trip plan and My Walks (spec 3): what the group and the people at home read from the link. */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

test('a published plan reads by its link with phones, the car only for its people; its owner edits, a group member accepts', async ({
  page,
  browser,
}) => {
  const friend = await browser.newPage({ viewport: PHONE });
  const friendEmail = await signedInMember(friend, 'Aroha');

  await signedInMember(page, 'Hine');
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
  const { guid } = await savePlan(page, 'routeburn-track', {
    custom_trip_name: 'Key Summit day walk',
    date: dayTrip(10),
    contacts: [aroha],
    emergency_contact: mum,
    vehicle: { description: 'Silver Subaru', registration: 'HIN3', parked_at: 'The Divide shelter' },
    is_published: true,
  });

  await test.step('the owner sees Edit plan, and the empty note says so', async () => {
    await page.goto(`/plan/${guid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Key Summit day walk' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit plan' })).toBeVisible();
    await expect(page.getByText("You've been added to this trip plan")).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Trip notes' })).toContainText('The note is empty');
    await expect(page.getByRole('region', { name: 'Safety details' })).toContainText(
      'Silver Subaru, HIN3, parked at The Divide shelter',
    );
  });

  await test.step('someone at home opens the link without an account', async () => {
    const home = await browser.newPage({ viewport: PHONE });
    await home.goto(`/plan/${guid}`);
    await expect(home.getByText("You've been added to this trip plan")).toBeVisible();
    await expect(home.getByRole('button', { name: 'Edit plan' })).toHaveCount(0);
    // A link reader sees who is going and who is at home with their phones, not email addresses
    // nor where the car is left (decision 025): the overdue mail and its PDF carry the car.
    const emergency = home.getByRole('region', { name: 'Emergency contact' });
    await expect(emergency).toContainText('Mere Home');
    await expect(emergency.getByRole('link', { name: '021 555 0133' })).toHaveAttribute(
      'href',
      'tel:0215550133',
    );
    await expect(home.getByText('mere-home@example.nz')).toHaveCount(0);
    const safety = home.getByRole('region', { name: 'Safety details' });
    await expect(safety).toContainText('Shown to the people on this trip');
    await expect(safety).not.toContainText('HIN3');
    await home.getByRole('link', { name: 'Weather for these dates' }).click();
    await expect(home).toHaveURL(`/plan/${guid}/weather`);
    await expect(home.getByRole('heading', { level: 1, name: 'Key Summit day walk' })).toBeVisible();
    await expect(home.getByText('Routeburn Track')).toBeVisible();
    await expect(home.getByRole('region', { name: 'Weather forecast' })).toBeVisible();
    await home.goto(`/plan/${guid}/alerts`);
    await expect(home.getByRole('region', { name: 'Alerts & Weather Warnings' })).toBeVisible();
    // The plan's page names the screen: one title, not the panel's as well.
    await expect(home).toHaveTitle(/^Key Summit day walk \|/);
    expect(await home.locator('head title').count()).toBe(1);
    await home.getByRole('link', { name: 'Back to the plan' }).click();
    await expect(home).toHaveURL(`/plan/${guid}`);
    await home.close();
  });

  await test.step('the group member accepts the plan, which then opens in the editor (spec 3 §4)', async () => {
    await friend.goto(`/plan/${guid}`);
    await expect(friend.getByText('Accept it to help keep it up to date')).toBeVisible();
    await friend.getByRole('button', { name: 'Accept' }).click();
    await expect(friend).toHaveURL('/tracks/routeburn-track/plan');
    await expect(friend.getByLabel('Name your trip')).toHaveValue('Key Summit day walk');
    await friend.goto(`/plan/${guid}`);
    await expect(friend.getByRole('heading', { level: 1, name: 'Key Summit day walk' })).toBeVisible();
    await expect(friend.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  });

  await test.step('a link to no plan ends on Page not found', async () => {
    await page.goto('/plan/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page).toHaveURL('/404');
  });
  await friend.close();
});

test('My Walks groups the trips, a shared one is declined there, and an own draft is deleted after confirming', async ({
  page,
  browser,
}) => {
  const friend = await browser.newPage({ viewport: PHONE });
  const friendEmail = await signedInMember(friend, 'Tama');
  await signedInMember(page, 'Rangi');
  const contact = await page.request.post('/api/v1/user/contact', {
    headers: await bearerOf(page),
    data: { first_name: 'Tama', last_name: 'Walker', email: friendEmail },
  });
  const tama = ((await contact.json()) as { new_contact: { id: number } }).new_contact.id;
  const date = dayTrip(20);
  await savePlan(page, 'routeburn-track', {
    custom_trip_name: 'Harris Saddle',
    date,
    contacts: [tama],
    is_published: true,
  });
  await savePlan(page, 'routeburn-track', { custom_trip_name: 'Maybe Lake Marian', date });

  await page.goto('/account/my-walks');
  await expect(page.getByRole('region', { name: 'Upcoming trips' }).getByRole('article')).toHaveText([
    /Harris Saddle/,
  ]);
  const drafts = page.getByRole('region', { name: 'Draft trips' });
  await expect(drafts.getByRole('article')).toHaveText([/Maybe Lake Marian/]);
  await drafts.getByRole('button', { name: 'Delete Maybe Lake Marian' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this trip plan?' })
    .getByRole('button', { name: 'Delete plan' })
    .click();
  await expect(page.getByRole('region', { name: 'Draft trips' })).toHaveCount(0);

  await friend.goto('/account/my-walks');
  const shared = friend.getByRole('article', { name: 'Harris Saddle' });
  await expect(shared.getByText('Invitation')).toBeVisible();
  await expect(shared.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await shared.getByRole('button', { name: 'Decline' }).click();
  await expect(friend.getByRole('heading', { name: 'No saved trips' })).toBeVisible();
  // Declining took only the share: the owner's plan is as it was.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Upcoming trips' }).getByRole('article')).toHaveText([
    /Harris Saddle/,
  ]);
  await friend.close();
});
