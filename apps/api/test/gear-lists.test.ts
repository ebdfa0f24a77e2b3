import {
  GEAR_LIMITS,
  GEAR_PRESETS,
  GearListTemplateSchema,
  GearListTemplatesSchema,
  TOO_MANY_GEAR_LISTS,
  type GearListTemplate,
  type Token,
} from '@waymark/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GEAR_LIST_NOT_FOUND } from '#api/modules/gear-lists/gear-lists.service.ts';
import { activeUser, bearer } from './accounts-helpers.ts';
import { createTestContext, type TestContext } from './test-context.ts';

/** My Gear Lists through the real server (spec 3 §7 `user/gear-list-template`, issue 13). */

const EMAILS = {
  walker: 'gear-lists-walker@example.nz',
  other: 'gear-lists-other@example.nz',
  collector: 'gear-lists-collector@example.nz',
};
type Caller = keyof typeof EMAILS | 'guest';

let ctx: TestContext;
const token: Record<keyof typeof EMAILS, Token> = {} as never;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const [who, email] of Object.entries(EMAILS))
    token[who as keyof typeof EMAILS] = await activeUser(ctx, email);
});
afterAll(() => ctx.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, caller: Caller, payload?: object) {
  return ctx.app.inject({
    method,
    url: `/api/v1/${url}`,
    ...(caller === 'guest' ? {} : { headers: bearer(token[caller]) }),
    ...(payload ? { payload } : {}),
  });
}

async function myLists(caller: Caller): Promise<GearListTemplate[]> {
  const res = await call('GET', 'user/gear-list-template', caller);
  expect(res.statusCode, res.body).toBe(200);
  return GearListTemplatesSchema.parse(res.json());
}

async function newList(caller: Caller, body?: object): Promise<GearListTemplate> {
  const res = await call('POST', 'user/gear-list-template', caller, body);
  expect(res.statusCode, res.body).toBe(201);
  return GearListTemplateSchema.parse(res.json());
}

const dayWalk = () => ({
  title: 'My day walk',
  categories: structuredClone(GEAR_PRESETS['day-walk'].categories),
});

describe('keeping my own gear lists', () => {
  test('a new list is "New gear list" with one category holding one empty item (spec 3 §3)', async () => {
    expect(await myLists('walker')).toEqual([]);
    const created = await newList('walker');
    expect(created).toEqual({
      id: expect.any(Number),
      title: 'New gear list',
      categories: [{ title: 'Category 1', items: [{ title: '', notes: '', packed: false, weight: null }] }],
    });
    // An empty body is a new list too.
    expect((await newList('walker', {})).title).toBe('New gear list');
    expect((await myLists('walker')).map((list) => list.id)).toContain(created.id);
  });

  test('saving a list answers it as saved, and the next read has it', async () => {
    const created = await newList('walker');
    const res = await call('PUT', `user/gear-list-template/${created.id}`, 'walker', dayWalk());
    expect(res.statusCode, res.body).toBe(200);
    expect(GearListTemplateSchema.parse(res.json())).toEqual({ id: created.id, ...dayWalk() });
    expect((await myLists('walker')).find((list) => list.id === created.id)).toEqual({
      id: created.id,
      ...dayWalk(),
    });
  });

  test('duplicating makes "Copy of …" with the same categories, cut to the title limit', async () => {
    const original = await newList('walker');
    const title = 'Tararua crossing, four days, with river crossings and tops';
    await call('PUT', `user/gear-list-template/${original.id}`, 'walker', { ...dayWalk(), title });
    const copy = await newList('walker', { id: original.id });
    expect(copy.id).not.toBe(original.id);
    expect(copy.title).toBe(`Copy of ${title}`.slice(0, GEAR_LIMITS.listTitle).trimEnd());
    expect(copy.title.length).toBeLessThanOrEqual(GEAR_LIMITS.listTitle);
    expect(copy.categories).toEqual(dayWalk().categories);
  });

  test('deleting answers success, and the list is gone', async () => {
    const created = await newList('walker');
    const res = await call('DELETE', `user/gear-list-template/${created.id}`, 'walker');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await myLists('walker')).map((list) => list.id)).not.toContain(created.id);
    const again = await call('DELETE', `user/gear-list-template/${created.id}`, 'walker');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: GEAR_LIST_NOT_FOUND });
  });
});

describe('another account’s lists', () => {
  test('are never listed, changed, copied or deleted, and answer as if they did not exist', async () => {
    const theirs = await newList('other');
    await call('PUT', `user/gear-list-template/${theirs.id}`, 'other', dayWalk());
    expect((await myLists('walker')).map((list) => list.id)).not.toContain(theirs.id);
    const attempts = [
      call('PUT', `user/gear-list-template/${theirs.id}`, 'walker', { ...dayWalk(), title: 'Mine now' }),
      call('POST', 'user/gear-list-template', 'walker', { id: theirs.id }),
      call('DELETE', `user/gear-list-template/${theirs.id}`, 'walker'),
      call('PUT', 'user/gear-list-template/999999', 'walker', dayWalk()),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: GEAR_LIST_NOT_FOUND });
    }
    expect((await myLists('other')).find((list) => list.id === theirs.id)).toEqual({
      id: theirs.id,
      ...dayWalk(),
    });
  });

  test('a guest must sign in for every call', async () => {
    for (const [method, url] of [
      ['GET', 'user/gear-list-template'],
      ['POST', 'user/gear-list-template'],
      ['PUT', 'user/gear-list-template/1'],
      ['DELETE', 'user/gear-list-template/1'],
    ] as const) {
      const res = await call(method, url, 'guest', method === 'PUT' ? dayWalk() : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error).toEqual(expect.any(String));
    }
  });
});

describe('what a list may hold (spec 3 §5, GEAR_LIMITS)', () => {
  const category = (items = 1) => ({
    title: 'Clothing',
    items: Array.from({ length: items }, (_, i) => ({ title: `Item ${i + 1}` })),
  });

  test.each([
    ['an empty title', { title: '  ', categories: [] }, 'Give the gear list a name.'],
    [
      'a title of 61 characters',
      { title: 'x'.repeat(61), categories: [] },
      "A gear list's name is at most 60 characters.",
    ],
    [
      'a category title of 61 characters',
      { title: 'Mine', categories: [{ title: 'c'.repeat(61), items: [] }] },
      'A category is at most 60 characters.',
    ],
    [
      'an item of 101 characters',
      { title: 'Mine', categories: [{ title: 'Clothing', items: [{ title: 'i'.repeat(101) }] }] },
      'An item is at most 100 characters.',
    ],
    [
      'notes of 501 characters',
      {
        title: 'Mine',
        categories: [{ title: 'Clothing', items: [{ title: 'Tent', notes: 'n'.repeat(501) }] }],
      },
      'Notes are at most 500 characters.',
    ],
    [
      '51 categories',
      { title: 'Mine', categories: Array.from({ length: 51 }, () => category()) },
      'A gear list holds at most 50 categories.',
    ],
    [
      '201 items in a category',
      { title: 'Mine', categories: [category(201)] },
      'A category holds at most 200 items.',
    ],
    [
      'a title over two lines',
      { title: 'Two\nlines', categories: [] },
      'Title must not contain control characters.',
    ],
  ])('%s is refused with a readable message, and nothing is saved', async (_case, body, message) => {
    const created = await newList('walker');
    const res = await call('PUT', `user/gear-list-template/${created.id}`, 'walker', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect((await myLists('walker')).find((list) => list.id === created.id)).toEqual(created);
  });

  test('the list to copy is named by a whole number', async () => {
    const res = await call('POST', 'user/gear-list-template', 'walker', { id: 'first' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });

  test(`an account keeps at most ${GEAR_LIMITS.templates} lists, and is told so`, async () => {
    const first = await newList('collector');
    for (let i = 1; i < GEAR_LIMITS.templates; i += 1) await newList('collector');
    for (const body of [undefined, { id: first.id }]) {
      const res = await call('POST', 'user/gear-list-template', 'collector', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: TOO_MANY_GEAR_LISTS });
    }
    expect(await myLists('collector')).toHaveLength(GEAR_LIMITS.templates);
    await call('DELETE', `user/gear-list-template/${first.id}`, 'collector');
    expect((await newList('collector')).title).toBe('New gear list');
  });
});
