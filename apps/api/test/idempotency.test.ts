import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import {
  CHANGE_STILL_BEING_SAVED,
  GEAR_PRESETS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENT_REPLAYED_HEADER,
  INVALID_IDEMPOTENCY_KEY,
  PlanListSchema,
  PlanSchema,
  TokenSchema,
  type Plan,
  type PlanGear,
} from '@waymark/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { idempotencyKeys, users } from '#api/db/schema/index.ts';
import { createLogger } from '#api/http/logging.ts';
import { createIdempotencyService } from '#api/modules/idempotency/idempotency.service.ts';
import { removeExpiredKeysJob } from '#api/modules/idempotency/remove-expired-keys.job.ts';
import { PLAN_CHANGED_ELSEWHERE, PLAN_NOT_FOUND } from '#api/modules/plans/plans.service.ts';
import { bearer, PASSWORD } from './accounts-helpers.ts';
import { planCast, type PlanCaller } from './plan-cast.ts';

/**
 * Offline edits sent again (issue 17): a write with an Idempotency-Key is made once, however
 * often it arrives, and the same change sent again gets the first answer back.
 */

const logged: string[] = [];
const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(chunk.toString('utf8'));
    done();
  },
});
const cast = planCast('keyed', () => ({ LOG_LEVEL: 'info' }), { log: createLogger('info', logSink) });
const { call, tripIn } = cast;

let keys = 0;
/** A key no other test uses, as the offline queue makes one per change. */
const newKey = () => `offline-change-${Date.now()}-${(keys += 1)}`;

/** A write as the offline queue sends it: JSON, with the key when there is one. */
function send(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  caller: PlanCaller,
  key: string | undefined,
  payload?: object,
) {
  return cast.ctx.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: {
      ...(caller === 'guest' ? {} : bearer(cast.token[caller])),
      ...(key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }),
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
}

async function createPlan(caller: PlanCaller = 'owner'): Promise<Plan> {
  const res = await call('POST', 'plan', caller, {
    location: { id: cast.routeburn },
    custom_trip_name: 'Routeburn, saved offline',
    date: tripIn(10),
  });
  expect(res.statusCode, res.body).toBe(201);
  return PlanSchema.parse(res.json());
}

async function stored(plan: Plan, caller: PlanCaller = 'owner'): Promise<Plan> {
  const res = await call('GET', `plan/${plan.guid}/readonly`, caller);
  expect(res.statusCode, res.body).toBe(200);
  return PlanSchema.parse(res.json());
}

/** A whole-plan save made from `plan` as it was read, with a new note. */
function noteEdit(plan: Plan, note: string) {
  return {
    location: { id: plan.location.id },
    custom_trip_name: plan.custom_trip_name,
    note,
    date: plan.date,
    version: plan.version,
  };
}

/** Moves the key's use back past its lifetime, as if it had been sent yesterday. */
async function useKeyADayAgo(key: string) {
  await cast.ctx.database.db
    .update(idempotencyKeys)
    .set({ createdAt: new Date(cast.ctx.clock.now().getTime() - 25 * 60 * 60 * 1000) })
    .where(eq(idempotencyKeys.key, key));
}

function hutGear(): PlanGear {
  const list = structuredClone(GEAR_PRESETS['overnight-hut'].categories);
  list[0]!.items[0]!.packed = true;
  return { list, list_type: 'default', list_preset_id: 'overnight-hut', list_custom_id: null };
}

const replayed = (res: { headers: Record<string, unknown> }) =>
  res.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()];

describe('the same change sent twice with one key', () => {
  test('a plan save is made once, and the second answer is the first, marked as replayed', async () => {
    const plan = await createPlan();
    const key = newKey();
    const first = await send('PUT', `plan/${plan.id}`, 'owner', key, noteEdit(plan, 'Saved on the bus'));
    const second = await send('PUT', `plan/${plan.id}`, 'owner', key, noteEdit(plan, 'Saved on the bus'));

    expect(first.statusCode, first.body).toBe(200);
    expect(replayed(first)).toBeUndefined();
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(replayed(second)).toBe('true');
    expect(await stored(plan)).toMatchObject({ note: 'Saved on the bus', version: plan.version + 1 });
  });

  test('a gear list save is made once', async () => {
    const plan = await createPlan();
    const key = newKey();
    const gear = { ...hutGear(), version: plan.version };
    const first = await send('PUT', `plan/${plan.id}/gear`, 'owner', key, gear);
    const second = await send('PUT', `plan/${plan.id}/gear`, 'owner', key, gear);

    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(replayed(second)).toBe('true');
    expect(await stored(plan)).toMatchObject({ gearList: hutGear(), version: plan.version + 1 });
  });

  test('a new plan is made once', async () => {
    const before = PlanListSchema.parse((await call('GET', 'plan?page=0', 'editor')).json());
    const key = newKey();
    const body = { location: { id: cast.routeburn }, custom_trip_name: 'Made in a hut', date: tripIn(20) };
    const first = await send('POST', 'plan', 'editor', key, body);
    const second = await send('POST', 'plan', 'editor', key, body);

    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const after = PlanListSchema.parse((await call('GET', 'plan?page=0', 'editor')).json());
    expect(after.draft).toHaveLength(before.draft.length + 1);
  });

  test('a refusal is kept too: a save from an older copy stays a 409 however often it is sent', async () => {
    const plan = await createPlan();
    const elsewhere = await call('PUT', `plan/${plan.id}`, 'owner', noteEdit(plan, 'Saved on the laptop'));
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);

    const key = newKey();
    const stale = await send('PUT', `plan/${plan.id}`, 'owner', key, noteEdit(plan, 'Saved on the phone'));
    const again = await send('PUT', `plan/${plan.id}`, 'owner', key, noteEdit(plan, 'Saved on the phone'));

    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: PLAN_CHANGED_ELSEWHERE });
    expect(again.statusCode).toBe(409);
    expect(again.body).toBe(stale.body);
    expect(replayed(again)).toBe('true');
    expect(await stored(plan)).toMatchObject({ note: 'Saved on the laptop', version: plan.version + 1 });
  });
});

describe('a key is for one change of one person', () => {
  test('the same key with another body is a 422, and nothing of it is saved', async () => {
    const plan = await createPlan();
    const key = newKey();
    const first = await send('PUT', `plan/${plan.id}`, 'owner', key, noteEdit(plan, 'First note'));
    expect(first.statusCode, first.body).toBe(200);

    const reused = await send('PUT', `plan/${plan.id}`, 'owner', key, noteEdit(plan, 'Another note'));
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ error: IDEMPOTENCY_KEY_REUSED });
    const elsewhere = await send('PUT', `plan/${plan.id}/gear`, 'owner', key, hutGear());
    expect(elsewhere.statusCode).toBe(422);
    expect(await stored(plan)).toMatchObject({
      note: 'First note',
      gearList: null,
      version: plan.version + 1,
    });
  });

  test('someone else sending the same key has their own change made, and never sees the first answer', async () => {
    const ownersPlan = await createPlan('owner');
    const strangersPlan = await createPlan('stranger');
    const key = newKey();
    const owners = await send(
      'PUT',
      `plan/${ownersPlan.id}`,
      'owner',
      key,
      noteEdit(ownersPlan, 'Owner’s note'),
    );
    const strangers = await send(
      'PUT',
      `plan/${strangersPlan.id}`,
      'stranger',
      key,
      noteEdit(strangersPlan, 'Stranger’s note'),
    );

    expect(owners.statusCode, owners.body).toBe(200);
    expect(strangers.statusCode, strangers.body).toBe(200);
    expect(replayed(strangers)).toBeUndefined();
    expect(strangers.json()).toMatchObject({ id: strangersPlan.id, note: 'Stranger’s note' });
    expect(await stored(strangersPlan, 'stranger')).toMatchObject({
      note: 'Stranger’s note',
      version: strangersPlan.version + 1,
    });

    // The same change as the owner's, sent by the stranger, is the stranger's own: refused, not replayed.
    const copied = await send(
      'PUT',
      `plan/${ownersPlan.id}`,
      'stranger',
      key,
      noteEdit(ownersPlan, 'Owner’s note'),
    );
    expect(copied.statusCode).toBe(422);
    expect(copied.body).not.toContain('Owner’s note');
  });
});

describe('keys the server refuses, and requests it does not key', () => {
  test.each([
    ['empty', ''],
    ['256 characters long', 'k'.repeat(256)],
    ['with a control character', 'tab\there'],
    ['with a space', 'two words'],
  ])('a key %s is a 400, and nothing is saved', async (_case, key) => {
    const plan = await createPlan();
    const res = await send('PUT', `plan/${plan.id}`, 'owner', key, noteEdit(plan, 'Never saved'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: INVALID_IDEMPOTENCY_KEY });
    expect(await stored(plan)).toMatchObject({ note: plan.note, version: plan.version });
  });

  test('a key of 255 visible characters is taken', async () => {
    const plan = await createPlan();
    const key = `${newKey()}~`.padEnd(255, '!');
    const res = await send('PUT', `plan/${plan.id}`, 'owner', key, noteEdit(plan, 'Long key'));
    expect(res.statusCode, res.body).toBe(200);
  });

  test('without the header nothing changes: the same save sent twice is made twice, the second refused as stale', async () => {
    const plan = await createPlan();
    const first = await send('PUT', `plan/${plan.id}`, 'owner', undefined, noteEdit(plan, 'Unkeyed'));
    const second = await send('PUT', `plan/${plan.id}`, 'owner', undefined, noteEdit(plan, 'Unkeyed'));
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: PLAN_CHANGED_ELSEWHERE });
    expect(replayed(second)).toBeUndefined();
  });

  test('a guest, or a token that is no longer valid, gets the route’s own 401 whatever the key', async () => {
    const plan = await createPlan();
    const unkeyed = await send('PUT', `plan/${plan.id}`, 'guest', undefined, noteEdit(plan, 'Guest'));
    expect(unkeyed.statusCode).toBe(401);
    const keysSent = [newKey(), ''];
    for (const key of keysSent) {
      const guest = await send('PUT', `plan/${plan.id}`, 'guest', key, noteEdit(plan, 'Guest'));
      expect(guest.statusCode).toBe(401);
      expect(guest.body).toBe(unkeyed.body);
      const expired = await cast.ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/plan/${plan.id}`,
        headers: { ...bearer('not-a-live-token'), [IDEMPOTENCY_KEY_HEADER]: key },
        payload: noteEdit(plan, 'Guest'),
      });
      expect(expired.statusCode).toBe(401);
    }
    const kept = await cast.ctx.database.db
      .select()
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, keysSent));
    expect(kept).toEqual([]);
  });
});

describe('what a key never keeps, and never gives back', () => {
  test('a keyed login keeps no token: the token endpoint ignores the key', async () => {
    const key = newKey();
    const login = () =>
      send('POST', 'auth/oauth', 'owner', key, {
        grant_type: 'password',
        client_id: cast.ctx.config.oauthClient.id,
        client_secret: cast.ctx.config.oauthClient.secret,
        username: cast.EMAILS.owner,
        password: PASSWORD,
      });
    const first = await login();
    const second = await login();

    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(replayed(second)).toBeUndefined();
    const [one, two] = [TokenSchema.parse(first.json()), TokenSchema.parse(second.json())];
    expect(two.access_token).not.toBe(one.access_token);
    const everyKeptAnswer = JSON.stringify(await cast.ctx.database.db.select().from(idempotencyKeys));
    for (const secret of [one.access_token, one.refresh_token, two.access_token, two.refresh_token])
      expect(everyKeptAnswer).not.toContain(secret);
  });

  test("a mailed check-in link's token is not kept as the address of a keyed change", async () => {
    const token = 'Kq3v_Zt9-Xw2LmN8pR4sY6uB1cD5eF7gH0jT2kV4xW6';
    const key = newKey();
    const res = await send('POST', `check-in/${token}/back-safe`, 'owner', key);
    expect(res.statusCode).toBe(404);
    const kept = await cast.ctx.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(kept).toEqual([]);
  });

  test('a replayed acceptance shows the plan only as its sender may read it now', async () => {
    const { addContact, EMAILS } = cast;
    const invitee = await addContact('owner', {
      first_name: 'Ina',
      last_name: 'Invitee',
      email: EMAILS.invitee,
    });
    const home = 'tui.home@example.nz';
    const emergency = await addContact('owner', { first_name: 'Tui', last_name: 'Home', email: home });
    const shared = {
      location: { id: cast.routeburn },
      custom_trip_name: 'Routeburn, shared',
      date: tripIn(12),
      contacts: [invitee],
      emergency_contact: emergency,
      is_published: true,
    };
    const published = await call('POST', 'plan', 'owner', shared);
    expect(published.statusCode, published.body).toBe(201);
    const plan = PlanSchema.parse(published.json());
    const key = newKey();
    const accept = () => send('PUT', `plan/${plan.id}/accept`, 'invitee', key);

    const accepted = await accept();
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.body).toContain(home);
    // While they stand to the plan as they did, the first answer comes back as it was.
    expect((await accept()).body).toBe(accepted.body);

    expect((await call('PUT', `plan/${plan.id}/decline`, 'invitee')).statusCode).toBe(200);
    const afterDeclining = await accept();
    expect(replayed(afterDeclining)).toBe('true');
    expect(afterDeclining.statusCode).toBe(200);
    expect(afterDeclining.json()).toMatchObject({
      id: plan.id,
      acceptanceState: expect.not.stringMatching('accepted'),
    });
    expect(afterDeclining.body).not.toContain(home);
    expect(afterDeclining.body).not.toContain(EMAILS.invitee);

    const unpublished = await call('PUT', `plan/${plan.id}`, 'owner', {
      ...shared,
      is_published: false,
      version: plan.version,
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    const afterUnpublishing = await accept();
    expect(replayed(afterUnpublishing)).toBe('true');
    expect(afterUnpublishing.statusCode).toBe(404);
    expect(afterUnpublishing.json()).toEqual({ error: PLAN_NOT_FOUND });
  });
});

describe('keys over time', () => {
  test('two sends at once make the change once; the other is told it is still being saved, or given the answer', async () => {
    const plan = await createPlan();
    const key = newKey();
    const answers = await Promise.all(
      [1, 2, 3].map(() => send('PUT', `plan/${plan.id}`, 'owner', key, noteEdit(plan, 'Sent twice at once'))),
    );

    const made = answers.filter((res) => res.statusCode === 200 && replayed(res) === undefined);
    expect(made).toHaveLength(1);
    for (const other of answers.filter((res) => res !== made[0])) {
      if (other.statusCode === 409) expect(other.json()).toEqual({ error: CHANGE_STILL_BEING_SAVED });
      else expect(other.body).toBe(made[0]!.body);
    }
    expect(await stored(plan)).toMatchObject({ note: 'Sent twice at once', version: plan.version + 1 });
  });

  test('a change whose first send was never answered waits two minutes, then is made', async () => {
    const plan = await createPlan();
    const key = newKey();
    const body = JSON.stringify(noteEdit(plan, 'After the server restarted'));
    const { db } = cast.ctx.database;
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, cast.EMAILS.owner));
    // What a request the server stopped in the middle of leaves behind.
    await db.insert(idempotencyKeys).values({
      userId: owner!.id,
      key,
      method: 'PUT',
      path: `/api/v1/plan/${plan.id}`,
      bodyHash: createHash('sha256').update(body).digest('hex'),
      createdAt: cast.ctx.clock.now(),
    });
    const sendIt = () =>
      cast.ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/plan/${plan.id}`,
        headers: {
          ...bearer(cast.token.owner),
          [IDEMPOTENCY_KEY_HEADER]: key,
          'content-type': 'application/json',
        },
        payload: body,
      });

    const waiting = await sendIt();
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toEqual({ error: CHANGE_STILL_BEING_SAVED });
    cast.ctx.clock.advance(3 * 60 * 1000);
    const made = await sendIt();
    expect(made.statusCode, made.body).toBe(200);
    expect(replayed(made)).toBeUndefined();
    expect(await stored(plan)).toMatchObject({
      note: 'After the server restarted',
      version: plan.version + 1,
    });
  });

  test('a key used over a day ago no longer stops a change: it is made as new', async () => {
    const plan = await createPlan();
    const key = newKey();
    const first = await send('PUT', `plan/${plan.id}`, 'owner', key, noteEdit(plan, 'Yesterday'));
    expect(first.statusCode, first.body).toBe(200);
    const edit = noteEdit(PlanSchema.parse(first.json()), 'Today');
    expect((await send('PUT', `plan/${plan.id}`, 'owner', key, edit)).statusCode).toBe(422);
    await useKeyADayAgo(key);

    const today = await send('PUT', `plan/${plan.id}`, 'owner', key, edit);
    expect(today.statusCode, today.body).toBe(200);
    expect(replayed(today)).toBeUndefined();
    expect(await stored(plan)).toMatchObject({ note: 'Today', version: plan.version + 2 });
  });

  test('the hourly clean-up removes keys used over a day ago and keeps the others', async () => {
    const plan = await createPlan();
    const [yesterdays, todays] = [newKey(), newKey()];
    const first = await send('PUT', `plan/${plan.id}`, 'owner', yesterdays, noteEdit(plan, 'Yesterday'));
    const edit = noteEdit(PlanSchema.parse(first.json()), 'Today');
    expect((await send('PUT', `plan/${plan.id}`, 'owner', todays, edit)).statusCode).toBe(200);
    await useKeyADayAgo(yesterdays);

    const job = removeExpiredKeysJob(createIdempotencyService(cast.ctx), cast.ctx.app.log);
    await job.run(new AbortController().signal);
    const kept = await cast.ctx.database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, [yesterdays, todays]));
    expect(kept).toEqual([{ key: todays }]);
  });
});

describe('what others see of the header', () => {
  test('the API document lists it on the writes, and the log never holds a key', async () => {
    const document = (await cast.ctx.app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const headersOf = (path: string, method: string) =>
      (document.paths[path]?.[method]?.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
    expect(headersOf('/api/v1/plan/{id}', 'put')).toContain(IDEMPOTENCY_KEY_HEADER.toLowerCase());
    expect(headersOf('/api/v1/plan/{id}/gear', 'put')).toContain(IDEMPOTENCY_KEY_HEADER.toLowerCase());
    expect(headersOf('/api/v1/plan', 'get')).not.toContain(IDEMPOTENCY_KEY_HEADER.toLowerCase());
    expect(headersOf('/api/v1/auth/oauth', 'post')).not.toContain(IDEMPOTENCY_KEY_HEADER.toLowerCase());

    const plan = await createPlan();
    const key = newKey();
    await send('PUT', `plan/${plan.id}`, 'owner', key, noteEdit(plan, 'Logged'));
    await send('PUT', `plan/${plan.id}`, 'owner', key, noteEdit(plan, 'Logged'));
    const log = logged.join('');
    expect(log).toContain('"route":"/api/v1/plan/:id","replayed":true');
    expect(log).not.toContain(key);
    expect(log).not.toContain(cast.token.owner.access_token);
  });
});
