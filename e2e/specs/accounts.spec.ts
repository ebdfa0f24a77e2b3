import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CURRENT_PASSWORD_NEEDED } from '@waymark/domain';
import { expect, shellOf, test } from '../fixtures.ts';
import { choose, createActivatedAccount, FIRST_PASSWORD, logIn, setUpProfile } from '../support/accounts.ts';
import {
  activationCodeFor,
  activationLinkFor,
  emailChangeLinkFor,
  passwordResetLinkFor,
} from '../support/outbox.ts';

/**
 * The whole life of an account (spec 1 §2–§8), as one person lives it: sign up, activate with
 * the emailed code, set up a profile, change a notification, log out and in, forget the
 * password and reset it from the emailed link, and finally delete the account.
 */

const NEW_PASSWORD = 'ruru-moonlight-saddle-77';

/** A 1×1 PNG: the server checks an upload really is an image. */
const PORTRAIT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ viewport: { width: 1280, height: 900 } });
// One long journey through real email round trips.
test.setTimeout(120_000);

async function logOut(page: Page) {
  await shellOf(page).profileButton.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/home');
}

test('a tramper signs up, activates, sets up a profile, resets a forgotten password and deletes the account', async ({
  page,
}) => {
  const email = `tramper-${randomUUID().slice(0, 8)}@example.nz`;

  await test.step('signs up with an email, a strong password and the terms', async () => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await expect(page.getByText('Your password strength is at score 4/4.')).toBeVisible();
    await page.getByRole('checkbox', { name: /I agree to the Privacy & Terms/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL('/activate');
    await expect(page.getByRole('heading', { name: 'Your account has been created' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });

  await test.step('activates with the code from the email', async () => {
    await page.getByLabel('Activation code').fill(await activationCodeFor(email));
    await page.getByRole('button', { name: 'Activate account' }).click();
    await expect(page).toHaveURL('/account/profile-setup');
  });

  await test.step('sets up a profile with a photo', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your profile' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveCount(0);
    await page.getByLabel('First name').fill('Kiri');
    await page.getByLabel('Last name').fill('Te Rangi');
    await choose(page, 'Gender', 'Non-binary');
    await page.getByRole('radio', { name: /Advanced/ }).check();
    await choose(page, 'Day', '9');
    await choose(page, 'Month', 'March');
    await choose(page, 'Year', '1994');
    await page.getByLabel('Phone').fill('021 555 0101');
    await page.getByLabel('Upload a photo').setInputFiles({
      name: 'kiri.png',
      mimeType: 'image/png',
      buffer: PORTRAIT,
    });
    await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Saving goes home, and home sends a signed-in member on to tracks.
    await expect(page).toHaveURL('/tracks');
  });

  await test.step('sees the uploaded photo, not the initial, on the header’s profile button', async () => {
    // Issue 11 item 15: the button kept showing "K" after the upload.
    const { profileButton } = shellOf(page);
    // The picture is decorative (alt=""): the button's name stays "Profile menu".
    const portrait = profileButton.locator('img');
    await expect(portrait).toHaveAttribute('src', /^\/uploads\//);
    await expect(profileButton).not.toContainText('K');
    // The picture really loaded, rather than showing a broken-image box.
    expect(
      await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBeGreaterThan(0);
  });

  await test.step('sees the profile on the account page', async () => {
    await shellOf(page).profileButton.click();
    await expect(page.getByRole('menu')).toContainText('Hi Kiri');
    await page.getByRole('menuitem', { name: 'My Profile & Settings' }).click();

    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { level: 2, name: 'Kiri Te Rangi' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('Experience level: Advanced')).toBeVisible();
    await expect(page.locator('main img')).toHaveAttribute('src', /^\/uploads\//);
  });

  await test.step('turns off an email reminder, and it stays off after a reload', async () => {
    const reminder = page.getByRole('switch', { name: '48 hours before my trip: Email' });
    await expect(reminder).toBeChecked();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/toggle-alert'));
    await reminder.click();
    expect((await saved).status()).toBe(200);
    await expect(reminder).not.toBeChecked();

    // The server's copy of the user replaces the device's on load.
    const reread = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/user') && response.request().method() === 'GET',
    );
    await page.reload();
    await reread;
    await expect(page.getByRole('switch', { name: '48 hours before my trip: Email' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: '48 hours before my trip: In-app' })).toBeChecked();
  });

  await test.step('logs out and back in', async () => {
    await logOut(page);
    await logIn(page, email, FIRST_PASSWORD);
    await expect(page).toHaveURL('/tracks');
    await logOut(page);
  });

  await test.step('forgets the password and asks for a reset link', async () => {
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Lost your password?' }).click();
    await expect(page).toHaveURL('/lost-password');
    // The address changes before the lazily loaded screen replaces sign-in's own Email field.
    await expect(page.getByRole('heading', { level: 1, name: 'Lost your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('we have sent it a link to reset the password');
  });

  await test.step('follows the emailed link and chooses a new password', async () => {
    await page.goto(await passwordResetLinkFor(email));
    await expect(page.getByRole('heading', { level: 1, name: 'Password Reset' })).toBeVisible();
    await expect(page.getByText('Please enter the new password')).toBeVisible();
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();

    await expect(page.getByRole('heading', { name: 'Your password has been reset' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL('/signin');
  });

  await test.step('the old password no longer works; the new one does', async () => {
    await logIn(page, email, FIRST_PASSWORD);
    await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
    await logIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL('/tracks');
  });

  await test.step('deletes the account after confirming', async () => {
    await page.goto('/account');
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL('/account/update');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(confirm).toContainText(
      'Deleting your account will remove all your data. Are you sure you want to do this?',
    );
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL('/home');
  });

  await test.step('the deleted account’s credentials fail', async () => {
    await logIn(page, email, NEW_PASSWORD);
    await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
    await expect(page).toHaveURL('/signin');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a tramper moves their account to a new email address, confirmed from the new inbox', async ({
    page,
  }) => {
    const oldEmail = `mover-${randomUUID().slice(0, 8)}@example.nz`;
    const newEmail = `moved-${randomUUID().slice(0, 8)}@example.nz`;

    await test.step('has an account, set up and logged in', async () => {
      await createActivatedAccount(page, oldEmail);
      await logIn(page, oldEmail, FIRST_PASSWORD);
      await setUpProfile(page, 'Mere', 'Parata');
    });

    await test.step('types a new email and is asked for the current password', async () => {
      await page.goto('/account/update');
      await expect(page.getByLabel('Current password')).toHaveCount(0);
      await page.getByLabel('Email').fill(newEmail);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByLabel('Current password')).toBeFocused();
      await expect(page.getByText(CURRENT_PASSWORD_NEEDED)).toBeVisible();
      await page.getByLabel('Current password').fill('not-my-password');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('alert')).toContainText('Your current password is not right.');
      await page.getByLabel('Current password').fill(FIRST_PASSWORD);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page).toHaveURL('/tracks');
      await expect(page.getByText(`Check your inbox at ${newEmail}`).first()).toBeVisible();
    });

    await test.step('the profile says the change waits for the link', async () => {
      await page.goto('/account');
      await expect(page.getByText(oldEmail)).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: 'Confirm your new email address' }),
      ).toContainText(newEmail);
      await page.getByRole('link', { name: 'Edit profile' }).click();
      await expect(page).toHaveURL('/account/update');
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(oldEmail);
      await expect(page.getByLabel('Current password')).toHaveCount(0);
      await expect(page.getByText('Confirm your new email address')).toBeVisible();
    });

    await test.step('opens the link from the new inbox, and the account moves', async () => {
      await page.goto(await emailChangeLinkFor(newEmail));
      await expect(page.getByRole('heading', { name: 'Your email address has been changed' })).toBeVisible();
      await page.getByRole('link', { name: 'Go to my profile' }).click();
      await expect(page).toHaveURL('/account');
      await expect(page.getByText(newEmail)).toBeVisible();
      await expect(page.getByText('Confirm your new email address')).toHaveCount(0);
    });

    await test.step('the old address no longer logs in; the new one does', async () => {
      await shellOf(page).profileButton.click();
      await page.getByRole('dialog', { name: 'Hi Mere' }).getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL('/home');
      await logIn(page, oldEmail, FIRST_PASSWORD);
      await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
      await logIn(page, newEmail, FIRST_PASSWORD);
      await expect(page).toHaveURL('/tracks');
    });
  });
});

test('on a phone, the emailed reset link names this server, and used a second time offers to request a new one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `reused-${randomUUID().slice(0, 8)}@example.nz`;
  await createActivatedAccount(page, email);
  const asked = await page.request.post('/api/v1/forgot-password', { data: { email } });
  expect(asked.status()).toBe(200);
  const link = await passwordResetLinkFor(email);
  // The server runs without PUBLIC_URL: its links name the port it listens on, not 3000.
  await page.goto('/home');
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);

  await page.goto(link);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been reset' })).toBeVisible();

  await page.goto(link);
  await page.getByLabel('New password').fill('tui-bellbird-kowhai-88');
  await page.getByRole('button', { name: 'Reset password' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This password reset link is not valid any more.');
  await alert.getByRole('link', { name: 'request password reset again' }).click();
  await expect(page).toHaveURL('/lost-password');
});

test('on a phone, the activation link opened on another device activates without asking for the address (issue 28 item 9)', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `elsewhere-${randomUUID().slice(0, 8)}@example.nz`;
  const created = await page.request.post('/api/v1/user', {
    data: { email, password: FIRST_PASSWORD, agreed_to_terms: true },
  });
  expect(created.status()).toBe(201);

  // Another device: nothing of the sign-up is kept in this browser.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto(await activationLinkFor(email));
  await expect(phone.getByRole('heading', { level: 1, name: 'Activate your account' })).toBeVisible();
  await expect(phone.getByText(email)).toBeVisible();
  await expect(phone.getByLabel('Your email address')).toHaveCount(0);
  await phone.getByRole('button', { name: 'Activate account' }).click();
  await expect(phone).toHaveURL('/signin');
  await logIn(phone, email, FIRST_PASSWORD);
  await expect(phone).toHaveURL('/account/profile-setup');
  await phone.close();
});
