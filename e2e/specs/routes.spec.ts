import { CUSTOM_TRACK_ROUTE, isSignedInOnly, LOCATION_SECTIONS, pathFor, ROUTES } from '@waymark/domain';
import { expect, routeNameOf, test, waitForScreen } from '../fixtures.ts';

/** A sample value for every parameter the route table uses. */
const SAMPLE_PARAMS = {
  track: 'routeburn-track',
  hut: 'mueller-hut',
  campsite: 'mavora-lakes-campsite',
  highlight: 'tongariro-national-park',
  track_id: '42',
  id: '7',
  guid: '5f0c7c7e-3c1d-4e0a-9a56-8f6f2b1d9e11',
  // A check-in or unsubscribe link's token: 32 random bytes, base64url.
  token: 'sampleTokenThatNamesNothing_0123456789abcde',
};

/** Pages that move on unless something is chosen first: select-date needs a place (spec 3). */
const NEEDS_A_PLACE = new Set(['select-dates']);

/**
 * A plan's pages read the plan by its link, a custom track's the track by its link; the sample
 * links name none (spec 3 §8, spec 2 §8). custom-track-pages.spec opens a real one.
 */
const NEEDS_A_LINKED_THING = new Set([
  'plan-readonly',
  'plan-alerts',
  'plan-weather',
  CUSTOM_TRACK_ROUTE.routeName,
  ...LOCATION_SECTIONS.map((section) => `${CUSTOM_TRACK_ROUTE.routeName}-${section}`),
]);

/** Query strings a screen needs to show itself: reset and email-confirmation links carry their token. */
const SAMPLE_QUERIES: Record<string, string> = {
  'password-recovery': '?recovery_token=sample-token',
  'confirm-email': '?token=sample-token',
};

/** Each route with its sample path, and once more without its optional parameter. */
const VISITS = ROUTES.flatMap((route) => {
  const visits = [{ route, path: pathFor(route.name, SAMPLE_PARAMS) + (SAMPLE_QUERIES[route.name] ?? '') }];
  if (route.path.includes('?')) visits.push({ route, path: pathFor(route.name) });
  return visits;
});

test.describe('every address in the route table opens its screen', () => {
  for (const { route, path } of VISITS) {
    if (NEEDS_A_PLACE.has(route.name)) {
      test(`a visitor opening ${path} with no place chosen is sent to tracks`, async ({ page }) => {
        await page.goto(path);
        await expect(page).toHaveURL('/tracks');
        await expect(routeNameOf(page)).toHaveAttribute('data-route-name', 'tracks');
        await waitForScreen(page);
      });
    } else if (NEEDS_A_LINKED_THING.has(route.name)) {
      test(`${path}, a link to nothing, ends on Page not found`, async ({ page }) => {
        await page.goto(path);
        await expect(page).toHaveURL('/404');
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      });
    } else if (route.name === 'share-custom-track') {
      test(`a visitor opening ${path} signs in first, and comes back to it`, async ({ page }) => {
        await page.goto(path);
        await expect(page).toHaveURL(`/signin?redirect=${encodeURIComponent(path)}`);
        await expect(routeNameOf(page)).toHaveAttribute('data-route-name', 'sign-in');
      });
    } else if (isSignedInOnly(route.name)) {
      test(`a visitor opening ${path} is sent home (${route.name} is for members)`, async ({ page }) => {
        await page.goto(path);
        await expect(page).toHaveURL('/home');
        await expect(routeNameOf(page)).toHaveAttribute('data-route-name', 'home');
        await waitForScreen(page);
      });
    } else {
      test(`${path} shows the ${route.name} screen`, async ({ page }) => {
        await page.goto(path);
        await waitForScreen(page);
        await expect(routeNameOf(page)).toHaveAttribute('data-route-name', route.name);
        await expect(page).toHaveURL(path);
      });
    }
  }
});

test.describe('addresses that move', () => {
  test('the bare site address goes to home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/home');
    await expect(routeNameOf(page)).toHaveAttribute('data-route-name', 'home');
  });

  test('an old activation link keeps its code on the way to /activate', async ({ page }) => {
    await page.goto('/account/activate?code=ABC123');
    await expect(page).toHaveURL('/activate?code=ABC123');
    await expect(page.getByRole('heading', { level: 1, name: 'Activate your account' })).toBeVisible();
  });

  test('a password recovery link without its token goes to the account page, and a visitor on home', async ({
    page,
  }) => {
    await page.goto('/account/password-recovery');
    await expect(page).toHaveURL('/home');
    await expect(routeNameOf(page)).toHaveAttribute('data-route-name', 'home');
  });

  test('an unknown address shows Page not found with a working link home', async ({ page }) => {
    await page.goto('/anything-unknown');
    await expect(page).toHaveURL('/404');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/home');
    await expect(routeNameOf(page)).toHaveAttribute('data-route-name', 'home');
  });
});
