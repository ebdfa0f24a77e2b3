import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { bearerOf, signedInMember } from '../support/accounts.ts';
import { dayTrip, savePlan } from '../support/plans.ts';

// Whole journeys: sign-ups, then a plan made, shared and opened by a second person; on a busy
// machine these pass 30 s without anything being wrong.
test.describe.configure({ timeout: 60_000 });

/**
 * Sharing and downloading a trip plan from its read-only page (spec 3 "Share modal", §6, §7):
 * the plan's people share its link; only its owner downloads it.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** Macrons and all: the downloads are named for the trip. */
const TRIP = 'Ōhakune Old Coach Road';

/** A new member with a published day trip next week: the plan's link and id. */
async function ownerWithPlan(page: Page, firstName: string) {
  await signedInMember(page, firstName);
  const { id, guid } = await savePlan(page, 'routeburn-track', {
    custom_trip_name: TRIP,
    date: dayTrip(7),
    is_published: true,
  });
  return { id, guid, path: `/plan/${guid}` };
}

/** Accessibility is part of done (STYLE.md): axe's WCAG A and AA rules, as accessibility.spec.ts runs them. */
async function wcagViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

test('without a native share, Share opens the modal and Copy URL puts the link on the clipboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The modal is for browsers without the Web Share API, whatever this Chromium offers.
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
    delete (Navigator.prototype as Partial<Navigator>).canShare;
  });
  const { path } = await ownerWithPlan(page, 'Mere');
  await page.goto(path);
  const link = new URL(path, page.url()).href;

  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Share' }).click();
  const modal = page.getByRole('dialog', { name: 'Share this trip plan' });
  await expect(modal.getByRole('textbox', { name: 'Link to the plan' })).toHaveValue(link);
  expect(await wcagViolations(page)).toEqual([]);

  await modal.getByRole('button', { name: 'Copy URL' }).click();
  await expect(modal.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // Spec 3 §9: "Copied!" for 3 seconds, then the button offers to copy again.
  await expect(modal.getByRole('button', { name: 'Copy URL' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
});

test('with a native share, Share hands the trip name and link to it and no modal opens', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        (window as unknown as { sharedWith: ShareData }).sharedWith = data;
        return Promise.resolve();
      },
    });
  });
  const { path } = await ownerWithPlan(page, 'Wiremu');
  await page.goto(path);

  await page.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedWith?: ShareData }).sharedWith))
    .toEqual({ title: TRIP, url: new URL(path, page.url()).href });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the owner downloads the plan as a PDF and a calendar event named for the trip; a failure says why', async ({
  page,
}) => {
  const { id, path } = await ownerWithPlan(page, 'Anahera');
  await page.goto(path);

  await test.step('Download PDF saves "Trip Plan - {name}.pdf", macrons intact', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await downloading;
    expect(pdf.suggestedFilename()).toBe(`Trip Plan - ${TRIP}.pdf`);
    expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
  });

  await test.step('Add to calendar saves the trip as an .ics event', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const calendar = await downloading;
    expect(calendar.suggestedFilename()).toBe(`Trip Plan - ${TRIP}.ics`);
    expect(await readFile(await calendar.path(), 'utf8')).toContain('BEGIN:VCALENDAR');
  });

  await test.step('spec 3 §8: when the download fails, an alert shows the server’s error', async () => {
    // The plan is deleted from another device while this page still shows it.
    const deleted = await page.request.delete(`/api/v1/plan/${id}`, { headers: await bearerOf(page) });
    expect(deleted.ok()).toBe(true);
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await expect(page.getByRole('alert')).toContainText('We could not find that trip plan.');
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });
});

test('an editor shares but does not download; someone without an account sees neither', async ({
  page,
  browser,
}) => {
  const editor = await browser.newPage({ viewport: PHONE });
  const editorEmail = await signedInMember(editor, 'Tui');
  await signedInMember(page, 'Hemi');
  const contact = await page.request.post('/api/v1/user/contact', {
    headers: await bearerOf(page),
    data: { first_name: 'Tui', last_name: 'Walker', email: editorEmail },
  });
  const tui = ((await contact.json()) as { new_contact: { id: number } }).new_contact.id;
  const { id, guid } = await savePlan(page, 'routeburn-track', {
    custom_trip_name: TRIP,
    date: dayTrip(7),
    contacts: [tui],
    is_published: true,
  });
  const accepted = await editor.request.put(`/api/v1/plan/${id}/accept`, { headers: await bearerOf(editor) });
  expect(accepted.ok()).toBe(true);

  await editor.goto(`/plan/${guid}`);
  await expect(editor.getByRole('heading', { level: 1, name: TRIP })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);

  const visitor = await browser.newPage({ viewport: PHONE });
  await visitor.goto(`/plan/${guid}`);
  await expect(visitor.getByRole('heading', { level: 1, name: TRIP })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);

  await visitor.close();
  await editor.close();
});
