import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { analyticsEvents } from '#api/db/schema/index.ts';
import { TOO_MANY_EVENTS } from '#api/modules/events/events.service.ts';
import { activeUser, bearer, freshIp } from './accounts-helpers.ts';
import { createTestContext, type TestContext } from './test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const send = (payload: object, ip = freshIp(), headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/events', remoteAddress: ip, headers, payload });
const stored = async () => (await ctx.database.db.select().from(analyticsEvents)).length;

describe('only the spec’s events are stored (issue 9 item 7)', () => {
  test.each([
    [
      'an unknown property',
      { name: 'login', properties: { method: 'website', extra: 'x' } },
      'Unrecognized key',
    ],
    [
      'a 5,000-character value',
      { name: 'login', properties: { method: 'x'.repeat(5000) } },
      'properties.method',
    ],
    [
      'a title over 300 characters',
      { name: 'hut_viewed', properties: { id: 1, slug: 'a', title: 'x'.repeat(301) } },
      'properties.title',
    ],
    [
      'a number where text belongs',
      { name: 'hut_viewed', properties: { id: 1, slug: 2, title: 'a' } },
      'slug',
    ],
    [
      'properties on an event that has none',
      { name: 'guest_login', properties: { anything: 1 } },
      'Unrecognized key',
    ],
    ['an unknown event', { name: 'made_up_event' }, 'Unknown event name.'],
    ['an event without a name', { properties: { method: 'website' } }, 'Unknown event name.'],
  ])('%s is refused with a readable 400 and nothing is stored', async (_case, payload, message) => {
    const before = await stored();
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringContaining(message) });
    expect(await stored()).toBe(before);
  });

  test('the events the web app sends, and gear_viewed of spec 3, are stored', async () => {
    const before = await stored();
    const events = [
      { name: 'guest_login' },
      { name: 'gear_viewed' },
      { name: 'login', properties: { method: 'website' } },
      { name: 'sign_up', properties: { method: 'app' } },
      { name: 'user_registration', properties: { method: 'website' } },
      { name: 'campsite_viewed', properties: { id: 3, slug: 'mavora-lakes', title: 'Mavora Lakes' } },
      { name: 'hut_map_viewed', properties: { id: 4, slug: 'luxmore-hut', title: 'Luxmore Hut' } },
      {
        name: 'track_selected_from',
        properties: { selected_from: 'nearest to me', id: 1, slug: 'kepler-track' },
      },
    ];
    for (const payload of events) expect((await send(payload)).statusCode).toBe(202);
    expect(await stored()).toBe(before + events.length);
  });
});

describe('events are rate-limited (issue 9 item 7)', () => {
  test('one address gets 60 a minute', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await send({ name: 'guest_login' }, ip)).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 202)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  test('a signed-in account gets 60 a minute, whatever addresses and forwarded headers it uses', async () => {
    const token = await activeUser(ctx, 'beacon@example.nz');
    const before = await stored();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await send({ name: 'guest_login' }, freshIp(), {
        ...bearer(token),
        'x-forwarded-for': `203.0.113.${i + 1}`,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toEqual({ error: TOO_MANY_EVENTS });
    }
    expect(statuses.slice(0, 60).every((status) => status === 202)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect(await stored()).toBe(before + 60);

    // A minute later the account may send again.
    ctx.clock.advance(61 * 1000);
    expect((await send({ name: 'guest_login' }, freshIp(), bearer(token))).statusCode).toBe(202);
  });
});
