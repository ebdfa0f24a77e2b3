import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  addDays,
  ContactSavedSchema,
  formatLongDate,
  nzDateOf,
  PlanSchema,
  type Plan,
  type PlanDate,
  type Token,
} from '@waymark/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { placeIdBySlug } from '#api/modules/alerts/alerts.repository.ts';
import { DEMO_CATALOGUE } from '#api/modules/catalogue/demo/demo-catalogue.ts';
import { seedDemoCatalogue } from '#api/modules/catalogue/demo/seed-demo-catalogue.ts';
import { CALENDAR_NEEDS_DATES } from '#api/modules/plans/plan-downloads.service.ts';
import { ONLY_OWNER_DOWNLOADS, PLAN_NOT_FOUND, PLAN_NOT_YOURS } from '#api/modules/plans/plans.service.ts';
import { activeUser, bearer } from './accounts-helpers.ts';
import { createTestContext, type TestContext } from './test-context.ts';
import { openMeteoResponse } from './weather/open-meteo-fixture.ts';

/**
 * A plan's downloads through the real server (issue 12): the PDF read back with poppler
 * (pdftotext, pdffonts, pdftoppm) and the calendar file read as text.
 */

const run = promisify(execFile);
const ADMIN_API_TOKEN = 'staff-token-for-plan-downloads-0123456789';
const EMAILS = {
  owner: 'download-owner@example.nz',
  editor: 'download-editor@example.nz',
  invitee: 'download-invitee@example.nz',
  stranger: 'download-stranger@example.nz',
};
type Caller = keyof typeof EMAILS | 'guest';

let ctx: TestContext;
let weatherSource: Server;
let crossing: number;
let plan: Plan;
const token: Record<keyof typeof EMAILS, Token> = {} as never;
const workDir = mkdtempSync(path.join(tmpdir(), 'waymark-plan-pdf-'));

function call(method: 'GET' | 'POST' | 'PUT', url: string, caller: Caller, payload?: object) {
  return ctx.app.inject({
    method,
    url: `/api/v1/${url}`,
    ...(caller === 'guest' ? {} : { headers: bearer(token[caller]) }),
    ...(payload ? { payload } : {}),
  });
}

async function addContact(fields: object): Promise<number> {
  const res = await call('POST', 'user/contact', 'owner', fields);
  expect(res.statusCode, res.body).toBe(201);
  return ContactSavedSchema.parse(res.json()).new_contact.id;
}

async function createPlan(body: object): Promise<Plan> {
  const res = await call('POST', 'plan', 'owner', body);
  expect(res.statusCode, res.body).toBe(201);
  return PlanSchema.parse(res.json());
}

const time = (hour: string, meridiem: 'AM' | 'PM') => ({ hour, minute: '00', meridiem, valid: true });
const today = () => nzDateOf(ctx.clock.now());
/** Tomorrow and the day after, 8:00 AM to 4:00 PM: inside the stand-in forecast's days. */
const tripDates = (): PlanDate => ({
  start: addDays(today(), 1),
  end: addDays(today(), 2),
  start_time: time('08', 'AM'),
  end_time: time('04', 'PM'),
});

beforeAll(async () => {
  weatherSource = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const body = openMeteoResponse({
      lat: Number(url.searchParams.get('latitude')),
      lng: Number(url.searchParams.get('longitude')),
      elevation: 1120,
      firstDay: today(),
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => weatherSource.listen(0, '127.0.0.1', resolve));
  const { port } = weatherSource.address() as AddressInfo;
  ctx = await createTestContext({ OPEN_METEO_URL: `http://127.0.0.1:${port}/v1/forecast`, ADMIN_API_TOKEN });
  await seedDemoCatalogue(ctx.database.db, DEMO_CATALOGUE);
  crossing = (await placeIdBySlug(ctx.database.db, 'Track', 'tongariro-alpine-crossing'))!;
  for (const [who, email] of Object.entries(EMAILS))
    token[who as keyof typeof EMAILS] = await activeUser(ctx, email);

  const siteAlert = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/site-alerts',
    headers: { authorization: `Bearer ${ADMIN_API_TOKEN}` },
    payload: {
      kind: 'site',
      alert_name: 'shuttle',
      title: 'Mangatepopo car park is full by 7am',
      content: '<p>Book a shuttle from Ōhakune or National Park.</p>',
      place: { type: 'track', slug: 'tongariro-alpine-crossing' },
    },
  });
  expect(siteAlert.statusCode, siteAlert.body).toBe(201);

  const tane = await addContact({
    first_name: 'Tāne',
    last_name: 'Wīremu',
    email: 'tane@example.nz',
    phone: '021 555 0123',
    relationship: 'Friend',
  });
  const editor = await addContact({ first_name: 'Eru', last_name: 'Editor', email: EMAILS.editor });
  const invitee = await addContact({ first_name: 'Ina', last_name: 'Invitee', email: EMAILS.invitee });
  const emergency = await addContact({
    first_name: 'Mere',
    last_name: 'Pōtae',
    email: 'mere@example.nz',
    phone: '027 555 0199',
    relationship: 'Mother',
  });
  plan = await createPlan({
    location: { id: crossing },
    custom_trip_name: 'Ketetahi day out from Ōhakune',
    date: tripDates(),
    contacts: [tane, editor, invitee],
    emergency_contact: emergency,
    daily_plans: [
      {
        day_index: 0,
        start_location: 'Mangatepopo',
        end_location: 'Ketetahi',
        notes: 'Lunch at Red Crater.',
      },
      { day_index: 1, start_location: 'Ōhakune', end_location: 'Home', notes: 'Drive home by 4pm.' },
    ],
    vehicle: { description: 'Blue Toyota Corolla', registration: 'KTH123', parked_at: 'Ketetahi road end' },
    emergency_equipment: { personal_locator_beacon: true, mountain_radio: false, satellite_messenger: true },
    alternative_route: 'If it blows over 60 km/h at Red Crater, turn back to Mangatepopo.',
    is_published: true,
  });
  const accepted = await call('PUT', `plan/${plan.id}/accept`, 'editor');
  expect(accepted.statusCode, accepted.body).toBe(200);
  const gear = await call('PUT', `plan/${plan.id}/gear`, 'owner', {
    list: [
      {
        title: 'Alpine gear',
        items: [
          { title: 'Ice axe', packed: true },
          { title: 'Crampons', packed: false },
          { title: '', packed: false },
        ],
      },
      { title: 'Nothing here yet', items: [] },
    ],
    list_type: 'default',
    list_preset_id: 'alpine-winter',
  });
  expect(gear.statusCode, gear.body).toBe(200);
});
afterAll(async () => {
  await ctx.close();
  weatherSource.closeAllConnections();
  await new Promise((resolve) => weatherSource.close(resolve));
  rmSync(workDir, { recursive: true, force: true });
});

/** Unfolded lines (RFC 5545 §3.1) of a calendar file. */
const icsLines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

describe.each([
  ['download', 'the PDF'],
  ['calendar.ics', 'the calendar event'],
])('who may download %s', (file, what) => {
  test(`the owner gets ${what}`, async () => {
    const res = await call('GET', `plan/${plan.id}/${file}`, 'owner');
    expect(res.statusCode, res.body).toBe(200);
  });

  test.each([
    ['editor', ONLY_OWNER_DOWNLOADS],
    ['invitee', ONLY_OWNER_DOWNLOADS],
    ['stranger', PLAN_NOT_YOURS],
  ] as const)(`the %s is refused ${what} with a message that says why`, async (caller, message) => {
    const res = await call('GET', `plan/${plan.id}/${file}`, caller);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: message });
  });

  test(`a guest must sign in for ${what}`, async () => {
    const res = await call('GET', `plan/${plan.id}/${file}`, 'guest');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual(expect.any(String));
  });

  test(`an unknown plan is a 404 and a plan id that is not a number a 400`, async () => {
    const unknown = await call('GET', `plan/999999/${file}`, 'owner');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: PLAN_NOT_FOUND });
    const wrong = await call('GET', `plan/routeburn/${file}`, 'owner');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual(expect.any(String));
  });
});

describe('the trip plan PDF', () => {
  let pdfPath: string;
  let text: string;

  beforeAll(async () => {
    const res = await call('GET', `plan/${plan.id}/download`, 'owner');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Trip Plan - Ketetahi day out from Ohakune.pdf"; ` +
        `filename*=UTF-8''Trip%20Plan%20-%20Ketetahi%20day%20out%20from%20%C5%8Chakune.pdf`,
    );
    pdfPath = path.join(workDir, 'plan.pdf');
    writeFileSync(pdfPath, res.rawPayload);
    text = (await run('pdftotext', ['-enc', 'UTF-8', pdfPath, '-'])).stdout.replace(/\s+/g, ' ');
  });

  test('it names the trip and the people with their macrons', () => {
    expect(text).toContain('Ketetahi day out from Ōhakune');
    expect(text).toContain('Tongariro Alpine Crossing');
    expect(text).toContain('Tāne Wīremu');
    expect(text).toContain('021 555 0123');
    expect(text).toContain('Friend');
  });

  test('it gives the start and the time the group expects to be out', () => {
    const { start, end } = tripDates();
    expect(text).toContain(`Starts ${formatLongDate(start)}, 8:00am`);
    expect(text).toContain(`Expected out ${formatLongDate(end)}, 4:00pm`);
    // The default grace period: two hours after the expected end (issue 14).
    expect(text).toMatch(
      /Emergency contact told 6:00pm \w{3} \d+\w\w \w{3} \d{4}, 2 hours after the expected end, if nobody has checked in with Waymark/,
    );
  });

  test('it holds the emergency contact, the daily plans and the safety details', () => {
    expect(text).toContain('Emergency contact');
    expect(text).toMatch(/Mere Pōtae Mother 027 555 0199 mere@example\.nz/);
    expect(text).toContain(
      `Day 1 — ${formatLongDate(tripDates().start)} Mangatepopo → Ketetahi Lunch at Red Crater.`,
    );
    expect(text).toContain('Day 2');
    expect(text).toContain('Ōhakune → Home');
    expect(text).toContain('Blue Toyota Corolla');
    expect(text).toContain('KTH123');
    expect(text).toContain('Ketetahi road end');
    expect(text).toContain('Personal locator beacon Carried');
    expect(text).toContain('Mountain radio Not carried');
    expect(text).toContain('Satellite messenger Carried');
    expect(text).toContain('turn back to Mangatepopo');
  });

  test('it says what to do if the group is overdue', () => {
    expect(text).toContain('If this group is overdue');
    expect(text).toContain('In New Zealand, call 111 and ask for the Police.');
    expect(text).toContain('Give them this plan');
    expect(text).toContain(`expected to be out by ${formatLongDate(tripDates().end)}, 4:00pm`);
  });

  test('it carries the route, the current alerts and the forecast for the trip dates', () => {
    expect(text).toMatch(/Start: 39\.1445° S, 175\.5810° E \(NZTM \d{7} E \d{7} N\)/);
    expect(text).toMatch(/End: 39\.0738° S, 175\.6638° E/);
    expect(text).toContain('Mangatepopo car park is full by 7am');
    expect(text).toContain('Book a shuttle from Ōhakune or National Park.');
    expect(text).toContain('Alpine forecast issued');
    // The stand-in's second day is the storm: the trip's first day.
    expect(text).toMatch(/Freezing level \d+ m/);
    expect(text).not.toContain('No forecast available');
  });

  test('it prints the gear list, ticked where packed, without empty lines or categories', () => {
    expect(text).toContain('Gear carried Alpine gear ☑ Ice axe ☐ Crampons');
    expect(text).not.toContain('Nothing here yet');
  });

  test('its font is embedded and every page renders to an image', async () => {
    const fonts = (await run('pdffonts', [pdfPath])).stdout;
    expect(fonts).toMatch(/DejaVuSans\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).toMatch(/DejaVuSans-Bold\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    const pages = Number(/Pages:\s+(\d+)/.exec((await run('pdfinfo', [pdfPath])).stdout)![1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    await run('pdftoppm', ['-png', '-r', '40', pdfPath, path.join(workDir, 'page')]);
    const images = readdirSync(workDir).filter((name) => name.startsWith('page') && name.endsWith('.png'));
    expect(images).toHaveLength(pages);
    for (const image of images) expect(statSync(path.join(workDir, image)).size).toBeGreaterThan(1000);
  });
});

describe('the calendar event', () => {
  async function calendarOf(date: PlanDate): Promise<{ lines: string[]; saved: Plan; disposition: unknown }> {
    const saved = await createPlan({
      location: { id: crossing },
      custom_trip_name: 'Ōhakune Old Coach Road',
      date,
    });
    const res = await call('GET', `plan/${saved.id}/calendar.ics`, 'owner');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    return { lines: icsLines(res.body), saved, disposition: res.headers['content-disposition'] };
  }

  test('New Zealand summer times (NZDT, UTC+13) are written as UTC instants', async () => {
    const { lines, saved, disposition } = await calendarOf({
      start: '2026-12-05',
      end: '2026-12-06',
      start_time: time('08', 'AM'),
      end_time: time('04', 'PM'),
    });
    expect(lines).toContain('DTSTART:20261204T190000Z');
    expect(lines).toContain('DTEND:20261206T030000Z');
    expect(lines).toContain('SUMMARY:Ōhakune Old Coach Road');
    expect(lines).toContain('LOCATION:Tongariro Alpine Crossing');
    expect(lines).toContain('GEO:-39.1445;175.581');
    const link = `${ctx.config.publicUrl}/plan/${saved.guid}`;
    expect(lines).toContain(`URL;VALUE=URI:${link}`);
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain(`The trip plan: ${link}`);
    expect(disposition).toBe(
      `attachment; filename="Trip Plan - Ohakune Old Coach Road.ics"; ` +
        `filename*=UTF-8''Trip%20Plan%20-%20%C5%8Chakune%20Old%20Coach%20Road.ics`,
    );
  });

  test('New Zealand winter times (NZST, UTC+12) too', async () => {
    const { lines } = await calendarOf({
      start: '2027-07-10',
      end: '2027-07-10',
      start_time: time('08', 'AM'),
      end_time: time('05', 'PM'),
    });
    expect(lines).toContain('DTSTART:20270709T200000Z');
    expect(lines).toContain('DTEND:20270710T050000Z');
  });

  test('a plan without dates cannot become an event', async () => {
    const undated = await createPlan({ location: { id: crossing } });
    const res = await call('GET', `plan/${undated.id}/calendar.ics`, 'owner');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: CALENDAR_NEEDS_DATES });
  });
});
