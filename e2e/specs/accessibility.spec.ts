import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForScreen } from '../fixtures.ts';

/** Accessibility is part of done (STYLE.md): the shell and its screens pass axe's WCAG A/AA rules. */
const PAGES = [
  '/home',
  '/tracks',
  '/signin',
  '/huts/mueller-hut',
  '/tracks/routeburn-track/plan',
  '/activate',
  '/help',
  '/feedback',
  '/privacy',
  '/404',
];

for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 375, height: 740 }],
] as const) {
  test.describe(`on a ${size}`, () => {
    test.use({ viewport });

    for (const path of PAGES) {
      test(`${path} has no WCAG A or AA violations`, async ({ page }) => {
        await page.goto(path);
        await waitForScreen(page);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const violations = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
        );
        expect(violations).toEqual([]);
      });
    }
  });
}
