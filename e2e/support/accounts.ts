import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { activationCodeFor, type E2eServer } from './outbox.ts';

/** Account steps several journeys share, done the way a person (or, for setup, the API) does them. */

export const FIRST_PASSWORD = 'kea-tussock-ridgeline-42';

/** A fresh address per test, so journeys never meet on the shared e2e database. */
export function freshEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.nz`;
}

/** Registers and activates an account through the API, as if the emailed code had been typed. */
export async function createActivatedAccount(
  page: Page,
  email: string,
  password = FIRST_PASSWORD,
  server: E2eServer = 'main',
) {
  const created = await page.request.post('/api/v1/user', {
    data: { email, password, agreed_to_terms: true },
  });
  expect(created.status()).toBe(201);
  const activated = await page.request.post('/api/v1/activate', {
    data: { email, code: await activationCodeFor(email, server) },
  });
  expect(activated.status()).toBe(200);
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The required fields of profile setup; saving it ends on tracks. */
export async function setUpProfile(page: Page, firstName: string, lastName: string) {
  await expect(page).toHaveURL('/account/profile-setup');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await choose(page, 'Gender', 'Female');
  await page.getByRole('radio', { name: /Beginner/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL('/tracks');
}

/** A new member, activated, logged in on `page` and set up: the address they signed up with. */
export async function signedInMember(page: Page, firstName: string): Promise<string> {
  const email = freshEmail(firstName.toLowerCase());
  await createActivatedAccount(page, email);
  await logIn(page, email, FIRST_PASSWORD);
  await setUpProfile(page, firstName, 'Walker');
  return email;
}

/** The signed-in page's access token as an Authorization header, for setting up through the API. */
export async function bearerOf(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('waymark') ?? '{}') as {
          state?: { accessToken?: { access_token?: string } };
        }
      ).state?.accessToken?.access_token,
  );
  if (!token) throw new Error('The page is not signed in');
  return { authorization: `Bearer ${token}` };
}
