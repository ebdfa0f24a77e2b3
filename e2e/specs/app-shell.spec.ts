import { expect, routeNameOf, shellOf, test, waitForScreen } from '../fixtures.ts';
import { PHONE } from '../support/phone.ts';

/**
 * Header and footer rules of spec 1 §2, written out per page as a person would see them:
 * the header hides on the sign-in family (and on phones on home and activation); phones get a
 * back arrow except on tracks; desktops get Help, every width the profile button; the footer shows on
 * desktops, and on home, huts and campsites everywhere, but never on plan-complete,
 * activation or not-found.
 */
type Shell = {
  header: boolean;
  backArrow: boolean;
  helpLink: boolean;
  profileButton: boolean;
  footer: boolean;
};

const desktop = (header: boolean, footer: boolean): Shell => ({
  header,
  backArrow: false,
  helpLink: header,
  profileButton: header,
  footer,
});
// Issue 11: phones get the profile button too (its sheet carries Help); the Help link stays desktop-only.
const phone = (header: boolean, backArrow: boolean, footer: boolean): Shell => ({
  header,
  backArrow,
  helpLink: false,
  profileButton: header,
  footer,
});

const EXPECTED: { path: string; desktop: Shell; phone: Shell }[] = [
  { path: '/home', desktop: desktop(true, true), phone: phone(false, false, true) },
  { path: '/tracks', desktop: desktop(true, true), phone: phone(true, false, false) },
  { path: '/signin', desktop: desktop(false, true), phone: phone(false, false, false) },
  { path: '/activate', desktop: desktop(true, false), phone: phone(false, false, false) },
  { path: '/huts/mueller-hut', desktop: desktop(true, true), phone: phone(true, true, true) },
  { path: '/campsites/mavora-lakes-campsite', desktop: desktop(true, true), phone: phone(true, true, true) },
  { path: '/tracks/routeburn-track', desktop: desktop(true, true), phone: phone(true, true, false) },
  { path: '/plan-complete', desktop: desktop(true, false), phone: phone(true, true, false) },
  { path: '/404', desktop: desktop(true, false), phone: phone(true, true, false) },
  { path: '/help', desktop: desktop(true, true), phone: phone(true, true, false) },
];

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
} as const;

const year = new Date().getFullYear();

for (const size of ['desktop', 'phone'] as const) {
  test.describe(`on a ${size} (${VIEWPORTS[size].width} px)`, () => {
    test.use({ viewport: VIEWPORTS[size] });

    for (const page of EXPECTED) {
      const expected = page[size];
      const shows = (part: keyof Shell) => `${expected[part] ? 'with' : 'without'} ${part}`;
      test(`${page.path}: ${(['header', 'backArrow', 'helpLink', 'profileButton', 'footer'] as const)
        .map(shows)
        .join(', ')}`, async ({ page: browserPage }) => {
        await browserPage.goto(page.path);
        await waitForScreen(browserPage);
        const shell = shellOf(browserPage);

        for (const part of ['header', 'backArrow', 'helpLink', 'profileButton', 'footer'] as const) {
          if (expected[part]) await expect(shell[part], `${part} should show`).toBeVisible();
          else await expect(shell[part], `${part} should not show`).toHaveCount(0);
        }
        if (expected.footer) {
          await expect(shell.footer).toContainText(`© ${year}`);
          await expect(shell.footer.getByRole('link', { name: 'Privacy & Terms' })).toHaveAttribute(
            'href',
            '/privacy',
          );
        }
      });
    }
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('the footer credits the safety council and developer named by the server', async ({
    page,
    request,
  }) => {
    const config = (await (await request.get('/api/v1/config')).json()) as {
      credits: { safety_council: { name: string }; developer: { name: string }; data: string };
    };
    await page.goto('/help');
    const { footer } = shellOf(page);

    await expect(
      footer.getByRole('link', { name: `${config.credits.safety_council.name} (opens in a new tab)` }),
    ).toBeVisible();
    await expect(
      footer.getByRole('link', { name: `${config.credits.developer.name} (opens in a new tab)` }),
    ).toBeVisible();
    await expect(footer).toContainText(config.credits.data);
  });

  test('Help in the header opens the help page', async ({ page }) => {
    await page.goto('/tracks');
    await shellOf(page).helpLink.click();

    await expect(page).toHaveURL('/help');
    await expect(routeNameOf(page)).toHaveAttribute('data-route-name', 'help');
  });

  test('a visitor’s profile menu offers Log in, switches to Create an Account and back', async ({ page }) => {
    await page.goto('/tracks');
    await shellOf(page).profileButton.click();

    const logIn = page.getByRole('dialog', { name: 'Log in' });
    await expect(logIn.getByLabel('Email')).toBeFocused();
    await expect(logIn.getByRole('button', { name: 'Log in' })).toBeVisible();

    await logIn.getByRole('button', { name: 'Create an Account' }).click();
    const createAccount = page.getByRole('dialog', { name: 'Create an Account' });
    await expect(createAccount.getByRole('button', { name: 'Create account' })).toBeVisible();

    await createAccount.getByRole('button', { name: 'Back to Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('Escape closes the profile menu and leaves focus on its button', async ({ page }) => {
    await page.goto('/tracks');
    const { profileButton } = shellOf(page);
    await profileButton.click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(profileButton).toBeFocused();
  });

  test('the logo takes a visitor home', async ({ page }) => {
    await page.goto('/help');
    await shellOf(page).logo.click();
    await expect(page).toHaveURL('/home');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('the back arrow returns to the page before', async ({ page }) => {
    await page.goto('/help');
    await page.getByRole('link', { name: 'Submit your feedback here' }).click();
    await expect(page).toHaveURL('/feedback');

    await shellOf(page).backArrow.click();
    await expect(page).toHaveURL('/help');
  });

  test('the back arrow goes to tracks when the visit started on this page', async ({ page }) => {
    await page.goto('/huts/mueller-hut');
    await shellOf(page).backArrow.click();
    await expect(page).toHaveURL('/tracks');
    await expect(routeNameOf(page)).toHaveAttribute('data-route-name', 'tracks');
  });
});

test.describe('on a 390 px phone', () => {
  test.use(PHONE);

  test('/home does not shift as it loads: cumulative layout shift stays under 0.1', async ({ page }) => {
    await page.goto('/home');
    await waitForScreen(page);
    // The footer shows once the server's config has come, the last thing the page waits for.
    await expect(shellOf(page).footer).toContainText(`© ${year}`);

    // Every layout shift since navigation (buffered), as Lighthouse and the Web Vitals count them.
    const cumulativeLayoutShift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          // Buffered entries arrive in the observer's first callback, a task later.
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(cumulativeLayoutShift).toBeLessThan(0.1);
  });
});
