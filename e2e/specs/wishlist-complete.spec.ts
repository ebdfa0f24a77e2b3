import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { FIRST_PASSWORD, logIn, signedInMember } from '../support/accounts.ts';

/**
 * The wishlist and completed trips (spec 2 §4): kept on the walker's account, so they hold
 * after a reload and on another device.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
// A whole journey across devices: several logins on a machine the suite shares.
test.setTimeout(120_000);

const wishlistButton = (page: Page) => page.getByRole('button', { name: 'Wishlist', exact: true });

async function freshDevice(browser: Browser, email: string) {
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'en-NZ',
    timezoneId: 'Pacific/Auckland',
  });
  const page = await context.newPage();
  await logIn(page, email, FIRST_PASSWORD);
  await expect(page).toHaveURL('/tracks');
  return { context, page };
}

test('a track wishlisted before logging in, and a hut marked complete, stay so after a reload and on another device', async ({
  page,
  browser,
}) => {
  const email = await signedInMember(page, 'Kahu');
  // Logged out on this device, the account remains.
  await page.evaluate(() => localStorage.clear());

  await test.step('a visitor wishlisting a track is asked to log in, and it is wishlisted once they have', async () => {
    await page.goto('/tracks/routeburn-track');
    await expect(wishlistButton(page)).toHaveAttribute('aria-pressed', 'false');
    await wishlistButton(page).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toBeHidden();
    await expect(page).toHaveURL('/tracks/routeburn-track');
    await expect(wishlistButton(page)).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('it is on My Wishlist', async () => {
    await page.goto('/account/my-wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Routeburn Track/ })).toHaveAttribute(
      'href',
      '/tracks/routeburn-track',
    );
    await expect(page.getByRole('button', { name: 'Wishlist Routeburn Track' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  await test.step('a hut is marked complete on a day, and the button then says so', async () => {
    await page.goto('/huts/mueller-hut');
    await page.getByRole('button', { name: 'Mark complete' }).click();
    const when = page.getByRole('dialog', { name: 'When did you complete the hut?' });
    await expect(when.getByRole('button', { name: 'Save date' })).toBeDisabled();
    await when.getByRole('button', { name: /, today$/ }).click();
    await when.getByRole('button', { name: 'Save date' }).click();
    const submitted = page.getByRole('dialog', { name: 'Date submitted' });
    await expect(submitted.getByRole('button', { name: 'Leave review' })).toBeVisible();
    // The dialog's own Close, not the corner's.
    await submitted.getByRole('button', { name: 'Close' }).last().click();
    await expect(submitted).toBeHidden();
    await expect(page.getByRole('button', { name: 'Trip completed' })).toBeVisible();
  });

  await test.step('both hold after a reload', async () => {
    await page.reload();
    await expect(page.getByRole('button', { name: 'Trip completed' })).toBeVisible();
    await page.goto('/tracks/routeburn-track');
    await expect(wishlistButton(page)).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('and on another device, after logging in there', async () => {
    const other = await freshDevice(browser, email);
    try {
      await other.page.goto('/huts/mueller-hut');
      await expect(other.page.getByRole('button', { name: 'Trip completed' })).toBeVisible();
      await other.page.goto('/tracks/routeburn-track');
      await expect(wishlistButton(other.page)).toHaveAttribute('aria-pressed', 'true');
      await other.page.goto('/account/my-wishlist');
      await expect(other.page.getByRole('link', { name: /Routeburn Track/ })).toBeVisible();
    } finally {
      await other.context.close();
    }
  });
});
