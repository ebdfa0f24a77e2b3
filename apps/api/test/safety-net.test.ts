import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  alarmInstant,
  CHECK_IN_LINK_INVALID,
  CHECK_IN_LINK_USED,
  CheckInSchema,
  EXTEND_MUST_BE_LATER,
  extendTooFar,
  EXTENSIONS_USED_UP,
  formatIssuedTime,
  InboxSchema,
  nzDateOf,
  addDays,
  PlanSchema,
  tripInstants,
  tripSchedule,
  UnsubscribeSchema,
  UNSUBSCRIBE_LINK_INVALID,
  type Plan,
  type PlanDate,
} from '@waymark/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pushSubscriptions } from '#api/db/schema/index.ts';
import { listNotifications, stateOf } from '#api/modules/safety-net/notifications.repository.ts';
import { emailsTo, loginToken } from './accounts-helpers.ts';
import { capAlert, rssIndex, type CapFields } from './alerts/cap-documents.ts';
import { fakeSource, refreshNow } from './alerts/sources.ts';
import { planCast } from './plan-cast.ts';
import { openMeteoResponse } from './weather/open-meteo-fixture.ts';

/**
 * The safety net through the real server (issue 14 acceptance 1 and 2): each notification sent
 * once within a minute of its time with the clock moved, and none for a draft, a declined share,
 * a group back safe or a switch turned off. Trips are made relative to the moving test clock.
 */

let weather: Server;
let pushService: Server;
const pushes: { path: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
let pushAnswer = 201;
const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  weather = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const body = openMeteoResponse({
      lat: Number(url.searchParams.get('latitude')),
      lng: Number(url.searchParams.get('longitude')),
      elevation: 900,
      firstDay: nzDateOf(cast.ctx.clock.now()),
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      pushes.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(pushAnswer).end();
    });
  });
  await Promise.all(
    [weather, pushService].map(
      (server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    ),
  );
});
afterAll(() => {
  weather.close();
  pushService.close();
});

// Made after the stand-in services above are listening: its env names their addresses. A push
// service is also listed by host name, as real ones are; `.example` names never resolve.
const cast = planCast('safety', () => ({
  OPEN_METEO_URL: `${origin(weather)}/v1/forecast`,
  PUSH_SERVICES: `${origin(pushService)},push.example`,
}));
const { EMAILS, call, addContact } = cast;
const HOME = 'moana.home@example.nz';

beforeAll(() => cast.giveOwnerAProfile());
const MINUTE = 60_000;

const now = () => cast.ctx.clock.now();
/** Moves the clock on, and logs the cast in again: days later their sessions have expired. */
async function moveTo(instant: Date) {
  const by = instant.getTime() - now().getTime();
  expect(by, 'the test clock only moves forward').toBeGreaterThanOrEqual(0);
  cast.ctx.clock.advance(by);
  for (const [who, email] of Object.entries(EMAILS))
    cast.token[who as keyof typeof EMAILS] = await loginToken(cast.ctx, email);
}
const sendDue = () => cast.ctx.app.safetyNet.sendDue();
const time = (hour: string, meridiem: 'AM' | 'PM') => ({ hour, minute: '00', meridiem, valid: true });

/** A trip starting `inDays` New Zealand days from the clock's today, 8 am to 4 pm two days later. */
function tripIn(inDays: number, days = 3): PlanDate {
  const start = addDays(nzDateOf(now()), inDays);
  return { start, end: addDays(start, days - 1), start_time: time('08', 'AM'), end_time: time('04', 'PM') };
}

let tripCount = 0;
/** A published trip of the owner's with the editor in the group and Moana at home as emergency contact. */
async function publishTrip(
  date: PlanDate,
  options: { place?: number; accept?: boolean; published?: boolean; grace?: number } = {},
): Promise<Plan> {
  tripCount += 1;
  const editor = await addContact('owner', { first_name: 'Eru', last_name: 'Editor', email: EMAILS.editor });
  const home = await addContact('owner', {
    first_name: 'Moana',
    last_name: 'Home',
    email: HOME,
    phone: '021 555 0111',
  });
  const res = await call('POST', 'plan', 'owner', {
    location: { id: options.place ?? cast.routeburn },
    custom_trip_name: `Safety trip ${tripCount}`,
    date,
    contacts: [editor],
    emergency_contact: home,
    is_published: options.published ?? true,
    grace_hours: options.grace ?? 2,
    vehicle: { description: 'Blue Subaru Outback', registration: 'KEA123', parked_at: 'Routeburn Shelter' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const plan = PlanSchema.parse(res.json());
  if (options.accept ?? true)
    expect((await call('PUT', `plan/${plan.id}/accept`, 'editor')).statusCode).toBe(200);
  return plan;
}

const about = (plan: Plan) => (mail: { subject: string }) => mail.subject.includes(plan.custom_trip_name);
const mailsAbout = (address: string, plan: Plan) => emailsTo(cast.ctx, address).filter(about(plan));
const queueOf = async (plan: Plan) =>
  (await listNotifications(cast.ctx.database.db, { planId: plan.id })).map((row) => ({
    kind: row.kind,
    to: row.to,
    state: stateOf(row),
    reason: row.cancelReason,
  }));
const checkInToken = (body: string) => /\/check-in\/([A-Za-z0-9_-]{43})/.exec(body)?.[1];

describe('a published trip, from the reminders to the escalation', () => {
  test('each notification goes once, within a minute of its time, by the recipient’s channels', async () => {
    const date = tripIn(4);
    const plan = await publishTrip(date);
    const due = tripSchedule(date, 2);
    expect(await queueOf(plan)).toEqual(
      expect.arrayContaining([
        { kind: 'reminder-48h', to: EMAILS.owner, state: 'scheduled', reason: null },
        { kind: 'reminder-48h', to: EMAILS.editor, state: 'scheduled', reason: null },
        { kind: 'reminder-24h', to: EMAILS.owner, state: 'scheduled', reason: null },
        { kind: 'check-in', to: EMAILS.owner, state: 'scheduled', reason: null },
        { kind: 'escalation', to: HOME, state: 'scheduled', reason: null },
      ]),
    );

    await moveTo(new Date(due['reminder-48h'].getTime() - 1000));
    await sendDue();
    expect(mailsAbout(EMAILS.owner, plan)).toEqual([]);

    await moveTo(new Date(due['reminder-48h'].getTime() + 30_000));
    await sendDue();
    await sendDue();
    const reminders = mailsAbout(EMAILS.owner, plan);
    expect(reminders.map((m) => m.subject)).toEqual([
      `Your trip starts in two days: ${plan.custom_trip_name}`,
    ]);
    expect(reminders[0]!.body).toContain('Alerts for your trip dates');
    expect(reminders[0]!.body).toContain('Forecast');
    expect(reminders[0]!.body).toContain(`/plan/${plan.guid}`);
    expect(reminders[0]!.body).toMatch(/List-Unsubscribe:\s+<http:\/\/localhost:\d+\/unsubscribe\/[\w.-]+>/);
    expect(mailsAbout(EMAILS.editor, plan)).toHaveLength(1);

    const inbox = InboxSchema.parse((await call('GET', 'notifications', 'owner')).json());
    expect(inbox.items.find((item) => item.body.includes(plan.custom_trip_name))).toMatchObject({
      kind: 'reminder-48h',
      title: 'Your trip starts in two days',
      path: `/plan/${plan.guid}`,
      read: false,
    });

    await moveTo(new Date(due['reminder-24h'].getTime() + 50_000));
    await sendDue();
    expect(mailsAbout(EMAILS.owner, plan).map((m) => m.subject)).toContain(
      `Your trip starts tomorrow: ${plan.custom_trip_name}`,
    );

    await moveTo(new Date(due['check-in'].getTime() + 10_000));
    await sendDue();
    const checkIn = mailsAbout(EMAILS.owner, plan).at(-1)!;
    expect(checkIn.subject).toBe(`Are you back? ${plan.custom_trip_name}`);
    expect(checkIn.body).toContain('If nobody checks in by');
    expect(checkInToken(checkIn.body)).toBeDefined();
    expect(mailsAbout(HOME, plan).filter((m) => m.subject.includes('overdue'))).toEqual([]);

    await moveTo(new Date(due.escalation.getTime() + 20_000));
    await sendDue();
    await sendDue();
    const escalations = mailsAbout(HOME, plan).filter((m) => m.subject.includes('overdue'));
    expect(escalations).toHaveLength(1);
    const escalation = escalations[0]!;
    expect(escalation.subject).toBe(`Aroha is overdue from their trip: ${plan.custom_trip_name}`);
    expect(escalation.body).toContain('call 111 and ask for the Police');
    expect(escalation.body).toContain(
      'Blue Subaru Outback, registration KEA123, parked at Routeburn Shelter',
    );
    expect(escalation.body).toContain('Eru Editor');
    // Everyone on the trip in full: the one who made the plan too (issue 27, decision 025).
    expect(escalation.body).toContain('Aroha Walker (Made this plan) phone 027 555 0199');
    expect(escalation.body).toMatch(
      /Content-Type: application\/pdf; name="Trip Plan - Safety trip \d+\.pdf"/,
    );

    // The owner checks in from the mailed link: the contact is told the group is back.
    const token = checkInToken(checkIn.body)!;
    const view = await cast.ctx.app.inject({ method: 'GET', url: `/api/v1/check-in/${token}` });
    expect(CheckInSchema.parse(view.json())).toMatchObject({
      trip_name: plan.custom_trip_name,
      escalated: true,
    });
    const back = await cast.ctx.app.inject({ method: 'POST', url: `/api/v1/check-in/${token}/back-safe` });
    expect(back.statusCode, back.body).toBe(200);
    expect(CheckInSchema.parse(back.json()).back_safe_at).not.toBeNull();
    await sendDue();
    const backSafe = mailsAbout(HOME, plan).filter((m) => m.subject.includes('back safe'));
    expect(backSafe.map((m) => m.subject)).toEqual([`Aroha is back safe: ${plan.custom_trip_name}`]);

    const again = await cast.ctx.app.inject({ method: 'POST', url: `/api/v1/check-in/${token}/back-safe` });
    expect([again.statusCode, again.json().error]).toEqual([410, CHECK_IN_LINK_USED]);
    expect((await queueOf(plan)).every((row) => row.state === 'sent')).toBe(true);
  });
});

describe('what is never sent', () => {
  test('a draft queues nothing; unpublishing cancels what a published plan had queued', async () => {
    const draft = await publishTrip(tripIn(5), { published: false, accept: false });
    expect(await queueOf(draft)).toEqual([]);

    const published = await publishTrip(tripIn(5));
    const unpublish = await call('PUT', `plan/${published.id}`, 'owner', {
      location: { id: cast.routeburn },
      custom_trip_name: published.custom_trip_name,
      date: published.date,
      is_published: false,
      version: published.version,
    });
    expect(unpublish.statusCode, unpublish.body).toBe(200);
    const queue = await queueOf(published);
    expect(queue.length).toBeGreaterThan(0);
    expect(queue.every((row) => row.state === 'cancelled' && row.reason === 'draft')).toBe(true);
    await moveTo(alarmInstant(published.date!, 2));
    await sendDue();
    expect(mailsAbout(EMAILS.owner, published)).toEqual([]);
    expect(mailsAbout(HOME, published)).toEqual([]);
  });

  test('a member who declined, or never accepted, is not reminded', async () => {
    const plan = await publishTrip(tripIn(4));
    expect((await call('PUT', `plan/${plan.id}/decline`, 'editor')).statusCode).toBe(200);
    const pending = await publishTrip(tripIn(4), { accept: false });
    await moveTo(new Date(tripSchedule(plan.date!, 2)['reminder-24h'].getTime() + 1000));
    await sendDue();
    expect(mailsAbout(EMAILS.editor, plan)).toEqual([]);
    expect(mailsAbout(EMAILS.editor, pending)).toEqual([]);
    expect(mailsAbout(EMAILS.owner, plan).length).toBeGreaterThan(0);
    expect(await queueOf(plan)).toContainEqual({
      kind: 'reminder-48h',
      to: EMAILS.editor,
      state: 'cancelled',
      reason: 'plan changed',
    });
  });

  test('after "I’m back safe" neither the check-in nor the escalation goes', async () => {
    const plan = await publishTrip(tripIn(1, 1));
    await moveTo(new Date(tripInstants(plan.date!).starts.getTime() + 3_600_000));
    const back = await call('POST', `plan/${plan.id}/back-safe`, 'editor');
    expect(back.statusCode, back.body).toBe(200);
    await moveTo(new Date(alarmInstant(plan.date!, 2).getTime() + MINUTE));
    await sendDue();
    expect(mailsAbout(HOME, plan)).toEqual([]);
    expect(mailsAbout(EMAILS.owner, plan).filter((m) => m.subject.startsWith('Are you back?'))).toEqual([]);
    expect(await queueOf(plan)).toContainEqual({
      kind: 'escalation',
      to: HOME,
      state: 'cancelled',
      reason: 'back safe',
    });
  });

  test('a switch turned off stops its notification; both channels off cancels it', async () => {
    const toggle = (field: string, on: boolean) =>
      call('POST', 'toggle-alert', 'owner', { toggledFieldName: field, toggledFieldValue: on ? 1 : 0 });
    for (const field of ['fortyEightPrior.Email', 'fortyEightPrior.InApp', 'endTripEmergencyContact.Email'])
      expect((await toggle(field, false)).statusCode).toBe(200);
    try {
      const plan = await publishTrip(tripIn(4));
      // The check-in page must not promise an email the switch stops.
      const view = CheckInSchema.parse((await call('GET', `plan/${plan.id}/check-in`, 'owner')).json());
      expect(view.has_emergency_contact).toBe(false);
      await moveTo(new Date(alarmInstant(plan.date!, 2).getTime() + MINUTE));
      await sendDue();
      const queue = await queueOf(plan);
      expect(queue).toContainEqual({
        kind: 'reminder-48h',
        to: EMAILS.owner,
        state: 'cancelled',
        reason: 'switched off',
      });
      expect(queue).toContainEqual({
        kind: 'escalation',
        to: HOME,
        state: 'cancelled',
        reason: 'switched off',
      });
      expect(mailsAbout(EMAILS.owner, plan).map((m) => m.subject)).not.toContain(
        `Your trip starts in two days: ${plan.custom_trip_name}`,
      );
      // The check-in is the walker's own safety line: it goes whatever the switches say.
      expect(mailsAbout(EMAILS.owner, plan).map((m) => m.subject)).toContain(
        `Are you back? ${plan.custom_trip_name}`,
      );
      expect(mailsAbout(HOME, plan)).toEqual([]);
    } finally {
      for (const field of ['fortyEightPrior.Email', 'fortyEightPrior.InApp', 'endTripEmergencyContact.Email'])
        await toggle(field, true);
    }
  });
});

describe('changed alerts', () => {
  const warning = (fields: Partial<CapFields> & { identifier: string }): CapFields => ({
    sent: now(),
    onset: new Date(now().getTime() - 3_600_000),
    expires: new Date(now().getTime() + 5 * 24 * 3_600_000),
    event: 'wind',
    severity: 'Severe',
    colour: 'Orange',
    headline: 'Strong Wind Warning - Orange',
    area: 'Tongariro National Park',
    ...fields,
  });
  const feedWith = (alerts: CapFields[]) => {
    const documents = new Map(alerts.map((a) => [a.identifier, capAlert(a)]));
    return fakeSource((url) =>
      url.includes('/rss')
        ? rssIndex([...documents.keys()])
        : documents.get(new URL(url).searchParams.get('id')!),
    );
  };
  const refreshAndWatch = async (alerts: CapFields[]) => {
    const report = await refreshNow(cast.ctx, 'metservice', feedWith(alerts));
    expect(report.error).toBeUndefined();
    return cast.ctx.app.safetyNet.watchAlerts();
  };

  test('a new warning over a saved trip is told once, by mail and in the app; the same refresh again tells nothing', async () => {
    await refreshAndWatch([]);
    const crossing = (await import('#api/modules/alerts/alerts.repository.ts')).placeIdBySlug;
    const place = (await crossing(cast.ctx.database.db, 'Track', 'tongariro-alpine-crossing'))!;
    const plan = await publishTrip(tripIn(1), { place });
    const draft = await publishTrip(tripIn(1), { place, published: false, accept: false });
    const before = InboxSchema.parse((await call('GET', 'notifications', 'owner')).json()).unread;

    const first = warning({ identifier: 'safety.wind.1' });
    await refreshAndWatch([first]);
    await sendDue();
    await refreshAndWatch([first]);
    await sendDue();

    const told = mailsAbout(EMAILS.owner, plan).filter((m) => m.subject.startsWith('Alerts have changed'));
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('New MetService alert: Strong Wind Warning - Orange');
    expect(mailsAbout(EMAILS.owner, draft)).toEqual([]);
    expect(
      mailsAbout(EMAILS.editor, plan).filter((m) => m.subject.startsWith('Alerts have changed')),
    ).toHaveLength(1);
    const inbox = InboxSchema.parse((await call('GET', 'notifications', 'owner')).json());
    expect(inbox.unread).toBe(before + 1);
    expect(inbox.items[0]).toMatchObject({ kind: 'changed-alert', path: `/plan/${plan.guid}/alerts` });

    // MetService updates the warning with a new message that replaces the first: one update.
    await refreshAndWatch([
      warning({
        identifier: 'safety.wind.2',
        msgType: 'Update',
        references: ['safety.wind.1'],
        colour: 'Red',
        headline: 'Strong Wind Warning - Red',
      }),
    ]);
    await sendDue();
    const updates = mailsAbout(EMAILS.owner, plan).filter((m) => m.subject.startsWith('Alerts have changed'));
    expect(updates).toHaveLength(2);
    expect(updates[1]!.body).toContain('Updated MetService alert: Strong Wind Warning - Red');
    expect(updates[1]!.body).not.toContain('No longer in force');
  });
});

describe('a forecast appears', () => {
  test('the owner is told once when the trip comes into forecast range', async () => {
    const plan = await publishTrip(tripIn(12));
    const due = tripSchedule(plan.date!, 2)['forecast-available'];
    expect(due).toEqual(new Date(`${addDays(plan.date!.start, -9)}T00:00:00+13:00`));
    await moveTo(new Date(due.getTime() + 30_000));
    await sendDue();
    await sendDue();
    const told = mailsAbout(EMAILS.owner, plan).filter((m) =>
      m.subject.startsWith('The forecast for your trip is out'),
    );
    expect(told).toHaveLength(1);
    expect(mailsAbout(EMAILS.editor, plan).filter((m) => m.subject.startsWith('The forecast'))).toEqual([]);
  });
});

describe('checking in and extending', () => {
  async function endedTrip() {
    const plan = await publishTrip(tripIn(1, 1));
    await moveTo(new Date(tripInstants(plan.date!).ends.getTime() + MINUTE));
    await sendDue();
    const mail = mailsAbout(EMAILS.owner, plan).find((m) => m.subject.startsWith('Are you back?'))!;
    return { plan, token: checkInToken(mail.body)! };
  }

  test('a made-up or mangled link is refused without saying whose trip it might be', async () => {
    const unknown = await cast.ctx.app.inject({ method: 'GET', url: `/api/v1/check-in/${'A'.repeat(43)}` });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, CHECK_IN_LINK_INVALID]);
    const short = await cast.ctx.app.inject({ method: 'POST', url: '/api/v1/check-in/abc/back-safe' });
    expect(short.statusCode).toBe(400);
  });

  test('extending moves the check-in and the alarm; an earlier end is refused', async () => {
    const { plan, token } = await endedTrip();
    const tomorrow = addDays(nzDateOf(now()), 1);
    const earlier = await cast.ctx.app.inject({
      method: 'POST',
      url: `/api/v1/check-in/${token}/extend`,
      payload: { end: plan.date!.start, end_time: time('09', 'AM') },
    });
    expect([earlier.statusCode, earlier.json().error]).toEqual([400, EXTEND_MUST_BE_LATER]);

    const res = await cast.ctx.app.inject({
      method: 'POST',
      url: `/api/v1/check-in/${token}/extend`,
      payload: { end: tomorrow, end_time: time('06', 'PM') },
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = CheckInSchema.parse(res.json());
    expect(view.ends).toBe(new Date(`${tomorrow}T18:00:00+13:00`).toISOString());
    expect(view.alarm).toBe(new Date(`${tomorrow}T20:00:00+13:00`).toISOString());

    // The old alarm passes quietly (the emergency contact hears only of the new end); the new one still counts.
    const extendedMail = `Aroha has extended their trip: ${plan.custom_trip_name}`;
    await moveTo(new Date(alarmInstant(plan.date!, 2).getTime() + MINUTE));
    await sendDue();
    expect(mailsAbout(HOME, plan).map((m) => m.subject)).toEqual([extendedMail]);
    await moveTo(new Date(view.alarm));
    await sendDue();
    expect(mailsAbout(HOME, plan).map((m) => m.subject)).toEqual([
      extendedMail,
      `Aroha is overdue from their trip: ${plan.custom_trip_name}`,
    ]);
  });

  test('a trip is extended at most 3 times, never past 48 hours after its planned end, and the emergency contact is told its new end (issue 27)', async () => {
    const { plan, token } = await endedTrip();
    const day = plan.date!.end;
    const plannedEnd = tripInstants(plan.date!).ends;
    const latestEnd = new Date(plannedEnd.getTime() + 48 * 3_600_000);
    const byLink = (end: string, end_time: ReturnType<typeof time>) =>
      cast.ctx.app.inject({
        method: 'POST',
        url: `/api/v1/check-in/${token}/extend`,
        payload: { end, end_time },
      });
    const extensionMails = () => mailsAbout(HOME, plan).filter((m) => m.subject.includes('has extended'));

    const first = await byLink(day, time('06', 'PM'));
    expect(first.statusCode, first.body).toBe(200);
    expect(CheckInSchema.parse(first.json())).toMatchObject({
      extensions_left: 2,
      latest_end: latestEnd.toISOString(),
    });
    await sendDue();
    await sendDue();
    const told = extensionMails();
    expect(told.map((m) => m.subject)).toEqual([`Aroha has extended their trip: ${plan.custom_trip_name}`]);
    const firstEnd = formatIssuedTime(new Date(`${day}T18:00:00+13:00`));
    expect(told[0]!.body).toContain(
      `Aroha Walker has extended their trip ${plan.custom_trip_name}: they now expect to be back by ${firstEnd}. You will be told if they are not back by then.`,
    );

    // 48 hours after the planned end is the latest, however the extensions are spread.
    const tooFar = await byLink(addDays(day, 2), time('05', 'PM'));
    expect([tooFar.statusCode, tooFar.json().error]).toEqual([400, extendTooFar(latestEnd)]);

    // The owner's own route counts against the same limits as the mailed link.
    const second = await call('POST', `plan/${plan.id}/extend`, 'owner', {
      end: addDays(day, 1),
      end_time: time('09', 'AM'),
    });
    expect(second.statusCode, second.body).toBe(200);
    const third = await byLink(addDays(day, 2), time('04', 'PM'));
    expect(third.statusCode, third.body).toBe(200);
    expect(CheckInSchema.parse(third.json())).toMatchObject({
      ends: latestEnd.toISOString(),
      extensions_left: 0,
      latest_end: latestEnd.toISOString(),
    });

    const fourth = await call('POST', `plan/${plan.id}/extend`, 'owner', {
      end: addDays(day, 2),
      end_time: time('03', 'PM'),
    });
    expect([fourth.statusCode, fourth.json().error]).toEqual([409, EXTENSIONS_USED_UP]);
    expect((await byLink(addDays(day, 2), time('03', 'PM'))).statusCode).toBe(409);

    // Told once of the end that holds: the second end, overtaken before it was sent, is not told.
    await sendDue();
    await sendDue();
    expect(extensionMails()).toHaveLength(2);
    expect(extensionMails()[1]!.body).toContain(
      `they now expect to be back by ${formatIssuedTime(latestEnd)}`,
    );
    expect((await queueOf(plan)).filter((row) => row.kind === 'trip-extended')).toEqual([
      { kind: 'trip-extended', to: HOME, state: 'sent', reason: null },
      { kind: 'trip-extended', to: HOME, state: 'cancelled', reason: 'plan changed' },
      { kind: 'trip-extended', to: HOME, state: 'sent', reason: null },
    ]);
  });

  test('new dates from the editor plan the trip afresh: its extensions count again from them', async () => {
    const { plan } = await endedTrip();
    const day = plan.date!.end;
    const extended = await call('POST', `plan/${plan.id}/extend`, 'owner', {
      end: day,
      end_time: time('08', 'PM'),
    });
    expect(extended.statusCode, extended.body).toBe(200);
    const resave = async (date: PlanDate) => {
      const now = PlanSchema.parse((await call('GET', `plan/${plan.guid}/readonly`, 'owner')).json());
      const res = await call('PUT', `plan/${plan.id}`, 'owner', {
        location: { id: cast.routeburn },
        custom_trip_name: now.custom_trip_name,
        date,
        contacts: now.contacts.map((c) => c.id),
        emergency_contact: now.emergency_contact!.id,
        is_published: true,
        grace_hours: now.grace_hours,
        vehicle: now.vehicle,
        version: now.version,
      });
      expect(res.statusCode, res.body).toBe(200);
      return CheckInSchema.parse((await call('GET', `plan/${plan.id}/check-in`, 'owner')).json());
    };
    const extendedDate = PlanSchema.parse(
      (await call('GET', `plan/${plan.guid}/readonly`, 'owner')).json(),
    ).date!;

    // A save that leaves the dates as they are leaves the count as it is.
    expect((await resave(extendedDate)).extensions_left).toBe(2);
    const later = { ...extendedDate, end: addDays(day, 1), end_time: time('04', 'PM') };
    const afresh = await resave(later);
    expect(afresh).toMatchObject({
      extensions_left: 3,
      latest_end: new Date(tripInstants(later).ends.getTime() + 48 * 3_600_000).toISOString(),
    });
  });

  test('by plan id: the owner and an editor may check in; invitees, strangers and guests may not', async () => {
    const plan = await publishTrip(tripIn(1, 1), {});
    const pending = await publishTrip(tripIn(1, 1), { accept: false });
    await moveTo(new Date(tripInstants(plan.date!).starts.getTime() + MINUTE));
    expect((await call('GET', `plan/${plan.id}/check-in`, 'guest')).statusCode).toBe(401);
    expect((await call('POST', `plan/${plan.id}/back-safe`, 'stranger')).statusCode).toBe(403);
    expect((await call('POST', `plan/${pending.id}/back-safe`, 'editor')).statusCode).toBe(403);
    expect((await call('GET', `plan/${plan.id}/check-in`, 'editor')).statusCode).toBe(200);
    const owner = await call('POST', `plan/${pending.id}/back-safe`, 'owner');
    expect(owner.statusCode, owner.body).toBe(200);
  });

  test('a trip that has not started has nothing to check in from', async () => {
    const plan = await publishTrip(tripIn(3));
    const res = await call('POST', `plan/${plan.id}/back-safe`, 'owner');
    expect(res.statusCode).toBe(409);
  });
});

describe('the bell', () => {
  test('marks one or all read; someone else’s ids change nothing', async () => {
    const plan = await publishTrip(tripIn(3));
    await moveTo(new Date(tripSchedule(plan.date!, 2)['reminder-48h'].getTime() + 1000));
    await sendDue();
    const inbox = InboxSchema.parse((await call('GET', 'notifications', 'owner')).json());
    const mine = inbox.items.find((item) => !item.read)!;
    const byStranger = await call('POST', 'notifications/read', 'stranger', { ids: [mine.id] });
    expect(byStranger.statusCode).toBe(200);
    expect(InboxSchema.parse((await call('GET', 'notifications', 'owner')).json()).unread).toBe(inbox.unread);
    // An id no database row can have is refused, not a server fault (found by fuzz-routes).
    expect((await call('POST', 'notifications/read', 'owner', { ids: [2 ** 31] })).statusCode).toBe(400);

    const one = InboxSchema.parse(
      (await call('POST', 'notifications/read', 'owner', { ids: [mine.id] })).json(),
    );
    expect(one.unread).toBe(inbox.unread - 1);
    const all = InboxSchema.parse((await call('POST', 'notifications/read', 'owner', { all: true })).json());
    expect([all.unread, all.items.every((item) => item.read)]).toEqual([0, true]);

    expect((await call('GET', 'notifications', 'guest')).statusCode).toBe(401);
    expect((await call('POST', 'notifications/read', 'owner', { ids: [] })).statusCode).toBe(400);
    expect((await call('POST', 'notifications/read', 'owner', { ids: ['x'] })).statusCode).toBe(400);
  });
});

describe('unsubscribe links', () => {
  const unsubscribeLink = (body: string) => /\/unsubscribe\/([A-Za-z0-9_.-]+)/.exec(body)?.[1];

  test('opening the link changes nothing; posting it turns the switch off; a forged one is refused', async () => {
    const plan = await publishTrip(tripIn(3));
    await moveTo(new Date(tripSchedule(plan.date!, 2)['reminder-48h'].getTime() + 1000));
    await sendDue();
    const token = unsubscribeLink(mailsAbout(EMAILS.owner, plan)[0]!.body)!;
    const opened = await cast.ctx.app.inject({ method: 'GET', url: `/api/v1/unsubscribe/${token}` });
    expect(UnsubscribeSchema.parse(opened.json())).toEqual({
      description: 'Emails 48 hours before my trip',
      done: false,
    });
    const me = () => call('GET', 'user', 'owner').then((res) => res.json().notifications.fortyEightPrior);
    expect((await me()).Email).toBe(true);

    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const refused = await cast.ctx.app.inject({ method: 'POST', url: `/api/v1/unsubscribe/${forged}` });
    expect([refused.statusCode, refused.json().error]).toEqual([400, UNSUBSCRIBE_LINK_INVALID]);

    // A mail client's one-click (RFC 8058) posts the form to the page's own address.
    const done = await cast.ctx.app.inject({
      method: 'POST',
      url: `/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(UnsubscribeSchema.parse(done.json()).done).toBe(true);
    expect(await me()).toEqual({ Email: false, InApp: true });
    await call('POST', 'toggle-alert', 'owner', {
      toggledFieldName: 'fortyEightPrior.Email',
      toggledFieldValue: 1,
    });
  });

  test('an emergency contact who unsubscribes from a trip gets no more of its mail', async () => {
    const plan = await publishTrip(tripIn(1, 1));
    await moveTo(new Date(alarmInstant(plan.date!, 2).getTime() + MINUTE));
    await sendDue();
    const escalation = mailsAbout(HOME, plan)[0]!;
    const token = unsubscribeLink(escalation.body)!;
    const opened = await cast.ctx.app.inject({ method: 'POST', url: `/api/v1/unsubscribe/${token}` });
    expect(UnsubscribeSchema.parse(opened.json()).description).toBe(
      `Emails about the trip ${plan.custom_trip_name}`,
    );
    expect((await call('POST', `plan/${plan.id}/back-safe`, 'owner')).statusCode).toBe(200);
    await sendDue();
    expect(mailsAbout(HOME, plan)).toHaveLength(1);
    expect(await queueOf(plan)).toContainEqual({
      kind: 'back-safe',
      to: HOME,
      state: 'cancelled',
      reason: 'unsubscribed',
    });
  });
});

describe('Web Push', () => {
  const subscription = (endpoint: string) => ({
    endpoint,
    keys: {
      // A real P-256 public key and auth secret, as a browser makes them.
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  });

  test('a push service not on the list is refused: the server never posts to an address a browser names', async () => {
    const res = await call(
      'PUT',
      'push/subscription',
      'owner',
      subscription('https://attacker.example/hook'),
    );
    expect(res.statusCode).toBe(400);
    const internal = await call(
      'PUT',
      'push/subscription',
      'owner',
      subscription('http://169.254.169.254/latest'),
    );
    expect(internal.statusCode).toBe(400);
    expect(
      (await call('PUT', 'push/subscription', 'guest', subscription(`${origin(pushService)}/x`))).statusCode,
    ).toBe(401);
  });

  test('a push service listed by name is taken on port 443 only, never another port of its host (issue 27 item 10)', async () => {
    const otherPort = await call(
      'PUT',
      'push/subscription',
      'invitee',
      subscription('https://push.example:5432/send/a'),
    );
    expect(otherPort.statusCode).toBe(400);
    expect(otherPort.json()).toEqual({ error: 'This browser’s push service is not one we can send to.' });
    for (const endpoint of ['https://push.example/send/a', 'https://push.example:443/send/b']) {
      const res = await call('PUT', 'push/subscription', 'invitee', subscription(endpoint));
      expect(res.statusCode, res.body).toBe(204);
      expect((await call('DELETE', 'push/subscription', 'invitee', { endpoint })).statusCode).toBe(204);
    }
  });

  test('one account keeps its ten latest browsers, not an endless list', async () => {
    for (let i = 0; i < 12; i += 1) {
      const res = await call(
        'PUT',
        'push/subscription',
        'stranger',
        subscription(`${origin(pushService)}/s${i}`),
      );
      expect(res.statusCode, res.body).toBe(204);
      cast.ctx.clock.advance(1000);
    }
    const endpoints = (await cast.ctx.database.db.select().from(pushSubscriptions))
      .map((row) => row.endpoint.replace(origin(pushService), ''))
      .filter((path) => /^\/s\d+$/.test(path));
    expect(endpoints.sort()).toEqual([
      '/s10',
      '/s11',
      '/s2',
      '/s3',
      '/s4',
      '/s5',
      '/s6',
      '/s7',
      '/s8',
      '/s9',
    ]);
  });

  test('an in-app notification is pushed, encrypted and signed; a browser gone is forgotten', async () => {
    const key = await cast.ctx.app.inject({ method: 'GET', url: '/api/v1/push/key' });
    expect(key.json().public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const res = await call(
      'PUT',
      'push/subscription',
      'owner',
      subscription(`${origin(pushService)}/owner-phone`),
    );
    expect(res.statusCode, res.body).toBe(204);

    const plan = await publishTrip(tripIn(3));
    pushes.length = 0;
    await moveTo(new Date(tripSchedule(plan.date!, 2)['reminder-48h'].getTime() + 1000));
    await sendDue();
    const push = pushes.find((p) => p.path === '/owner-phone')!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(push.headers.ttl).toBe('86400');
    expect(push.body.length).toBeGreaterThan(100);
    expect(push.body.toString('utf8')).not.toContain(plan.custom_trip_name);

    pushAnswer = 410;
    await moveTo(new Date(tripSchedule(plan.date!, 2)['reminder-24h'].getTime() + 1000));
    await sendDue();
    pushAnswer = 201;
    pushes.length = 0;
    await moveTo(new Date(tripInstants(plan.date!).ends.getTime() + 1000));
    await sendDue();
    expect(pushes.filter((p) => p.path === '/owner-phone')).toEqual([]);
  });
});
