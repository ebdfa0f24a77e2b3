import { randomUUID } from 'node:crypto';
import {
  alarmInstant,
  CheckInSchema,
  PlanSchema,
  UnsubscribeSchema,
  type Plan,
  type UnsentNotice,
} from '@waymark/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACCOUNT_LIMITS } from '#api/http/rate-limits.ts';
import { DEMO_CATALOGUE } from '#api/modules/catalogue/demo/demo-catalogue.ts';
import { seedDemoCatalogue } from '#api/modules/catalogue/demo/seed-demo-catalogue.ts';
import type { DatabaseHandle } from '#api/db/client.ts';
import { placeIdBySlug } from '#api/modules/alerts/alerts.repository.ts';
import { activeUser, bearer, emailsTo, loginToken } from './accounts-helpers.ts';
import { planCast, type PlanCaller } from './plan-cast.ts';
import { createTestContext, openTestDatabase, type TestContext } from './test-context.ts';

/**
 * Security II: publishing a plan mails its people, so one account must not be able to make
 * others receive mail without end, and whoever asks for no more of an account's plans gets none.
 * Each test mails from its own account, so one test's mails do not spend another's allowance.
 */

const cast = planCast('mail-limits');
const { EMAILS, call, tripIn, addContact } = cast;
const HOUR = 60 * 60 * 1000;
const { inAll, toOneAddress } = ACCOUNT_LIMITS.tripPlanMails;

/** Moves the clock on, and logs the cast in again: their sessions have expired meanwhile. */
async function moveClock(ms: number) {
  cast.ctx.clock.advance(ms);
  for (const [who, email] of Object.entries(EMAILS))
    cast.token[who as keyof typeof EMAILS] = await loginToken(cast.ctx, email);
}

async function setFirstName(who: PlanCaller, firstname: string) {
  const res = await call('PUT', 'user', who, {
    firstname,
    lastname: 'Walker',
    gender: 'Prefer not to say',
    level: 'Intermediate',
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Publishes a new plan and waits for its mails; the answer as the owner got it. */
async function publish(who: PlanCaller, people: { contacts: number[]; emergency_contact?: number }) {
  const res = await call('POST', 'plan', who, {
    location: { id: cast.routeburn },
    custom_trip_name: 'Routeburn in three days',
    date: tripIn(10),
    is_published: true,
    ...people,
  });
  expect(res.statusCode, res.body).toBe(201);
  await cast.ctx.background.drain();
  return PlanSchema.parse(res.json());
}

const mailsTo = (emails: string[]) => emails.flatMap((email) => emailsTo(cast.ctx, email));
const unsentOf = (plan: Plan): UnsentNotice[] => plan.unsent_notices ?? [];

describe('what one account can make others receive', () => {
  test('publishing ten plans to twenty people mails no more than the hour allows, and each answer names who was not emailed and why', async () => {
    const crowd = Array.from({ length: 20 }, (_, i) => `crowd-${i}@example.nz`);
    const contacts: number[] = [];
    for (const [i, email] of crowd.entries())
      contacts.push(await addContact('owner', { first_name: `Crowd${i}`, last_name: 'Member', email }));

    const plans: Plan[] = [];
    for (let i = 0; i < 10; i++) plans.push(await publish('owner', { contacts }));

    expect(mailsTo(crowd)).toHaveLength(inAll[0].max);
    expect(plans.map((plan) => unsentOf(plan).length)).toEqual([0, 0, 20, 20, 20, 20, 20, 20, 20, 20]);
    expect(unsentOf(plans[2]!)[0]).toEqual({
      name: 'Crowd0',
      email: 'crowd-0@example.nz',
      reason:
        'You have sent many trip plan emails in the last hour. Save your plan again in an hour to email them.',
    });

    // An hour on, saving a plan again emails whoever it had to leave out.
    await moveClock(HOUR + 1000);
    const third = plans[2]!;
    const saved = await call('PUT', `plan/${third.id}`, 'owner', {
      location: { id: cast.routeburn },
      custom_trip_name: third.custom_trip_name,
      date: third.date,
      contacts,
      is_published: true,
      version: third.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await cast.ctx.background.drain();
    expect(PlanSchema.parse(saved.json()).unsent_notices).toBeUndefined();
    expect(mailsTo(crowd)).toHaveLength(inAll[0].max + crowd.length);
  });

  test('one address gets at most three plans an hour from one account, however few others it mails', async () => {
    const mere = await addContact('editor', {
      first_name: 'Mere',
      last_name: 'Friend',
      email: 'mere@example.nz',
    });
    const plans: Plan[] = [];
    for (let i = 0; i < 4; i++) plans.push(await publish('editor', { contacts: [mere] }));

    expect(emailsTo(cast.ctx, 'mere@example.nz')).toHaveLength(toOneAddress[0].max);
    expect(plans.slice(0, 3).map(unsentOf)).toEqual([[], [], []]);
    expect(unsentOf(plans[3]!)).toEqual([
      {
        name: 'Mere',
        email: 'mere@example.nz',
        reason:
          'You have already sent Mere several trip plan emails in the last hour. Save your plan again in an hour to email them.',
      },
    ]);
  });

  test('someone who unsubscribes from an account’s plans gets no more of them, and its owner is told why', async () => {
    await setFirstName('invitee', 'Hemi');
    const tui = await addContact('invitee', {
      first_name: 'Tui',
      last_name: 'Member',
      email: 'tui@example.nz',
    });
    const rangi = await addContact('invitee', {
      first_name: 'Rangi',
      last_name: 'Home',
      email: 'rangi@example.nz',
      phone: '021 555 0133',
    });
    const before = await publish('invitee', { contacts: [tui], emergency_contact: rangi });
    const [toTui] = emailsTo(cast.ctx, 'tui@example.nz');
    const [toRangi] = emailsTo(cast.ctx, 'rangi@example.nz');
    expect(toTui?.body).toMatch(/List-Unsubscribe:\s+<http:\/\/localhost:\d+\/unsubscribe\/[\w.-]+>/);

    for (const mail of [toTui!, toRangi!]) {
      const token = /\/unsubscribe\/([A-Za-z0-9_.-]+)/.exec(mail.body)![1]!;
      const link = `/api/v1/unsubscribe/${token}`;
      const opened = await cast.ctx.app.inject({ method: 'GET', url: link });
      expect(UnsubscribeSchema.parse(opened.json())).toEqual({
        description: 'Trip plan emails from Hemi',
        done: false,
      });
      const posted = await cast.ctx.app.inject({ method: 'POST', url: link });
      expect(UnsubscribeSchema.parse(posted.json()).done).toBe(true);
    }

    const after = await publish('invitee', { contacts: [tui], emergency_contact: rangi });
    expect(emailsTo(cast.ctx, 'tui@example.nz')).toHaveLength(1);
    expect(emailsTo(cast.ctx, 'rangi@example.nz')).toHaveLength(1);
    expect(unsentOf(after)).toEqual([
      {
        name: 'Rangi',
        email: 'rangi@example.nz',
        reason:
          'Rangi asked not to receive trip plan emails from you, so they will not be emailed if you are overdue either. Choose another emergency contact.',
      },
      { name: 'Tui', email: 'tui@example.nz', reason: 'Tui asked not to receive trip plan emails from you.' },
    ]);

    // The plan Rangi agreed to before still escalates to them; the one published since does not.
    const checkIn = async (plan: Plan) =>
      CheckInSchema.parse((await call('GET', `plan/${plan.id}/check-in`, 'invitee')).json());
    expect((await checkIn(before)).has_emergency_contact).toBe(true);
    expect((await checkIn(after)).has_emergency_contact).toBe(false);

    // Only that account's plans stop: another's still reach Tui.
    const tuiOfAnother = await addContact('stranger', {
      first_name: 'Tui',
      last_name: 'M',
      email: 'tui@example.nz',
    });
    expect(unsentOf(await publish('stranger', { contacts: [tuiOfAnother] }))).toEqual([]);
    expect(emailsTo(cast.ctx, 'tui@example.nz')).toHaveLength(2);
  });

  // Last: it moves the clock days on.
  test('a subject carries a short first name and no address, however the sender names themselves or the trip', async () => {
    await setFirstName('stranger', 'Win a prize at evil.example '.repeat(11).slice(0, 300));
    const kahu = await addContact('stranger', {
      first_name: 'Kahu',
      last_name: 'Home',
      email: 'kahu@example.nz',
      phone: '021 555 0144',
    });
    const res = await call('POST', 'plan', 'stranger', {
      location: { id: cast.routeburn },
      custom_trip_name: 'Claim: evil.example',
      date: tripIn(0),
      emergency_contact: kahu,
      is_published: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    await cast.ctx.background.drain();
    const [invitation] = emailsTo(cast.ctx, 'kahu@example.nz');
    expect(invitation?.subject).toBe('Trip plan from Win a prize at Win a prize at');
    // The trip's name is in the body, with the rest of what the sender wrote.
    expect(invitation?.body).toContain('Claim: evil.example');

    const plan = PlanSchema.parse(res.json());
    const alarm = alarmInstant(plan.date!, plan.grace_hours).getTime();
    cast.ctx.clock.advance(alarm - cast.ctx.clock.now().getTime() + 60_000);
    await cast.ctx.app.safetyNet.sendDue();
    expect(emailsTo(cast.ctx, 'kahu@example.nz').map((mail) => mail.subject)).toEqual([
      'Trip plan from Win a prize at Win a prize at',
      'Win a prize at Win a prize at is overdue from their trip: Claim:',
    ]);
  });
});

// Runs where a Redis server is given (CI sets REDIS_URL): two API processes on one database
// must share one allowance, or a script could spread its saves across them.
describe.runIf(process.env.REDIS_URL)('the mail allowance kept in Redis (REDIS_URL)', () => {
  let database: DatabaseHandle;
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    database = await openTestDatabase();
    const shared = { limitNamespace: `waymark-test-${randomUUID()}-`, database };
    first = await createTestContext({ REDIS_URL: process.env.REDIS_URL! }, shared);
    second = await createTestContext({ REDIS_URL: process.env.REDIS_URL! }, shared);
    await seedDemoCatalogue(first.database.db, DEMO_CATALOGUE);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  test('plans published through two API processes count against one allowance per address', async () => {
    const token = await activeUser(first, 'spread-sender@example.nz');
    const routeburn = (await placeIdBySlug(first.database.db, 'Track', 'routeburn-track'))!;
    const headers = bearer(token);
    const added = await first.app.inject({
      method: 'POST',
      url: '/api/v1/user/contact',
      headers,
      payload: { first_name: 'Ana', last_name: 'Friend', email: 'ana@example.nz' },
    });
    const ana = added.json().new_contact.id as number;
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? first : second;
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/v1/plan',
        headers,
        payload: {
          location: { id: routeburn },
          date: {
            start: '2999-01-10',
            end: '2999-01-12',
            start_time: { hour: '08', minute: '00', meridiem: 'AM', valid: true },
            end_time: { hour: '04', minute: '00', meridiem: 'PM', valid: true },
          },
          contacts: [ana],
          is_published: true,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      await app.background.drain();
    }
    const mails = [...emailsTo(first, 'ana@example.nz'), ...emailsTo(second, 'ana@example.nz')];
    expect(mails).toHaveLength(toOneAddress[0].max);
  });
});
