import { AlertGroupsSchema, StaffSiteAlertSchema, type AlertGroups } from '@waymark/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '#api/config.ts';
import { DEMO_CATALOGUE } from '#api/modules/catalogue/demo/demo-catalogue.ts';
import { seedDemoCatalogue } from '#api/modules/catalogue/demo/seed-demo-catalogue.ts';
import { listSiteAlerts } from '#api/modules/alerts/alerts.repository.ts';
import { activeUser, bearer, freshIp } from '#test/accounts-helpers.ts';
import { createTestContext, type TestContext } from '#test/test-context.ts';

const ADMIN_API_TOKEN = 'staff-token-for-tests-0123456789abcdef';
const URL = '/api/v1/admin/site-alerts';
const staff = { authorization: `Bearer ${ADMIN_API_TOKEN}` };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_API_TOKEN });
  await seedDemoCatalogue(ctx.database.db, DEMO_CATALOGUE);
});
afterAll(() => ctx.close());

/** Each request from its own address, so the staff rate limit only bites where a test wants it to. */
function admin(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { headers?: Record<string, string>; payload?: unknown } = {},
) {
  return ctx.app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: options.headers ?? staff,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

async function alertsFor(path: string): Promise<AlertGroups> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/alerts/${path}` });
  expect(res.statusCode, res.body).toBe(200);
  return AlertGroupsSchema.parse(res.json());
}

const storedCount = async () => (await listSiteAlerts(ctx.database.db)).length;

const slip = {
  kind: 'closed',
  alert_name: 'slip',
  title: 'Track closed by a slip',
  content: 'Closed between Iris Burn and Moturau huts.',
  place: { type: 'track', slug: 'kepler-track' },
};

describe('ADMIN_API_TOKEN', () => {
  test('is optional, and when set must be at least 32 characters', () => {
    expect(loadConfig({}).adminApiToken).toBeUndefined();
    expect(loadConfig({ ADMIN_API_TOKEN: '' }).adminApiToken).toBeUndefined();
    expect(loadConfig({ ADMIN_API_TOKEN }).adminApiToken).toBe(ADMIN_API_TOKEN);
    expect(() => loadConfig({ ADMIN_API_TOKEN: 'hunter2' })).toThrow(
      /ADMIN_API_TOKEN: must be at least 32 characters/,
    );
  });

  test('without it the admin API does not exist', async () => {
    const plain = await createTestContext();
    try {
      for (const method of ['GET', 'POST'] as const) {
        const res = await plain.app.inject({ method, url: URL, headers: staff, payload: slip });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: `There is nothing at ${method} ${URL}.` });
      }
      const remove = await plain.app.inject({ method: 'DELETE', url: `${URL}/1`, headers: staff });
      expect(remove.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('staff only', () => {
  test('no token, a wrong token or a signed-in user’s token is a 403, never a 401, and writes nothing', async () => {
    const user = await activeUser(ctx, 'walker@example.nz');
    const callers = [
      {},
      { authorization: `Bearer ${ADMIN_API_TOKEN.slice(0, -1)}x` },
      { authorization: `Bearer ${ADMIN_API_TOKEN}-and-more` },
      { authorization: ADMIN_API_TOKEN },
      bearer(user),
    ];
    const before = await storedCount();
    for (const headers of callers) {
      for (const res of [
        await admin('GET', URL, { headers }),
        // Not even the body's problems are revealed without the token.
        await admin('POST', URL, { headers, payload: { ...slip, title: '' } }),
        await admin('POST', URL, { headers, payload: slip }),
        await admin('DELETE', `${URL}/1`, { headers }),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toEqual({ error: 'Staff access only.' });
      }
    }
    expect(await storedCount()).toBe(before);
  });

  test('a run of guesses from one address is cut off', async () => {
    const remoteAddress = freshIp();
    const guess = () =>
      ctx.app.inject({ method: 'GET', url: URL, remoteAddress, headers: { authorization: 'Bearer guess' } });
    for (let i = 0; i < 60; i++) expect((await guess()).statusCode).toBe(403);
    const cut = await guess();
    expect(cut.statusCode).toBe(429);
    expect(cut.json().error).toMatch(/Too many attempts/);
  });
});

describe('adding, listing and removing', () => {
  test('a closed alert on a place shows on that place’s alerts page', async () => {
    const res = await admin('POST', URL, { payload: { ...slip, until: '2099-01-31' } });
    expect(res.statusCode, res.body).toBe(201);
    const created = StaffSiteAlertSchema.parse(res.json());
    expect(created).toEqual({
      id: expect.any(Number),
      kind: 'closed',
      alert_name: 'slip',
      title: 'Track closed by a slip',
      content: 'Closed between Iris Burn and Moturau huts.',
      place: { type: 'track', slug: 'kepler-track' },
      until: '2099-01-31',
    });

    const kepler = await alertsFor('track/kepler-track');
    expect(kepler.closedAlerts).toContainEqual({
      id: created.id,
      alert_name: 'slip',
      title: 'Track closed by a slip',
      content: 'Closed between Iris Burn and Moturau huts.',
    });
    expect(kepler.has_alerts).toBe(true);
    expect((await alertsFor('hut/mueller-hut')).closedAlerts.map((a) => a.id)).not.toContain(created.id);
  });

  test('a site alert without a place shows everywhere, with its HTML sanitised', async () => {
    const res = await admin('POST', URL, {
      payload: {
        kind: 'site',
        alert_name: 'fire-danger',
        title: 'Extreme fire danger',
        content: '<p onclick="steal()">No fires <script>alert(1)</script>anywhere.</p>',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = StaffSiteAlertSchema.parse(res.json());
    expect(created).toMatchObject({ place: null, until: null, content: '<p>No fires anywhere.</p>' });

    for (const place of ['track/kepler-track', 'hut/mueller-hut']) {
      const shown = (await alertsFor(place)).site.find((a) => a.id === created.id);
      expect(shown?.content).toBe('<p>No fires anywhere.</p>');
    }
  });

  test('an alert is shown through the whole of its last day in New Zealand', async () => {
    const res = await admin('POST', URL, {
      payload: { ...slip, alert_name: 'flood', title: 'Flooded', until: '2030-06-15' },
    });
    const { id } = StaffSiteAlertSchema.parse(res.json());
    const [row] = (await listSiteAlerts(ctx.database.db)).filter((alert) => alert.id === id);
    // Midnight at the end of 15 June, New Zealand Standard Time (UTC+12).
    expect(row?.expiresAt?.toISOString()).toBe('2030-06-15T12:00:00.000Z');
  });

  test('the list shows every alert added, newest first', async () => {
    const added = StaffSiteAlertSchema.parse(
      (await admin('POST', URL, { payload: { ...slip, alert_name: 'bridge', title: 'Bridge out' } })).json(),
    );
    const res = await admin('GET', URL);
    expect(res.statusCode, res.body).toBe(200);
    const listed = StaffSiteAlertSchema.array().parse(res.json());
    expect(listed[0]).toEqual(added);
    expect(listed.map((a) => a.title)).toEqual(
      expect.arrayContaining(['Track closed by a slip', 'Extreme fire danger', 'Bridge out']),
    );
    expect(listed.map((a) => a.id)).toEqual([...listed.map((a) => a.id)].sort((a, b) => b - a));
  });

  test('removing takes it off the pages; removing it again is a 404', async () => {
    const { id } = StaffSiteAlertSchema.parse(
      (await admin('POST', URL, { payload: { ...slip, alert_name: 'wasps', title: 'Wasp nest' } })).json(),
    );
    const first = await admin('DELETE', `${URL}/${id}`);
    expect(first.statusCode, first.body).toBe(204);
    expect(first.body).toBe('');
    expect((await alertsFor('track/kepler-track')).closedAlerts.map((a) => a.id)).not.toContain(id);

    const again = await admin('DELETE', `${URL}/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: `There is no site alert ${id}.` });
    expect((await admin('DELETE', `${URL}/not-a-number`)).statusCode).toBe(400);
  });
});

describe('what staff send is checked, and nothing bad is written', () => {
  const cases: [string, unknown, RegExp][] = [
    ['an empty title', { ...slip, title: '   ' }, /^title: A title is required\.$/],
    [
      '10,000 characters of content',
      { ...slip, content: 'x'.repeat(10_000) },
      /^content: The content must be at most 5,000 characters\.$/,
    ],
    ['a title that is not text', { ...slip, title: 42 }, /^title: .*expected string/],
    ['a place that is not an object', { ...slip, place: 'track/kepler-track' }, /^place: .*expected object/],
    ['an unknown kind', { ...slip, kind: 'warning' }, /^kind: .*"site"\|"closed"/],
    ['an unknown place type', { ...slip, place: { type: 'volcano', slug: 'ruapehu' } }, /^place\.type: /],
    [
      'an unknown place',
      { ...slip, place: { type: 'hut', slug: 'no-such-hut' } },
      /^There is no hut no-such-hut\.$/,
    ],
    ['a malformed until', { ...slip, until: '31/01/2099' }, /^until: Please choose a whole date\.$/],
    ['an impossible until', { ...slip, until: '2099-02-30' }, /^until: Please choose a whole date\.$/],
    [
      'content that is only a script',
      { ...slip, content: '<script>alert(1)</script>' },
      /empty once scripts/,
    ],
    ['no body at all', undefined, /./],
  ];
  test.each(cases)('%s is a 400 with a readable message', async (_name, payload, message) => {
    const before = await storedCount();
    const res = await admin('POST', URL, payload === undefined ? {} : { payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatch(message);
    expect(await storedCount()).toBe(before);
  });
});
