import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { FEEDBACK_REDIRECT_MS, FEEDBACK_SENT } from '@waymark/domain';
import { expect, shellOf, test, waitForScreen } from '../fixtures.ts';
import { choose } from '../support/accounts.ts';
import { FEEDBACK_TO, newestEmailTo } from '../support/outbox.ts';

/** Help, feedback and privacy (spec 3 §2 Help, Feedback, Privacy and terms). */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function fillInFeedback(page: Page, comments: string) {
  await page.getByRole('radio', { name: '9 out of 10' }).check();
  await choose(page, 'What is it about?', 'Compliment');
  await page.getByLabel('Comments').fill(comments);
  await page.getByLabel('Email').fill('tane@example.nz');
}

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`on a ${size}`, () => {
    test.use({ viewport });

    test('help shows its FAQ as accordions, and leads to feedback', async ({ page }) => {
      await page.goto('/help');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions, Help and Support' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Trip plans' })).toBeVisible();

      const question = page.getByRole('button', { name: 'Who can read my published plan?' });
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      const answer = page.getByRole('region', { name: 'Who can read my published plan?' });
      await expect(answer).toContainText('the names and phone numbers of your group');

      // The keyboard reaches and opens a question too.
      const overdue = page.getByRole('button', { name: 'Someone is overdue. What should I do?' });
      await overdue.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('region', { name: 'Someone is overdue. What should I do?' })).toContainText(
        'call 111 and ask for the Police',
      );
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'Submit your feedback here' }).click();
      await expect(page).toHaveURL('/feedback');
    });

    test('feedback is sent, thanked, mailed to staff, and the page returns whence it came after 3 s', async ({
      page,
    }) => {
      const comments = `Great trip plans ${randomUUID().slice(0, 8)}`;
      await page.goto('/help');
      await page.getByRole('link', { name: 'Submit your feedback here' }).click();
      await waitForScreen(page);

      await page.getByRole('button', { name: 'Send feedback' }).click();
      await expect(page.getByText('Please write your comments.')).toBeVisible();
      await expectNoAxeViolations(page);

      await fillInFeedback(page, comments);
      await page.getByRole('button', { name: 'Send feedback' }).click();
      await expect(page.getByText(FEEDBACK_SENT)).toBeVisible();
      const thankedAt = Date.now();
      await expect(page.getByLabel('Comments')).toHaveValue('');
      await expect(page).toHaveURL('/feedback');

      const mail = await newestEmailTo(FEEDBACK_TO, ({ body }) => body.includes(comments));
      expect(mail.subject).toMatch(/Compliment, rated 9\/10/);
      expect(mail.body).toMatch(/^Reply-To: tane@example\.nz$/m);

      await expect(page).toHaveURL('/help', { timeout: FEEDBACK_REDIRECT_MS + 5_000 });
      expect(Date.now() - thankedAt).toBeGreaterThan(FEEDBACK_REDIRECT_MS - 1_000);
    });

    test('privacy shows the page the server keeps', async ({ page }) => {
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy & Terms' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Who sees a published plan' })).toBeVisible();
      await expect(page.getByText('Anyone with the link can read the plan')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the footer’s Privacy & Terms link opens the privacy page, and closing feedback goes to help', async ({
    page,
  }) => {
    await page.goto('/feedback');
    await waitForScreen(page);
    await shellOf(page).footer.getByRole('link', { name: 'Privacy & Terms' }).click();
    await expect(page).toHaveURL('/privacy');

    await page.goto('/feedback');
    await page.getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL('/help');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the feedback form fits the screen: eleven ratings in a row, nothing to scroll sideways', async ({
    page,
  }) => {
    await page.goto('/feedback');
    await waitForScreen(page);
    const first = await page.getByText('0', { exact: true }).boundingBox();
    const last = await page.getByText('10', { exact: true }).boundingBox();
    expect(first?.y).toBe(last?.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
