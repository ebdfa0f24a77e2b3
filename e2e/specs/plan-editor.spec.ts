import type { Page } from '@playwright/test';
import { expect, shellOf, test } from '../fixtures.ts';
import { addContact, openSection } from '../drivers/plan-editor-driver.ts';
import { chooseTripDates, pickDays } from '../drivers/trip-dates-driver.ts';
import { bearerOf, FIRST_PASSWORD, freshEmail, logIn, signedInMember } from '../support/accounts.ts';
import { newestEmailTo } from '../support/outbox.ts';

// Whole journeys: sign-ups, then a plan made, shared and opened by a second person; on a busy
// machine these pass 30 s without anything being wrong.
test.describe.configure({ timeout: 60_000 });

/**
 * Spec 3's trip plan, as a group leaves one (issue 12 acceptance 1): drafted in the editor on a
 * phone, published, accepted and edited by one member, declined by another, read at home from
 * the emailed link, and downloaded by its owner.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const TRACK = { slug: 'routeburn-track', title: 'Routeburn Track' };
const TRIP_NAME = 'Routeburn with Ōhakune crew';
const A_PDF = {
  name: 'route-card.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
};

function nzDay(daysAhead: number): string {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(day);
}

/** The 3-day trip chosen the phone way: the header's selector opens /select-date. */
async function chooseThreeDays(page: Page) {
  await page.getByRole('link', { name: 'Add trip dates' }).click();
  await expect(page).toHaveURL('/select-date');
  await pickDays(page.getByRole('main'), [nzDay(12), nzDay(14)]);
  await page.getByRole('button', { name: 'Save trip dates' }).click();
  await expect(page).toHaveURL(`/tracks/${TRACK.slug}/plan`);
}

const planLinkIn = (body: string) => /https?:\/\/[^\s"<>]+\/plan\/([A-Za-z0-9_-]{22,64})/.exec(body);

test('a group leaves a plan: drafted, published, accepted and edited, declined, read at home, downloaded', async ({
  page,
  browser,
}) => {
  // Four people, three accounts and a dozen screens: the longest journey in the suite.
  test.slow();
  const aroha = await browser.newPage({ viewport: PHONE });
  const arohaEmail = await signedInMember(aroha, 'Aroha');
  const tama = await browser.newPage({ viewport: PHONE });
  const tamaEmail = await signedInMember(tama, 'Tama');
  const mereEmail = freshEmail('mere-home');

  await signedInMember(page, 'Hine');
  const saved = await page.request.post('/api/v1/user/contact', {
    headers: await bearerOf(page),
    data: { first_name: 'Tama', last_name: 'Walker', email: tamaEmail },
  });
  expect(saved.status()).toBe(201);

  await test.step('Hine drafts a 3-day plan with her group, an emergency contact and a document', async () => {
    await page.goto(`/tracks/${TRACK.slug}/plan`);
    await expect(page.getByRole('heading', { level: 1, name: TRACK.title })).toBeVisible();
    await chooseThreeDays(page);

    await page.getByLabel('Name your trip').fill(TRIP_NAME);

    await openSection(page, /^Group members/);
    await page.getByRole('checkbox', { name: /Tama Walker/ }).check();
    await page.getByRole('button', { name: 'Add a new contact' }).first().click();
    await addContact(page, { first: 'Aroha', last: 'Walker', email: arohaEmail });
    await expect(page.getByRole('checkbox', { name: /Aroha Walker/ })).toBeChecked();

    await openSection(page, 'Emergency contact');
    // Group members are not offered as the emergency contact (spec 3 §5).
    await expect(page.getByRole('radio', { name: /Aroha Walker/ })).toHaveCount(0);
    await page
      .getByRole('region', { name: 'Emergency contact' })
      .getByRole('button', { name: 'Add a new contact' })
      .click();
    await addContact(page, { first: 'Mere', last: 'Home', email: mereEmail, phone: '021 555 0133' });
    await expect(page.getByRole('radio', { name: /Mere Home/ })).toBeChecked();

    await openSection(page, 'Daily plan');
    const dayOne = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Day 1/ }) });
    await dayOne.getByLabel('Start location').fill('Routeburn Shelter');
    await dayOne.getByLabel('End location').fill('Routeburn Falls Hut');
    await dayOne.getByLabel('Notes').fill('Late start, lunch at the Flats.');
    await expect(page.getByRole('heading', { name: /^Day 3/ })).toBeVisible();

    await openSection(page, /^Documents/);
    await page.getByLabel('Add a document').setInputFiles(A_PDF);
    await expect(page.getByText('route-card.pdf')).toBeVisible();

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL('/plan-complete');
    await expect(page.getByText('Your trip has now been saved as a draft.')).toBeVisible();
  });

  let guid = '';
  await test.step('she shares it: each person on it gets one mail with the read-only link', async () => {
    await page.getByRole('link', { name: 'Keep planning' }).click();
    await expect(page.getByLabel('Name your trip')).toHaveValue(TRIP_NAME);
    await page.getByRole('button', { name: 'Save and share your plan' }).click();
    // Her profile has no phone: the person at home will ring her first, so she is asked for it.
    const phone = page.getByRole('dialog', { name: 'Your phone number' });
    await phone.getByRole('button', { name: 'Save and continue' }).click();
    await expect(phone).toContainText('Please enter the phone number you will carry.');
    await phone.getByLabel('Phone').fill('027 555 0144');
    await phone.getByRole('button', { name: 'Save and continue' }).click();
    const confirm = page.getByRole('dialog', { name: 'Share your plan?' });
    await expect(confirm).toContainText('will be notified');
    await confirm.getByRole('button', { name: 'Share plan' }).click();
    await expect(page).toHaveURL('/plan-complete');
    await expect(
      page.getByText(
        "Congratulations, you've shared your plan with everyone in your group and your emergency contact",
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();

    const links = await Promise.all(
      [arohaEmail, tamaEmail, mereEmail].map(async (address) => {
        const mail = await newestEmailTo(address, (email) => planLinkIn(email.body) !== null);
        return planLinkIn(mail.body)![1]!;
      }),
    );
    guid = links[0]!;
    expect(new Set(links)).toEqual(new Set([guid]));
  });

  const plan = `/plan/${guid}`;
  await test.step('Aroha accepts: the plan opens in her editor and she changes the notes', async () => {
    await aroha.goto(plan);
    await expect(aroha.getByText("You've been added to this trip plan")).toBeVisible();
    await aroha.getByRole('button', { name: 'Accept' }).click();
    await expect(aroha).toHaveURL(`/tracks/${TRACK.slug}/plan`);
    await openSection(aroha, 'Daily plan');
    const dayOne = aroha
      .getByRole('listitem')
      .filter({ has: aroha.getByRole('heading', { name: /^Day 1/ }) });
    await dayOne.getByLabel('Notes').fill('Early start now: the forecast turns on day 2.');
    await aroha.getByRole('button', { name: 'Save changes' }).click();
    await expect(aroha).toHaveURL('/plan-complete');
    await expect(aroha.getByText('Your changes to the plan are saved.')).toBeVisible();
  });

  await test.step('Tama declines: only his share goes, the plan stays as it was', async () => {
    const before = await (await page.request.get(`/api/v1${plan}/readonly`)).json();
    await tama.goto(plan);
    await tama.getByRole('button', { name: 'Decline' }).click();
    await expect(tama).toHaveURL('/account/my-walks');
    const after = await (await page.request.get(`/api/v1${plan}/readonly`)).json();
    expect(after).toEqual(before);
  });

  await test.step('someone at home reads the plan from the link, with its alerts and weather', async () => {
    const home = await browser.newPage({ viewport: PHONE });
    await home.goto(plan);
    await expect(home.getByRole('heading', { level: 1, name: TRIP_NAME })).toBeVisible();
    await expect(home.getByRole('region', { name: 'Daily plan' })).toContainText(
      'Early start now: the forecast turns on day 2.',
    );
    await expect(home.getByRole('region', { name: 'Emergency contact' })).toContainText('Mere Home');
    // The one who made the plan comes first in the group, in full, with the phone she gave.
    const group = home.getByRole('region', { name: 'The group' }).getByRole('listitem');
    await expect(group.first()).toContainText('Hine Walker · Made this plan');
    await expect(group.first().getByRole('link', { name: '027 555 0144' })).toHaveAttribute(
      'href',
      'tel:0275550144',
    );
    // The route card was uploaded private: it is for the people on the trip, not the link (decision 025).
    await expect(home.getByRole('region', { name: 'Documents' })).toHaveCount(0);
    await home.getByRole('link', { name: 'Alerts for these dates' }).click();
    await expect(home).toHaveURL(`${plan}/alerts`);
    await expect(home.getByRole('heading', { level: 1, name: TRIP_NAME })).toBeVisible();
    await home.getByRole('link', { name: 'Back to the plan' }).click();
    await home.getByRole('link', { name: 'Weather for these dates' }).click();
    await expect(home).toHaveURL(`${plan}/weather`);
    await expect(home.getByText(TRACK.title)).toBeVisible();
  });

  await test.step('Hine downloads the plan as a PDF, and her private route card from it', async () => {
    await page.goto(plan);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect((await download).suggestedFilename()).toBe(`Trip Plan - ${TRIP_NAME}.pdf`);
    // Only the people on the trip are served it, so it comes with her login, not by a plain link.
    const routeCard = page.waitForEvent('download');
    await page
      .getByRole('region', { name: 'Documents' })
      .getByRole('link', { name: 'route-card.pdf' })
      .click();
    expect((await routeCard).suggestedFilename()).toBe('route-card.pdf');
  });
});

test('a guest drafts a plan with a contact and a document, logs in, and everything is saved', async ({
  page,
  browser,
}) => {
  const setUp = await browser.newPage({ viewport: PHONE });
  const email = await signedInMember(setUp, 'Kiri');
  await setUp.close();

  await page.goto(`/tracks/${TRACK.slug}/plan`);
  await expect(page.getByText('Log in to save and share your plan')).toBeVisible();
  await page.getByLabel('Name your trip').fill('Kiri’s first Great Walk');
  await openSection(page, 'Group members');
  await page.getByRole('button', { name: 'Add a new contact' }).click();
  await addContact(page, { first: 'Rua', last: 'Tipene', email: freshEmail('rua') });
  await expect(page.getByRole('checkbox', { name: /Rua Tipene/ })).toBeChecked();
  await openSection(page, 'Documents');
  await page.getByLabel('Add a document').setInputFiles({ ...A_PDF, name: 'kiri-route.pdf' });
  await expect(page.getByText('kept on this device until you log in')).toBeVisible();

  // A reload loses nothing: the plan, the contact and the file are kept on the device.
  await page.reload();
  await expect(page.getByLabel('Name your trip')).toHaveValue('Kiri’s first Great Walk');
  await openSection(page, 'Documents');
  await expect(page.getByText('kiri-route.pdf')).toBeVisible();

  await page.getByRole('button', { name: 'Save draft' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL('/plan-complete');
  await expect(page.getByText('Your trip has now been saved as a draft.')).toBeVisible();
  const walks = await page.request.get('/api/v1/plan?page=0', { headers: await bearerOf(page) });
  const { draft } = (await walks.json()) as {
    draft: { custom_trip_name: string; contacts: { fullname: string }[]; attachments: { title: string }[] }[];
  };
  expect(draft).toHaveLength(1);
  expect(draft[0]!.custom_trip_name).toBe('Kiri’s first Great Walk');
  expect(draft[0]!.contacts.map((contact) => contact.fullname)).toEqual(['Rua Tipene']);
  expect(draft[0]!.attachments.map((document) => document.title)).toEqual(['kiri-route.pdf']);
});

test('back on the tracks page, an unsaved draft is saved or let go', async ({ page }) => {
  await signedInMember(page, 'Wiremu');

  await page.goto(`/tracks/${TRACK.slug}/plan`);
  await page.getByLabel('Name your trip').fill('Kept for later');
  await page.getByRole('link', { name: 'Back to tracks' }).click();
  const warning = page.getByRole('dialog', { name: 'You have not saved your Plan.' });
  await warning.getByRole('button', { name: 'Save draft plan' }).click();
  await expect(warning).toBeHidden();
  // Radix repeats a toast's text for screen readers; the first is the one seen.
  await expect(page.getByText('Your draft plan is saved in My Walks').first()).toBeVisible();
  await page.goto('/account/my-walks');
  await expect(page.getByRole('region', { name: 'Draft trips' })).toContainText('Kept for later');

  await page.goto(`/tracks/${TRACK.slug}/plan`);
  await page.getByLabel('Name your trip').fill('Kept for later, renamed');
  await page.getByRole('link', { name: 'Back to tracks' }).click();
  await warning.getByRole('button', { name: 'Continue without saving' }).click();
  await expect(warning).toBeHidden();
  await page.goto(`/tracks/${TRACK.slug}/plan`);
  await expect(page.getByLabel('Name your trip')).toHaveValue('');
});

test('saving over someone else’s change is refused, and the plan can be reloaded', async ({ page }) => {
  await signedInMember(page, 'Ana');
  const headers = await bearerOf(page);
  const place = (await (await page.request.get(`/api/v1/tracks/${TRACK.slug}`)).json()) as { id: number };
  const created = await page.request.post('/api/v1/plan', {
    headers,
    data: { location: { id: place.id }, custom_trip_name: 'Two tabs', note: 'First words.' },
  });
  const { id, guid, version } = (await created.json()) as { id: number; guid: string; version: number };

  await page.goto(`/plan/${guid}`);
  const editButton = page.getByRole('button', { name: 'Edit plan' });
  await expect(editButton).toBeVisible();
  // The editor reads the plan again as it opens (issue 28): the other tab saves after that.
  const readAgain = page.waitForResponse((response) => response.url().endsWith(`/plan/${guid}/readonly`));
  await editButton.click();
  await expect(page).toHaveURL(`/tracks/${TRACK.slug}/plan`);
  await readAgain;

  // Another tab saves first.
  const other = await page.request.put(`/api/v1/plan/${id}`, {
    headers,
    data: {
      location: { id: place.id },
      custom_trip_name: 'Two tabs',
      note: 'The other tab’s words.',
      version,
    },
  });
  expect(other.status()).toBe(200);

  await openSection(page, 'Trip notes');
  await page.getByLabel('What someone at home should know').fill('This tab’s words.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  const conflict = page.getByRole('dialog', { name: 'This plan has changed' });
  await expect(conflict).toContainText('Someone else changed this plan since you opened it.');
  await conflict.getByRole('button', { name: 'Reload the plan' }).click();
  await expect(conflict).toBeHidden();
  await expect(page.getByLabel('What someone at home should know')).toHaveValue('The other tab’s words.');
});

test('a guest’s document that the browser has no room for says so, and is not listed', async ({ page }) => {
  await page.goto(`/tracks/${TRACK.slug}/plan`);
  await expect(page.getByLabel('Name your trip')).toBeVisible();
  // Chromium's own quota, made small: the browser refuses the file as it would on a full phone.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', {
    origin: new URL(page.url()).origin,
    quotaSize: 50_000,
  });
  await openSection(page, 'Documents');
  const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(400_000, 32)]);
  await page.getByLabel('Add a document').setInputFiles({ ...A_PDF, name: 'big-map.pdf', buffer: big });
  await expect(page.getByText('Not enough storage space!')).toBeVisible();
  await expect(page.getByText('big-map.pdf')).toHaveCount(0);
});

test('a document of another type is refused with the allowed types', async ({ page }) => {
  await page.goto(`/tracks/${TRACK.slug}/plan`);
  await openSection(page, 'Documents');
  await page
    .getByLabel('Add a document')
    .setInputFiles({ name: 'summit.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff]) });
  await expect(
    page.getByText('Allowed file type are: .txt, .doc, .docx, .ods, .odt, .pdf, .rtf, .xls, .xlsx'),
  ).toBeVisible();
});

test('sharing asks for trip dates first, then offers an emergency contact before it shares', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInMember(page, 'Manaia');
  const saved = await page.request.post('/api/v1/user/contact', {
    headers: await bearerOf(page),
    data: { first_name: 'Hemi', last_name: 'Home', phone: '027 555 0199' },
  });
  expect(saved.status()).toBe(201);

  await page.goto(`/tracks/${TRACK.slug}/plan`);
  await page.getByLabel('Name your trip').fill('Key Summit');
  await page.getByRole('button', { name: 'Save and share your plan' }).click();
  const needsDates = page.getByRole('dialog', { name: 'Choose your trip dates' });
  await expect(needsDates).toContainText('Please select the trip dates before you share your plan.');
  await needsDates.getByRole('button', { name: 'OK' }).click();

  await chooseTripDates(page, { start: nzDay(20), end: nzDay(20) });
  await page.getByRole('button', { name: 'Save and share your plan' }).click();
  const noContact = page.getByRole('dialog', { name: 'No emergency contact' });
  await noContact.getByRole('button', { name: 'Add a saved contact' }).click();
  await expect(noContact).toBeHidden();
  await expect(page.getByRole('radio', { name: /Hemi Home/ })).toBeVisible();

  await page.getByRole('button', { name: 'Save and share your plan' }).click();
  await noContact.getByRole('button', { name: 'Continue without one' }).click();
  await page
    .getByRole('dialog', { name: 'Share your plan?' })
    .getByRole('button', { name: 'Share plan' })
    .click();
  await expect(page).toHaveURL('/plan-complete');
  await expect(
    page.getByText("Congratulations, you've shared your plan with everyone in your group"),
  ).toHaveText("Congratulations, you've shared your plan with everyone in your group");
  await page.getByRole('link', { name: 'View your plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Key Summit' })).toBeVisible();
});

test('a contact a guest made is uploaded once they log in, wherever they log in', async ({
  page,
  browser,
}) => {
  const setUp = await browser.newPage({ viewport: PHONE });
  const email = await signedInMember(setUp, 'Tui');
  await setUp.close();

  await page.goto(`/tracks/${TRACK.slug}/plan`);
  await openSection(page, 'Emergency contact');
  await page.getByRole('button', { name: 'Add a new contact' }).click();
  await addContact(page, { first: 'Koro', last: 'Home', email: freshEmail('koro'), phone: '027 555 0101' });

  await logIn(page, email, FIRST_PASSWORD);
  await expect(page).toHaveURL('/tracks');
  // Logged in and back on tracks with an unsaved draft: saving it takes the contact along.
  const warning = page.getByRole('dialog', { name: 'You have not saved your Plan.' });
  await warning.getByRole('button', { name: 'Save draft plan' }).click();
  await expect(warning).toBeHidden();
  await shellOf(page).profileButton.click();
  await page.getByRole('dialog', { name: 'Hi Tui' }).getByRole('link', { name: 'My Contacts' }).click();
  await expect(page.getByRole('heading', { name: 'Koro Home' })).toBeVisible();
  await page.goto(`/tracks/${TRACK.slug}/plan`);
  await openSection(page, 'Emergency contact');
  await expect(page.getByRole('radio', { name: /Koro Home/ })).toBeChecked();
});
