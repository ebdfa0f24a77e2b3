import {
  CONTACT_EMAIL_FIXED,
  ContactSavedSchema,
  UserSchema,
  type Contact,
  type Token,
} from '@waymark/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { activeUser, bearer } from './accounts-helpers.ts';
import { createTestContext, type TestContext } from './test-context.ts';

let ctx: TestContext;
let owner: Token;
let stranger: Token;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await activeUser(ctx, 'contacts-owner@example.nz');
  stranger = await activeUser(ctx, 'contacts-stranger@example.nz');
});
afterAll(() => ctx.close());

const HINE = {
  first_name: 'Hine',
  last_name: 'Walker',
  email: 'hine@example.nz',
  phone: '021 555 0101',
  relationship: 'Sister',
};

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, token?: Token, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `/api/v1/${url}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function addContact(token: Token, contact: object): Promise<Contact> {
  const res = await send('POST', 'user/contact', token, contact);
  expect(res.statusCode, res.body).toBe(201);
  return ContactSavedSchema.parse(res.json()).new_contact;
}

describe('My Contacts (spec 3 §3, §5, §7)', () => {
  test('adding answers the new contact and the user with every contact; GET user lists them too', async () => {
    const res = await send('POST', 'user/contact', owner, HINE);
    expect(res.statusCode, res.body).toBe(201);
    const { new_contact, user } = ContactSavedSchema.parse(res.json());
    expect(new_contact).toMatchObject({ ...HINE, adult: true, fullname: 'Hine Walker' });
    expect(user.contacts.map((c) => c.id)).toContain(new_contact.id);

    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(owner) });
    expect(UserSchema.parse(me.json()).contacts).toContainEqual(new_contact);
  });

  test('a contact without both an email and a phone is not an adult', async () => {
    const child = await addContact(owner, { first_name: 'Tama', last_name: 'Walker' });
    expect(child).toMatchObject({ email: '', phone: '', adult: false });
  });

  test.each([
    ['an empty first name', { ...HINE, first_name: '  ' }, 'First name is required.'],
    ['no last name', { first_name: 'Hine' }, 'last_name'],
    ['an email that is not one', { ...HINE, email: 'hine-at-home' }, 'email'],
    ['a name of the wrong type', { ...HINE, first_name: 42 }, 'first_name'],
    ['a name longer than 100 characters', { ...HINE, last_name: 'x'.repeat(101) }, 'last_name'],
    ['a line break in a phone number', { ...HINE, phone: '021\n555' }, 'Phone'],
  ])('%s is refused with a readable message and nothing is saved', async (_case, body, message) => {
    const before = UserSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(owner) })).json(),
    ).contacts.length;
    const res = await send('POST', 'user/contact', owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    const after = UserSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(owner) })).json(),
    ).contacts.length;
    expect(after).toBe(before);
  });

  test('editing keeps the email once it is set, but may add one that was missing', async () => {
    const contact = await addContact(owner, {
      first_name: 'Rawiri',
      last_name: 'Hona',
      email: 'rawiri@example.nz',
    });
    const changed = await send('PUT', `user/contact/${contact.id}`, owner, {
      first_name: 'Rawiri',
      last_name: 'Hona',
      email: 'someone-else@example.nz',
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error).toBe(CONTACT_EMAIL_FIXED);

    const renamed = await send('PUT', `user/contact/${contact.id}`, owner, {
      first_name: 'Rawiri',
      last_name: 'Hona-Smith',
      email: 'rawiri@example.nz',
      phone: '027 555 0199',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(UserSchema.parse(renamed.json()).contacts.find((c) => c.id === contact.id)).toMatchObject({
      last_name: 'Hona-Smith',
      adult: true,
    });

    const noEmail = await addContact(owner, { first_name: 'Mere', last_name: 'Hona' });
    const added = await send('PUT', `user/contact/${noEmail.id}`, owner, {
      first_name: 'Mere',
      last_name: 'Hona',
      email: 'mere@example.nz',
    });
    expect(added.statusCode, added.body).toBe(200);
  });

  test('deleting answers the user without the contact', async () => {
    const contact = await addContact(owner, { first_name: 'Short', last_name: 'Lived' });
    const res = await send('DELETE', `user/contact/${contact.id}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(UserSchema.parse(res.json()).contacts.map((c) => c.id)).not.toContain(contact.id);
  });
});

describe('who may reach a contact', () => {
  test('another account cannot read, change or delete it: 404, as if it did not exist', async () => {
    const contact = await addContact(owner, {
      first_name: 'Private',
      last_name: 'Person',
      email: 'private@example.nz',
    });
    const changed = await send('PUT', `user/contact/${contact.id}`, stranger, {
      first_name: 'X',
      last_name: 'Y',
    });
    expect(changed.statusCode).toBe(404);
    const deleted = await send('DELETE', `user/contact/${contact.id}`, stranger);
    expect(deleted.statusCode).toBe(404);
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(stranger) });
    expect(JSON.stringify(theirs.json())).not.toContain('private@example.nz');

    const mine = UserSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(owner) })).json(),
    );
    expect(mine.contacts.find((c) => c.id === contact.id)).toMatchObject({ first_name: 'Private' });
  });

  test.each([
    ['POST', 'user/contact'],
    ['PUT', 'user/contact/1'],
    ['DELETE', 'user/contact/1'],
  ] as const)('a guest gets 401 from %s %s', async (method, url) => {
    const res = await send(method, url, undefined, method === 'DELETE' ? undefined : HINE);
    expect(res.statusCode).toBe(401);
  });

  test('an id that is not a number, or beyond any record, is a 400', async () => {
    expect((await send('DELETE', 'user/contact/abc', owner)).statusCode).toBe(400);
    expect((await send('DELETE', 'user/contact/99999999999', owner)).statusCode).toBe(400);
  });
});
