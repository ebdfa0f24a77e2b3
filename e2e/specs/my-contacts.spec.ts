import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { signedInMember } from '../support/accounts.ts';

/** My Contacts (spec 3): add, edit and delete the people a walker puts on trip plans. */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function addContact(page: Page, first: string, last: string, email = '') {
  await page.getByRole('button', { name: 'Add a contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a contact' });
  await dialog.getByLabel('First name').fill(first);
  await dialog.getByLabel('Last name').fill(last);
  if (email) await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('contacts are added in a dialog, three are listed until asked for all, and one is deleted after confirming', async ({
    page,
  }) => {
    await signedInMember(page, 'Hemi');
    await page.goto('/account/my-contacts');
    await expect(page.getByRole('heading', { name: 'No contacts yet' })).toBeVisible();

    await page.getByRole('button', { name: 'Add a contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a contact' });
    await expect(
      dialog.getByText('A contact without an email will not receive a copy of the trip plan.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await expect(dialog.getByText('First name is required.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await addContact(page, 'Aroha', 'Tane', 'aroha@example.nz');
    await addContact(page, 'Rawiri', 'Hona');
    await addContact(page, 'Mere', 'Parata');
    await expect(page.getByRole('article', { name: 'Mere Parata' })).toBeVisible();
    await addContact(page, 'Tui', 'Ngata');
    const cards = page.getByRole('list', { name: 'Your contacts' }).getByRole('article');
    await expect(cards).toHaveCount(3);
    await page.getByRole('button', { name: 'Show all my contacts' }).click();
    await expect(cards).toHaveCount(4);
    await page.getByRole('button', { name: 'Show less contacts' }).click();
    await expect(cards).toHaveCount(3);

    // On a phone editing is always a dialog; an email once set cannot change.
    await page.getByRole('button', { name: 'Edit Aroha Tane' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit contact' });
    await expect(edit.getByLabel('Email')).toHaveAttribute('readonly', '');
    await edit.getByLabel('Phone').fill('021 555 0100');
    await edit.getByRole('button', { name: 'Save contact' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('article', { name: 'Aroha Tane' })).toContainText('021 555 0100');

    await page.getByRole('button', { name: 'Delete Rawiri Hona' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this contact?' })
      .getByRole('button', { name: 'Delete contact' })
      .click();
    await expect(page.getByRole('article', { name: 'Rawiri Hona' })).toHaveCount(0);

    // Kept on the server: a reload lists the same people.
    await page.reload();
    await expect(cards).toHaveText([/Aroha Tane/, /Mere Parata/, /Tui Ngata/]);
    await expect(page.getByRole('button', { name: 'Show all my contacts' })).toHaveCount(0);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('with three or more contacts, a contact is edited in its own card', async ({ page }) => {
    await signedInMember(page, 'Hemi');
    await page.goto('/account/my-contacts');
    await addContact(page, 'Aroha', 'Tane');
    await addContact(page, 'Rawiri', 'Hona');
    await addContact(page, 'Mere', 'Parata');
    await page.getByRole('button', { name: 'Edit Mere Parata' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const list = page.getByRole('list', { name: 'Your contacts' });
    await list.getByLabel('Relationship').fill('Sister');
    await list.getByRole('button', { name: 'Save contact' }).click();
    await expect(page.getByRole('article', { name: 'Mere Parata' })).toContainText('Sister');
  });
});
