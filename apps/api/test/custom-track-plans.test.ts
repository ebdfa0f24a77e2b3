import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  CustomTrackSavedSchema,
  PLAN_NEEDS_ONE_PLACE,
  PlanListSchema,
  PlanSchema,
  type Plan,
} from '@waymark/domain';
import { afterAll, describe, expect, test } from 'vitest';
import { createAlertsService } from '#api/modules/alerts/alerts.service.ts';
import { PLACE_NOT_FOUND } from '#api/modules/plans/plans.service.ts';
import { listNotifications } from '#api/modules/safety-net/notifications.repository.ts';
import { createTripAlertWatch } from '#api/modules/safety-net/trip-alert-watch.ts';
import { planCast, type PlanCaller } from './plan-cast.ts';

/**
 * Trip plans made on a custom track (decision 017): who may make one, how it reads everywhere a
 * plan's place is read, and that deleting the track deletes the plans its maker confirmed.
 */

const cast = planCast('ctplan');
const { call, tripIn, addContact } = cast;
const run = promisify(execFile);
const workDir = mkdtempSync(path.join(tmpdir(), 'waymark-custom-track-plan-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Two markers near the Routeburn's road end, the leg straight. */
const markers = [
  { lng: 168.3068, lat: -44.7188, snap: false },
  { lng: 168.29, lat: -44.725, snap: false },
];

async function ownersTrack(title = 'Routeburn Flats return'): Promise<string> {
  const res = await call('POST', 'custom-track', 'owner', { title, markers });
  expect(res.statusCode, res.body).toBe(201);
  return CustomTrackSavedSchema.parse(res.json()).id;
}

async function planOn(trackId: string, caller: PlanCaller, fields: object = {}): Promise<Plan> {
  const res = await call('POST', 'plan', caller, { custom_track: { id: trackId }, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return PlanSchema.parse(res.json());
}

async function myWalks(caller: PlanCaller): Promise<Plan[]> {
  const list = PlanListSchema.parse((await call('GET', 'plan?page=0', caller)).json());
  return [...list.completing, ...list.upcoming, ...list.draft, ...list.completed];
}

describe('making a plan on a custom track', () => {
  test('its maker may, and the plan names the track as its place', async () => {
    const trackId = await ownersTrack();
    const plan = await planOn(trackId, 'owner', { date: tripIn(5) });
    expect(plan.location).toEqual({
      id: trackId,
      slug: trackId,
      title: 'Routeburn Flats return',
      thumbnail: null,
      singular_name: 'custom-track',
    });
    expect((await myWalks('owner')).map((p) => p.id)).toContain(plan.id);
  });

  test('anyone signed in with its link may, on their own copy of it (decision 024)', async () => {
    const trackId = await ownersTrack();
    const plan = await planOn(trackId, 'stranger');
    expect(plan.location.id).not.toBe(trackId);
    expect(plan.location.title).toBe('Routeburn Flats return');
    expect(plan.acceptanceState).toBe('owner');
    const copy = await call('GET', `custom-track/${plan.location.id}`, 'stranger');
    expect(copy.json()).toMatchObject({ is_own: true, title: 'Routeburn Flats return' });
  });

  test('a guest may not save a plan at all', async () => {
    const trackId = await ownersTrack();
    const res = await call('POST', 'plan', 'guest', { custom_track: { id: trackId } });
    expect(res.statusCode).toBe(401);
  });

  test('a plan is for one place: a track that is not there, both kinds, or neither are refused', async () => {
    const trackId = await ownersTrack();
    const missing = await call('POST', 'plan', 'owner', { custom_track: { id: 'A'.repeat(16) } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(PLACE_NOT_FOUND);
    const both = await call('POST', 'plan', 'owner', {
      location: { id: cast.routeburn },
      custom_track: { id: trackId },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().error).toContain(PLAN_NEEDS_ONE_PLACE);
    const neither = await call('POST', 'plan', 'owner', { note: 'Somewhere' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error).toContain(PLAN_NEEDS_ONE_PLACE);
    const malformed = await call('POST', 'plan', 'owner', { custom_track: { id: '../../etc' } });
    expect(malformed.statusCode).toBe(400);
  });

  test('a saved plan may move from a catalogue track to a custom track and back', async () => {
    const trackId = await ownersTrack();
    const created = await call('POST', 'plan', 'owner', { location: { id: cast.routeburn } });
    const plan = PlanSchema.parse(created.json());
    const moved = await call('PUT', `plan/${plan.id}`, 'owner', {
      custom_track: { id: trackId },
      version: plan.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(PlanSchema.parse(moved.json()).location.singular_name).toBe('custom-track');
    const back = await call('PUT', `plan/${plan.id}`, 'owner', {
      location: { id: cast.routeburn },
      version: plan.version + 1,
    });
    expect(PlanSchema.parse(back.json()).location.singular_name).toBe('track');
  });
});

describe('a published plan on a custom track', () => {
  test('reads by its link, downloads as a PDF and a calendar event, and is watched for alerts', async () => {
    const trackId = await ownersTrack('Lake Harris loop');
    const home = await addContact('owner', { first_name: 'Moana', last_name: 'Home', phone: '021 555 0199' });
    const plan = await planOn(trackId, 'owner', {
      custom_trip_name: 'Harris overnight',
      date: tripIn(3),
      emergency_contact: home,
      is_published: true,
    });

    const readOnly = await call('GET', `plan/${plan.guid}/readonly`, 'guest');
    expect(readOnly.statusCode, readOnly.body).toBe(200);
    expect(PlanSchema.parse(readOnly.json()).location).toMatchObject({
      title: 'Lake Harris loop',
      singular_name: 'custom-track',
      slug: trackId,
    });

    const pdf = await call('GET', `plan/${plan.id}/download`, 'owner');
    expect(pdf.statusCode, pdf.body).toBe(200);
    const pdfPath = path.join(workDir, 'plan.pdf');
    writeFileSync(pdfPath, pdf.rawPayload);
    const text = (await run('pdftotext', ['-enc', 'UTF-8', pdfPath, '-'])).stdout.replace(/\s+/g, ' ');
    expect(text).toContain('Harris overnight');
    expect(text).toContain('Lake Harris loop');
    expect(text).toContain('a custom track drawn by a walker');
    expect(text).not.toContain('mapped by the Department of Conservation');

    const ics = await call('GET', `plan/${plan.id}/calendar.ics`, 'owner');
    expect(ics.statusCode, ics.body).toBe(200);
    expect(ics.body).toContain('LOCATION:Lake Harris loop');
    expect(ics.body).toMatch(/GEO:-44\.7188;168\.3068/);

    // Publishing took the trip's alerts from along the track; a refresh compares with them.
    const watched = await createTripAlertWatch(cast.ctx, createAlertsService(cast.ctx)).watchAll();
    expect(watched.trips).toBeGreaterThanOrEqual(1);
  });
});

describe('deleting a custom track', () => {
  test('deletes the plans made on it that its maker confirmed, with their scheduled notifications', async () => {
    const trackId = await ownersTrack('Soon gone');
    const home = await addContact('owner', {
      first_name: 'Aroha',
      last_name: 'Home',
      email: 'aroha@example.nz',
    });
    const mine = await planOn(trackId, 'owner', {
      date: tripIn(4),
      emergency_contact: home,
      is_published: true,
    });
    const theirs = await planOn(trackId, 'stranger', { date: tripIn(6) });
    const other = await call('POST', 'plan', 'owner', { location: { id: cast.routeburn } });
    expect(other.statusCode).toBe(201);
    const db = cast.ctx.database.db;
    expect((await listNotifications(db, { planId: mine.id })).length).toBeGreaterThan(0);

    const deleted = await call('DELETE', `custom-track/${trackId}?plans=${mine.id}`, 'owner');
    expect(deleted.statusCode, deleted.body).toBe(204);

    expect((await call('GET', `plan/${mine.guid}/readonly`, 'owner')).statusCode).toBe(404);
    expect((await myWalks('owner')).map((p) => p.id)).not.toContain(mine.id);
    expect((await myWalks('owner')).map((p) => p.id)).toContain(PlanSchema.parse(other.json()).id);
    expect(await listNotifications(db, { planId: mine.id })).toEqual([]);
    // The friend planned on their own copy, which the maker's delete does not reach.
    expect((await call('GET', `plan/${theirs.guid}/readonly`, 'stranger')).statusCode).toBe(200);
    expect((await myWalks('stranger')).map((p) => p.id)).toContain(theirs.id);
  });
});
