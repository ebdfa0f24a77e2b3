import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The plan editor's folding sections and its new-contact dialog, as a walker uses them. */

/** Opens the editor's section titled `title`, unless it is open already (a second tap closes it). */
export async function openSection(page: Page, title: RegExp | string) {
  const trigger = page.getByRole('button', { name: title });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
}

/** Fills in and adds the contact in the open "Add a new contact" dialog. */
export async function addContact(
  page: Page,
  fields: { first: string; last: string; email: string; phone?: string },
) {
  const dialog = page.getByRole('dialog', { name: 'Add a new contact' });
  await dialog.getByLabel('First name').fill(fields.first);
  await dialog.getByLabel('Last name').fill(fields.last);
  await dialog.getByLabel('Email').fill(fields.email);
  if (fields.phone) await dialog.getByLabel('Phone').fill(fields.phone);
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog).toBeHidden();
}
