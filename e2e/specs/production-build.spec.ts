import { expect, test } from '../fixtures.ts';

/**
 * What `npm start` ships (issue 11 item 14): the built app, read back through its source maps,
 * carries React Router's production build, never the development one with its extra checks.
 */
test('the served app is built with React Router’s production build', async ({ page, request }) => {
  await page.goto('/home');
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((tags) => tags.map((tag) => (tag as HTMLScriptElement).src));
  expect(scripts.length).toBeGreaterThan(0);
  const sources: string[] = [];
  for (const script of scripts) {
    const map = await request.get(`${script}.map`);
    expect(map.ok()).toBe(true);
    sources.push(...((await map.json()) as { sources: string[] }).sources);
  }
  const reactRouter = sources.filter((source) => source.includes('react-router/dist/'));
  expect(reactRouter.length).toBeGreaterThan(0);
  expect(reactRouter.filter((source) => source.includes('/development/'))).toEqual([]);
});
