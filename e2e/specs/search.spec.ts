import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/**
 * The search box of the tracks page, as a new walker met it (issue 11): misspelt words,
 * categories and highlights on a phone; the keyboard and the placeholder on a desktop.
 * Runs against the real server and its demo catalogue.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

function searchBox(page: Page) {
  return page.getByRole('searchbox', { name: 'Search for track, hut, campsite or location' });
}

function quickResults(page: Page) {
  return page.getByRole('region', { name: 'Search results' });
}

test.describe('search finds what people type, on a phone', () => {
  test.use({ viewport: PHONE });

  test('"milfrod trak", two misspelt words, finds Milford Track', async ({ page }) => {
    await page.goto('/tracks');
    await searchBox(page).fill('milfrod trak');
    await expect(quickResults(page).getByRole('link').first()).toContainText('Milford Track');
  });

  test('"routeburn" lists the Routeburn places only, not every route', async ({ page }) => {
    await page.goto('/tracks');
    await searchBox(page).fill('routeburn');
    const links = quickResults(page).getByRole('link');
    await expect(links.first()).toContainText('Routeburn Track');
    await expect(links).toHaveCount(2);
    await expect(quickResults(page)).not.toContainText('Mueller Hut Route');
  });

  test('"great walks" finds the Great Walk huts and the highlight, which opens its page', async ({
    page,
  }) => {
    await page.goto('/tracks');
    await searchBox(page).fill('great walks');
    await expect(page.getByRole('region', { name: /^Showing \d+ results/ })).toContainText('Mintaro Hut');
    const highlight = quickResults(page).getByRole('link', { name: /Fiordland’s Great Walks/ });
    await expect(highlight).toContainText('Highlight');
    await highlight.click();
    await expect(page).toHaveURL('/highlights/fiordlands-great-walks');
    await expect(page.getByRole('heading', { level: 1, name: 'Fiordland’s Great Walks' })).toBeVisible();
  });
});

test.describe('the search box on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('ArrowDown and ArrowUp move through the results, Enter opens one, Escape closes them', async ({
    page,
  }) => {
    await page.goto('/tracks');
    const box = searchBox(page);
    await box.fill('routeburn');
    const links = quickResults(page).getByRole('link');
    await expect(links).toHaveCount(2);

    await box.press('ArrowDown');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(box).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(quickResults(page)).toBeHidden();
    await expect(box).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(quickResults(page)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/tracks/routeburn-track');
  });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`the placeholder fits the empty box at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/tracks');
      const { text, room } = await searchBox(page).evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        return {
          text: context.measureText(input.placeholder).width,
          room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        };
      });
      expect(text).toBeGreaterThan(0);
      expect(text).toBeLessThanOrEqual(room);
    });
  }
});
