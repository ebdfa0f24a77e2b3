import { AlertGroupsSchema, type AlertGroups } from '@waymark/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { locations } from '#api/db/schema/index.ts';
import { DEMO_CATALOGUE } from '#api/modules/catalogue/demo/demo-catalogue.ts';
import { seedDemoCatalogue } from '#api/modules/catalogue/demo/seed-demo-catalogue.ts';
import { deleteSiteAlert, insertSiteAlert, placeIdBySlug } from '#api/modules/alerts/alerts.repository.ts';
import { createTestContext, type TestContext } from '#test/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoCatalogue(ctx.database.db, DEMO_CATALOGUE);
});
afterAll(() => ctx.close());

async function alerts(path: string): Promise<AlertGroups> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/alerts/${path}` });
  expect(res.statusCode, res.body).toBe(200);
  return AlertGroupsSchema.parse(res.json());
}

describe('site and closed alerts', () => {
  test('a site alert shows everywhere; a closed alert only on its place; both until they expire', async () => {
    const db = ctx.database.db;
    const kepler = await placeIdBySlug(db, 'Track', 'kepler-track');
    const everywhere = await insertSiteAlert(db, {
      kind: 'site',
      alertName: 'fire-danger',
      title: 'Extreme fire danger',
      content: '<p>No fires anywhere on public conservation land.</p>',
    });
    await insertSiteAlert(db, {
      kind: 'closed',
      alertName: 'slip',
      title: 'Track closed by a slip',
      content: 'Closed between Iris Burn and Moturau huts.',
      locationId: kepler,
      expiresAt: new Date(ctx.clock.now().getTime() + 3_600_000),
    });

    const track = await alerts('track/kepler-track');
    expect(track.site).toEqual([
      {
        id: everywhere,
        alert_name: 'fire-danger',
        title: 'Extreme fire danger',
        content: '<p>No fires anywhere on public conservation land.</p>',
      },
    ]);
    expect(track.closedAlerts.map((a) => a.title)).toEqual(['Track closed by a slip']);
    expect(track.has_alerts).toBe(true);
    const elsewhere = await alerts('hut/mueller-hut');
    expect(elsewhere.site.map((a) => a.title)).toEqual(['Extreme fire danger']);
    expect(elsewhere.closedAlerts).toEqual([]);

    ctx.clock.advance(2 * 3_600_000);
    expect((await alerts('track/kepler-track')).closedAlerts).toEqual([]);
    await deleteSiteAlert(db, everywhere);
    expect((await alerts('track/kepler-track')).has_alerts).toBe(false);
  });
});

describe('places that do not exist', () => {
  test('an unknown place is a 404 with a readable error; an unknown type is a 400', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/alerts/hut/no-such-hut' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'We could not find that hut.' });
    const badType = await ctx.app.inject({ method: 'GET', url: '/api/v1/alerts/volcano/ruapehu' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error).toBeTruthy();
  });

  test('an unknown custom track is a 404 with a readable error', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/track/${'A'.repeat(16)}/alerts-custom` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'We could not find that custom track.' });
  });

  test('a highlight stands for itself and the places it features', async () => {
    const db = ctx.database.db;
    const crossing = await placeIdBySlug(db, 'Track', 'tongariro-alpine-crossing');
    await insertSiteAlert(db, {
      kind: 'closed',
      alertName: 'eruption',
      title: 'Crossing closed: volcanic unrest',
      content: 'Closed until further notice.',
      locationId: crossing,
    });
    const park = await alerts('highlight/tongariro-national-park');
    expect(park.closedAlerts.map((a) => a.title)).toContain('Crossing closed: volcanic unrest');
  });

  test('a closed place always says why, and its alerts tab carries the badge', async () => {
    const bowen = await alerts('track/bowen-falls-walk');
    expect(bowen.closedAlerts).toHaveLength(1);
    expect(bowen.closedAlerts[0]!.title).toBe('Bowen Falls Walk is closed');
    expect(bowen.closedAlerts[0]!.content).toContain('unstable rock faces');
    expect(bowen.has_alerts).toBe(true);

    // DOC's data closes a place without a reason: its page still says it is closed, and where to ask.
    const db = ctx.database.db;
    await db.update(locations).set({ isClosed: true }).where(eq(locations.slug, 'kepler-track'));
    const kepler = await alerts('track/kepler-track');
    expect(kepler.closedAlerts.map((a) => a.title)).toEqual(['Kepler Track is closed']);
    expect(kepler.closedAlerts[0]!.content).toMatch(
      /DOC lists this track as closed.*<a href="https:\/\/www\.doc\.govt\.nz\/[^"]+"[^>]*>DOC’s page for this track<\/a>/,
    );
    expect(kepler.has_alerts).toBe(true);

    // Once someone writes the reason, that is what shows, once.
    await insertSiteAlert(db, {
      kind: 'closed',
      alertName: 'flood',
      title: 'Closed after flooding',
      content: 'The Iris Burn bridge is out.',
      locationId: await placeIdBySlug(db, 'Track', 'kepler-track'),
    });
    expect((await alerts('track/kepler-track')).closedAlerts.map((a) => a.title)).toEqual([
      'Closed after flooding',
    ]);
  });
});
