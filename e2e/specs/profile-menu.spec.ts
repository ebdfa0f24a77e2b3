import { expect, shellOf, test, waitForScreen } from '../fixtures.ts';
import {
  createActivatedAccount,
  FIRST_PASSWORD,
  freshEmail,
  logIn,
  setUpProfile,
} from '../support/accounts.ts';

/**
 * Issue 11: below 992 px the header had no profile button, so a phone could not log in from
 * the header, reach the My pages, find Help or log out. The same menu now opens as a sheet
 * there; desktops keep the dropdown.
 */

const PHONE = { width: 390, height: 844 };

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test('a tramper logs in from the profile sheet, reaches My pages, logs out and is a guest again', async ({
    page,
  }) => {
    const email = freshEmail('phone');
    await createActivatedAccount(page, email);

    await test.step('logs in from the sheet on the tracks page', async () => {
      await page.goto('/tracks');
      await waitForScreen(page);
      await shellOf(page).profileButton.click();
      const sheet = page.getByRole('dialog', { name: 'Welcome to Waymark' });
      await sheet.getByLabel('Email').fill(email);
      await sheet.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
      await sheet.getByRole('button', { name: 'Log in' }).click();
      await setUpProfile(page, 'Hine', 'Walker');
    });

    await test.step('opens the sheet and goes to My Walks', async () => {
      await shellOf(page).profileButton.click();
      const sheet = page.getByRole('dialog', { name: 'Hi Hine' });
      await expect(sheet.getByRole('link')).toHaveText([
        'My Profile & Settings',
        'My Wishlist',
        'My Walks',
        'My Gear Lists',
        'My Custom Tracks',
        'My Contacts',
        'My Reviews',
        'Help & Feedback',
      ]);
      await sheet.getByRole('link', { name: 'My Walks' }).click();
      await expect(page).toHaveURL('/account/my-walks');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await test.step('logs out from My Profile & Settings', async () => {
      await shellOf(page).profileButton.click();
      await page
        .getByRole('dialog', { name: 'Hi Hine' })
        .getByRole('link', { name: 'My Profile & Settings' })
        .click();
      await expect(page).toHaveURL('/account');
      await shellOf(page).profileButton.click();
      await page.getByRole('dialog', { name: 'Hi Hine' }).getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL('/home');
    });

    await test.step('is a guest: the sheet offers Log in again, and the account pages send them home', async () => {
      await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
      await page.goto('/tracks');
      await waitForScreen(page);
      await shellOf(page).profileButton.click();
      const sheet = page.getByRole('dialog', { name: 'Welcome to Waymark' });
      await expect(sheet.getByRole('heading', { name: 'Log in' })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.goto('/account');
      await expect(page).toHaveURL('/home');
    });
  });

  test('a guest gets Log in, Create an Account and Help from the sheet', async ({ page }) => {
    await page.goto('/tracks');
    await waitForScreen(page);
    await shellOf(page).profileButton.click();
    const sheet = page.getByRole('dialog', { name: 'Welcome to Waymark' });

    await expect(sheet.getByRole('button', { name: 'Log in' })).toBeVisible();
    await sheet.getByRole('button', { name: 'Create an Account' }).click();
    await expect(sheet.getByRole('button', { name: 'Create account' })).toBeVisible();

    await sheet.getByRole('link', { name: 'Help & Feedback' }).click();
    await expect(page).toHaveURL('/help');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the sheet keeps keyboard focus inside, Escape closes it, and focus returns to the button', async ({
    page,
  }) => {
    await page.goto('/help');
    await waitForScreen(page);
    const { profileButton } = shellOf(page);
    await expect(profileButton).toBeEnabled();
    await profileButton.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Welcome to Waymark' });
    await expect(sheet.getByRole('button', { name: 'Log in' })).toBeVisible();

    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(profileButton).toBeFocused();
  });
});

test.describe('at 991 px, just below the desktop breakpoint', () => {
  test.use({ viewport: { width: 991, height: 800 } });

  test('the header has the profile button, and it opens the sheet', async ({ page }) => {
    await page.goto('/tracks');
    await waitForScreen(page);
    await shellOf(page).profileButton.click();
    await expect(page.getByRole('dialog', { name: 'Welcome to Waymark' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Help & Feedback' })).toBeVisible();
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the desktop keeps the Help link and the dropdown profile menu', async ({ page }) => {
    // The tracks screen, its map and the lazily loaded menu all load first: past 30 s in a full parallel run.
    test.slow();
    await page.goto('/tracks');
    await waitForScreen(page);
    const { helpLink, profileButton } = shellOf(page);
    await expect(helpLink).toBeVisible();
    await profileButton.click();
    // The Log in panel drops down from the button; it is not the phone's sheet.
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Welcome to Waymark' })).toHaveCount(0);
  });
});

test.describe('the redirect route (spec 1 §4)', () => {
  test.use({ viewport: PHONE });

  test('a guest who asks for the custom-track editor and logs in lands in the editor, not on tracks', async ({
    page,
    browser,
  }) => {
    const email = freshEmail('editor');
    await createActivatedAccount(page, email);
    await logIn(page, email, FIRST_PASSWORD);
    await setUpProfile(page, 'Aroha', 'Tane');

    const guest = await browser.newPage({ viewport: PHONE });
    await guest.goto('/tracks');
    await waitForScreen(guest);
    await guest.getByRole('button', { name: 'Create a custom track' }).click();
    await guest
      .getByRole('dialog', { name: 'To create your own custom track, you must log in or create an account' })
      .getByRole('link', { name: 'Log in' })
      .click();
    await expect(guest).toHaveURL('/signin?redirect=%2Fcustom-track-editor');
    await guest.getByLabel('Email').fill(email);
    await guest.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await guest.getByRole('button', { name: 'Log in' }).click();
    await expect(guest).toHaveURL('/custom-track-editor');
    // A first custom track: the editor opens on its onboarding.
    await expect(guest.getByRole('dialog', { name: 'Draw your own track' })).toBeVisible();
    await guest.close();
  });
});
