import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, alarmInstant, nzDateOf, planDateFromPlanDates } from '@waymark/domain';
import {
  createActivatedAccount,
  FIRST_PASSWORD,
  freshEmail,
  logIn,
  setUpProfile,
  bearerOf,
} from '../support/accounts.ts';
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
