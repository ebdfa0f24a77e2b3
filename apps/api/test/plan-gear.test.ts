import { GEAR_PRESETS, PlanSchema, type Plan, type PlanGear } from '@waymark/domain';
import { describe, expect, test } from 'vitest';
import {
  ONLY_OWNER_EDITS_GEAR,
  PLAN_CHANGED_ELSEWHERE,
  PLAN_COMPLETED,
  PLAN_NOT_FOUND,
  PLAN_NOT_YOURS,
} from '#api/modules/plans/plans.service.ts';
import { planCast } from './plan-cast.ts';

/** A plan's gear list (spec 3, issue 13): `PUT plan/{id}/gear`, whole-plan saves and who sees it. */

const cast = planCast('gear');
const { EMAILS, call, tripIn, addContact } = cast;

/** The hut list as the gear page would send it, with the rain jacket ticked off. */
function hutGear(): PlanGear {
  const list = structuredClone(GEAR_PRESETS['overnight-hut'].categories);
  const clothing = list.find((category) => category.title.startsWith('Clothing'))!;
  clothing.items[0]!.packed = true;
  return { list, list_type: 'default', list_preset_id: 'overnight-hut', list_custom_id: null };
}

async function createPlan(body: object = {}): Promise<Plan> {
  const res = await call('POST', 'plan', 'owner', {
    location: { id: cast.routeburn },
    custom_trip_name: 'Routeburn gear test',
    date: tripIn(10),
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return PlanSchema.parse(res.json());
}

/** A published plan whose group holds the editor (who accepted) and the invitee (still pending). */
async function sharedPlan(): Promise<Plan> {
  const editor = await addContact('owner', { first_name: 'Eru', last_name: 'Editor', email: EMAILS.editor });
  const invitee = await addContact('owner', {
    first_name: 'Ina',
    last_name: 'Invitee',
    email: EMAILS.invitee,
  });
  const plan = await createPlan({ contacts: [editor, invitee], is_published: true });
  expect((await call('PUT', `plan/${plan.id}/accept`, 'editor')).statusCode).toBe(200);
  return plan;
}

async function stored(plan: Plan): Promise<Plan> {
  return PlanSchema.parse((await call('GET', `plan/${plan.guid}/readonly`, 'owner')).json());
}

/** A whole-plan save of the plan as it was read, with changes. */
function wholePlan(plan: Plan, changes: object = {}) {
  return {
    location: { id: plan.location.id },
    custom_trip_name: plan.custom_trip_name,
    note: plan.note,
    date: plan.date,
    contacts: plan.contacts.map((c) => c.id),
    emergency_contact: plan.emergency_contact?.id ?? null,
    is_published: plan.is_published,
    version: plan.version,
    ...changes,
  };
}

describe('PUT plan/{id}/gear', () => {
  test('the owner saves the list and gets the saved plan back, one version on', async () => {
    const plan = await createPlan();
    expect(plan.gearList).toBeNull();
    const res = await call('PUT', `plan/${plan.id}/gear`, 'owner', hutGear());
    expect(res.statusCode, res.body).toBe(200);
    const saved = PlanSchema.parse(res.json());
    expect(saved.gearList).toEqual(hutGear());
    expect(saved.version).toBe(plan.version + 1);
    expect((await stored(plan)).gearList).toEqual(hutGear());
  });

  test.each([
    ['editor', ONLY_OWNER_EDITS_GEAR],
    ['invitee', ONLY_OWNER_EDITS_GEAR],
    ['stranger', PLAN_NOT_YOURS],
  ] as const)('the %s is refused with a readable 403, and nothing changes', async (caller, message) => {
    const plan = await sharedPlan();
    const res = await call('PUT', `plan/${plan.id}/gear`, caller, hutGear());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: message });
    expect(await stored(plan)).toMatchObject({ gearList: null, version: plan.version });
  });

  test('a guest must sign in; a plan that does not exist is a 404', async () => {
    const plan = await createPlan();
    const guest = await call('PUT', `plan/${plan.id}/gear`, 'guest', hutGear());
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error).toEqual(expect.any(String));
    const missing = await call('PUT', 'plan/999999/gear', 'owner', hutGear());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: PLAN_NOT_FOUND });
  });

  test('a completed plan is read-only, its gear list too', async () => {
    const plan = await createPlan({ date: tripIn(-5) });
    const res = await call('PUT', `plan/${plan.id}/gear`, 'owner', hutGear());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: PLAN_COMPLETED });
  });

  test('a list that breaks the limits is refused with the limit in words', async () => {
    const plan = await createPlan();
    const gear = hutGear();
    gear.list[0]!.items[0]!.notes = 'x'.repeat(501);
    const res = await call('PUT', `plan/${plan.id}/gear`, 'owner', gear);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Notes are at most 500 characters.');
    const wrongType = await call('PUT', `plan/${plan.id}/gear`, 'owner', { ...gear, list_type: 'borrowed' });
    expect(wrongType.statusCode).toBe(400);
  });

  test('with a version, a list made from an older copy of the plan is a 409; without one it is saved', async () => {
    const plan = await createPlan();
    const first = await call('PUT', `plan/${plan.id}/gear`, 'owner', { ...hutGear(), version: plan.version });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await call('PUT', `plan/${plan.id}/gear`, 'owner', {
      ...hutGear(),
      list_preset_id: 'day-walk',
      version: plan.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: PLAN_CHANGED_ELSEWHERE });
    expect((await stored(plan)).gearList?.list_preset_id).toBe('overnight-hut');

    const unversioned = await call('PUT', `plan/${plan.id}/gear`, 'owner', {
      ...hutGear(),
      list_preset_id: 'day-walk',
    });
    expect(unversioned.statusCode, unversioned.body).toBe(200);
    expect(PlanSchema.parse(unversioned.json())).toMatchObject({
      version: plan.version + 2,
      gearList: { list_preset_id: 'day-walk' },
    });
  });
});

describe('the gear list beside whole-plan saves', () => {
  test('a whole-plan save without gearList keeps the list saved through the gear page', async () => {
    const plan = await createPlan();
    const geared = PlanSchema.parse((await call('PUT', `plan/${plan.id}/gear`, 'owner', hutGear())).json());
    const res = await call('PUT', `plan/${plan.id}`, 'owner', wholePlan(geared, { note: 'New note' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(PlanSchema.parse(res.json())).toMatchObject({ note: 'New note', gearList: hutGear() });
  });

  test('POST and PUT plan save a gearList sent with the plan; null removes it', async () => {
    const plan = await createPlan({ gearList: hutGear() });
    expect(plan.gearList).toEqual(hutGear());
    const cleared = await call('PUT', `plan/${plan.id}`, 'owner', wholePlan(plan, { gearList: null }));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(PlanSchema.parse(cleared.json()).gearList).toBeNull();
  });

  test('an editor’s whole-plan save from before the owner’s gear save is a 409, not a silent undo', async () => {
    const plan = await sharedPlan();
    expect((await call('PUT', `plan/${plan.id}/gear`, 'owner', hutGear())).statusCode).toBe(200);
    const stale = await call('PUT', `plan/${plan.id}`, 'editor', wholePlan(plan, { gearList: null }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: PLAN_CHANGED_ELSEWHERE });
    expect((await stored(plan)).gearList).toEqual(hutGear());
  });

  test('an editor may send the list back as it is, but not change it', async () => {
    const plan = await sharedPlan();
    const geared = PlanSchema.parse((await call('PUT', `plan/${plan.id}/gear`, 'owner', hutGear())).json());
    const same = await call(
      'PUT',
      `plan/${plan.id}`,
      'editor',
      wholePlan(geared, { note: 'Editor note', gearList: geared.gearList }),
    );
    expect(same.statusCode, same.body).toBe(200);
    const changed = PlanSchema.parse(same.json());
    const unpacked = { ...hutGear(), list_preset_id: 'multi-day' };
    const refused = await call(
      'PUT',
      `plan/${plan.id}`,
      'editor',
      wholePlan(changed, { gearList: unpacked }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: ONLY_OWNER_EDITS_GEAR });
    expect((await stored(plan)).gearList).toEqual(hutGear());
  });
});

describe('who sees the gear list (spec 3: packed items are shared with the group and emergency contacts)', () => {
  test('everyone who may read the plan by its link sees the list with what is packed', async () => {
    const plan = await sharedPlan();
    expect((await call('PUT', `plan/${plan.id}/gear`, 'owner', hutGear())).statusCode).toBe(200);
    for (const caller of ['owner', 'editor', 'invitee', 'stranger', 'guest'] as const) {
      const res = await call('GET', `plan/${plan.guid}/readonly`, caller);
      expect(res.statusCode, `${caller}: ${res.body}`).toBe(200);
      const clothing = PlanSchema.parse(res.json()).gearList?.list.find((c) =>
        c.title.startsWith('Clothing'),
      );
      expect(clothing?.items[0], caller).toMatchObject({ title: 'Rain jacket with a hood', packed: true });
    }
  });
});
