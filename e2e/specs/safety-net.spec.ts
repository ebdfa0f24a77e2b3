import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  addDays,
  alarmInstant,
  CustomTrackSchema,
  nzDateOf,
  planDateFromPlanDates,
  PlanListSchema,
} from '@waymark/domain';
import {
  createActivatedAccount,
  FIRST_PASSWORD,
  freshEmail,
  logIn,
  setUpProfile,
  bearerOf,
} from '../support/accounts.ts';
import { addContact, openSection } from '../drivers/plan-editor-driver.ts';
import { pickDays } from '../drivers/trip-dates-driver.ts';
import { dataDirOf, emailsTo, newestEmailTo } from '../support/outbox.ts';
import { savePlan } from '../support/plans.ts';
import {
  ISSUE_SAFETY_WARNING_URL,
  SAFETY_ADMIN_TOKEN,
  SAFETY_URL,
  TRACK_UNDER_WARNING,
} from '../support/source-scenario.ts';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/**
 * The safety net in a real browser against its own server (issue 14 acceptance 3 and 4): the
 * overdue escalation with the plan's PDF, "I'm back safe" from the mailed link, and a changed
 * MetService warning told once by mail and under the bell. This server's clock is moved through
 * its CLOCK_FILE, so these journeys run one after the other, the clock only ever going forward.
 */

test.use({ baseURL: SAFETY_URL, viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial' });

const clockFile = () => path.join(dataDirOf('safety'), 'clock-offset');
/** The safety server's clock runs `ms` ahead of real time from now on. */
const moveServerClock = (ms: number) => writeFileSync(clockFile(), String(ms));

/** A new member of the safety server, logged in and set up on `page`: their address. */
async function member(page: Page, firstName: string) {
  const email = freshEmail(firstName.toLowerCase());
  await createActivatedAccount(page, email, FIRST_PASSWORD, 'safety');
  await logIn(page, email, FIRST_PASSWORD);
  await setUpProfile(page, firstName, 'Walker');
  return email;
}

async function emergencyContact(page: Page, email: string): Promise<number> {
  const res = await page.request.post('/api/v1/user/contact', {
    headers: await bearerOf(page),
    data: { first_name: 'Moana', last_name: 'Home', email, phone: '021 555 0111', relationship: 'Partner' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { new_contact: { id: number } }).new_contact.id;
}

test('a changed MetService warning over a saved trip: one mail and one notice under the bell, and no more on the next refresh', async ({
  page,
}) => {
  const email = await member(page, 'Tui');
  const today = nzDateOf(new Date());
  await savePlan(page, TRACK_UNDER_WARNING.slug, {
    custom_trip_name: 'Crossing with the kids',
    date: planDateFromPlanDates({
      date: { start: today, end: addDays(today, 1) },
      start_time: '08:00',
      end_time: '16:00',
    }),
    emergency_contact: await emergencyContact(page, freshEmail('home')),
    is_published: true,
  });

  const refresh = async () => {
    const res = await page.request.post('/api/v1/admin/refresh/metservice', {
      headers: { authorization: `Bearer ${SAFETY_ADMIN_TOKEN}` },
    });
    expect(res.status()).toBe(200);
  };
  expect((await page.request.post(ISSUE_SAFETY_WARNING_URL)).status()).toBe(201);
  await refresh();

  const changed = (mail: { subject: string }) =>
    mail.subject === 'Alerts have changed for your trip: Crossing with the kids';
  const mail = await newestEmailTo(email, changed, 15_000, 'safety');
  expect(mail.body).toContain('New MetService alert: Strong Wind Warning - Orange');

  // On a phone the bell is a link to the notifications page.
  await page.goto('/tracks');
  const bell = page.getByRole('link', { name: /^Notifications, 1 unread/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL('/account/notifications');
  await expect(page.getByText('Alerts changed: Crossing with the kids')).toBeVisible();

  await refresh();
  // Two passes of the sender later, still one mail and one notice.
  await page.waitForTimeout(1_500);
  expect((await emailsTo(email, 'safety')).filter(changed)).toHaveLength(1);
  await page.goto('/tracks');
  await expect(page.getByRole('link', { name: /^Notifications, 1 unread/ })).toBeVisible();
});

test('nobody checks in: the emergency contact gets the escalation with the plan attached, then "back safe" once the owner checks in from the mail', async ({
  page,
}) => {
  const email = await member(page, 'Aroha');
  const home = freshEmail('moana');
  const today = nzDateOf(new Date());
  const date = planDateFromPlanDates({
    date: { start: today, end: today },
    start_time: '00:00',
    end_time: '23:30',
  });
  await savePlan(page, 'routeburn-track', {
    custom_trip_name: 'Routeburn day walk',
    date,
    emergency_contact: await emergencyContact(page, home),
    grace_hours: 1,
    vehicle: { description: 'Silver Corolla', registration: 'TUI42', parked_at: 'The Divide' },
    is_published: true,
  });

  // The trip ended three hours ago: past its end, and past the alarm an hour after that.
  moveServerClock(alarmInstant(date, 1).getTime() + 2 * 3_600_000 - Date.now());

  const escalation = await newestEmailTo(home, (m) => m.subject.includes('is overdue'), 20_000, 'safety');
  expect(escalation.subject).toBe('Aroha is overdue from their trip: Routeburn day walk');
  expect(escalation.body).toContain('call 111 and ask for the Police');
  expect(escalation.body).toContain('Silver Corolla, registration TUI42, parked at The Divide');
  expect(escalation.body).toMatch(
    /Content-Type: application\/pdf; name="Trip Plan - Routeburn day walk.pdf"/,
  );

  const checkIn = await newestEmailTo(
    email,
    (m) => m.subject === 'Are you back? Routeburn day walk',
    10_000,
    'safety',
  );
  const link = /https?:\/\/\S+\/check-in\/[A-Za-z0-9_-]{43}/.exec(checkIn.body)?.[0];
  expect(link).toBeDefined();

  // The owner opens the link on their phone, logged out, and checks in.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(link!);
  await page.getByRole('button', { name: 'I’m back safe' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();

  const backSafe = await newestEmailTo(home, (m) => m.subject.includes('back safe'), 15_000, 'safety');
  expect(backSafe.subject).toBe('Aroha is back safe: Routeburn day walk');
});

test('a trip planned on someone else’s custom track outlives its maker’s edit and delete: the emergency contact still gets the escalation with the route as planned (issue 27)', async ({
  page,
  browser,
}) => {
  // Two people sign up, a plan is made in the editor, and the safety net runs: a long journey.
  test.slow();
  const ROUTE = 'Roys Peak loop';
  const RENAMED = 'Diamond Lake instead';
  const TRIP = 'Sunrise on Roys Peak';
  const maker = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await member(maker, 'Rewi');
  const saved = await maker.request.post('/api/v1/custom-track', {
    headers: await bearerOf(maker),
    data: {
      title: ROUTE,
      description: 'Up the zigzags and back by the ridge.',
      markers: [
        { lng: 169.05, lat: -44.63, snap: false },
        { lng: 169.07, lat: -44.62, snap: false },
        { lng: 169.1, lat: -44.64, snap: false },
      ],
    },
  });
  expect(saved.status()).toBe(201);
  const trackId = ((await saved.json()) as { id: string }).id;

  await member(page, 'Kiri');
  const home = freshEmail('moana');
  // After the trips of the journeys before this one, so the server's clock only moves forward.
  const tripDay = addDays(nzDateOf(new Date()), 2);
  await test.step('Kiri opens Rewi’s track from his link and publishes a trip on it, Moana at home as her emergency contact', async () => {
    await page.goto(`/custom-tracks/${trackId}`);
    await expect(page.getByRole('heading', { level: 1, name: ROUTE })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Custom track sections' })
      .getByRole('link', { name: 'Plan' })
      .click();
    await expect(page).toHaveURL(`/custom-tracks/${trackId}/plan`);
    await page.getByRole('link', { name: 'Add trip dates' }).click();
    await pickDays(page.getByRole('main'), [tripDay, tripDay]);
    await page.getByRole('button', { name: 'Save trip dates' }).click();
    await expect(page).toHaveURL(`/custom-tracks/${trackId}/plan`);
    await page.getByLabel('Name your trip').fill(TRIP);
    await openSection(page, 'Emergency contact');
    await page
      .getByRole('region', { name: 'Emergency contact' })
      .getByRole('button', { name: 'Add a new contact' })
      .click();
    await addContact(page, { first: 'Moana', last: 'Home', email: home, phone: '021 555 0111' });
    await expect(page.getByRole('radio', { name: /Moana Home/ })).toBeChecked();
    await page.getByRole('button', { name: 'Save and share your plan' }).click();
    const phone = page.getByRole('dialog', { name: 'Your phone number' });
    await phone.getByLabel('Phone').fill('027 555 0177');
    await phone.getByRole('button', { name: 'Save and continue' }).click();
    await page
      .getByRole('dialog', { name: 'Share your plan?' })
      .getByRole('button', { name: 'Share plan' })
      .click();
    await expect(page).toHaveURL('/plan-complete');
  });

  await test.step('Rewi renames his track and moves its markers, then deletes it, and no plan of Kiri’s is named', async () => {
    const changed = await maker.request.put(`/api/v1/custom-track/${trackId}`, {
      headers: await bearerOf(maker),
      data: {
        title: RENAMED,
        description: 'Not up Roys after all.',
        markers: [
          { lng: 169.2, lat: -44.55, snap: false },
          { lng: 169.22, lat: -44.56, snap: false },
        ],
      },
    });
    expect(changed.status()).toBe(200);
    await maker.goto('/account/my-custom-tracks');
    await maker
      .getByRole('article', { name: RENAMED })
      .getByRole('button', { name: `Delete ${RENAMED}` })
      .click();
    const dialog = maker.getByRole('dialog', { name: 'Delete this custom track?' });
    await expect(dialog).toContainText(`${RENAMED} will be deleted. This can’t be undone.`);
    await dialog.getByRole('button', { name: 'Delete track' }).click();
    await expect(maker.getByRole('article', { name: RENAMED })).toHaveCount(0);
    expect((await maker.request.get(`/api/v1/custom-track/${trackId}`)).status()).toBe(404);
    await maker.close();
  });

  await test.step('Kiri’s plan is still in My Walks, and reads as she planned it', async () => {
    await page.goto('/account/my-walks');
    const walk = page.getByRole('region', { name: 'Upcoming trips' }).getByRole('article', { name: TRIP });
    await expect(walk).toContainText(ROUTE);
    await walk.getByRole('link', { name: TRIP }).click();
    await expect(page.getByRole('heading', { level: 1, name: TRIP })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(ROUTE);
    await expect(page.getByRole('main')).not.toContainText(RENAMED);
  });

  await test.step('nobody checks in: Moana’s escalation names the route Kiri planned on', async () => {
    const headers = await bearerOf(page);
    const walks = PlanListSchema.parse(
      await (await page.request.get('/api/v1/plan?page=0', { headers })).json(),
    );
    const plan = walks.upcoming.find((one) => one.custom_trip_name === TRIP)!;
    const route = CustomTrackSchema.parse(
      await (await page.request.get(`/api/v1/custom-track/${plan.location.id}`, { headers })).json(),
    );
    // Two hours past the trip's end and its grace: the alarm has gone.
    moveServerClock(alarmInstant(plan.date!, plan.grace_hours).getTime() + 2 * 3_600_000 - Date.now());

    const escalation = await newestEmailTo(home, (m) => m.subject.includes('is overdue'), 20_000, 'safety');
    expect(escalation.subject).toBe(`Kiri is overdue from their trip: ${TRIP}`);
    expect(escalation.body).toContain(`${TRIP} at ${ROUTE}.`);
    // The missing person in full, with the phone she gave when she shared the plan (issue 28).
    expect(escalation.body).toContain('Try to reach Kiri Walker (phone 027 555 0177)');
    expect(escalation.body).toContain(`${ROUTE}: Custom track · ${route.distance} km`);
    expect(escalation.body).not.toContain(RENAMED);
    expect(escalation.body).toMatch(new RegExp(`name="Trip Plan - ${TRIP}.pdf"`));
  });
});
