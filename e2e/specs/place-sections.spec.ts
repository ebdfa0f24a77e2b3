import { expect, test } from '../fixtures.ts';

/** Every tab of a place keeps the place's header and tab bar (issue 11; custom tracks: custom-track-pages.spec). */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

test('on a phone the Gear and Plan tabs keep the track header and the tab bar', async ({ page }) => {
  await page.goto('/tracks/routeburn-track');
  const tabs = page.getByRole('navigation', { name: 'Track sections' });
  for (const [tab, path, content] of [
    ['Gear', '/tracks/routeburn-track/gear', page.getByRole('button', { name: 'Add category' })],
    ['Plan', '/tracks/routeburn-track/plan', page.getByLabel('Name your trip')],
  ] as const) {
    await tabs.getByRole('link', { name: tab }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Routeburn Track' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    await expect(content).toBeVisible();
  }
  await tabs.getByRole('link', { name: 'Track', exact: true }).click();
  await expect(page).toHaveURL('/tracks/routeburn-track');
});
