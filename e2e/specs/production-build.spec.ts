import { expect, test } from '../fixtures.ts';

/**
 * What `npm start` ships (issue 11 item 14): the built app, read back through its source maps,
 * carries React Router's production build, never the development one with its extra checks.
 */
test('the served app is built with React Router’s production build', async ({ page, request }) => {
  await page.goto('/home');
  // The page is drawn by the server; its scripts load once it has painted, the app's last.
  const app = page.locator('script[src*="/assets/index-"]');
  await expect(app).toHaveCount(1);
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((tags) => tags.map((tag) => (tag as HTMLScriptElement).src));
  const sources: string[] = [];
  for (const script of scripts) {
    const map = await request.get(`${script}.map`);
    // The bundler's few lines of module runtime come without a map.
    if (!map.ok() && script.includes('/rolldown-runtime-')) continue;
    expect(map.ok()).toBe(true);
    sources.push(...((await map.json()) as { sources: string[] }).sources);
  }
  const reactRouter = sources.filter((source) => source.includes('react-router/dist/'));
  expect(reactRouter.length).toBeGreaterThan(0);
  expect(reactRouter.filter((source) => source.includes('/development/'))).toEqual([]);
});
