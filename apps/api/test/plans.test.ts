import {
  AttachmentSchema,
  DOCUMENTS_MAX,
  NOTE_TOO_LONG,
  PlanListSchema,
  PlanSchema,
  PUBLISH_NEEDS_DATES,
  type Attachment,
  type Plan,
} from '@waymark/domain';
import { describe, expect, test } from 'vitest';
import {
  CONTACTS_NOT_YOURS,
  EMERGENCY_CONTACT_IN_GROUP,
  NO_INVITATION,
  NO_SUCH_DOCUMENT,
  ONLY_OWNER_DELETES,
  ONLY_OWNER_PUBLISHES,
  PLACE_NOT_FOUND,
  PLAN_CHANGED_ELSEWHERE,
  PLAN_COMPLETED,
  PLAN_NOT_FOUND,
  PLAN_NOT_YOURS,
} from '#api/modules/plans/plans.service.ts';
import { bearer, emailsTo, freshIp, loginToken } from './accounts-helpers.ts';
import { planCast, type PlanCaller } from './plan-cast.ts';

/** Trip plans through the real server (issue 12 acceptance 4): limits, the permission table, versions. */

const cast = planCast('plan');
const { EMAILS, token, call, tripIn, addContact } = cast;

function planBody(overrides: Record<string, unknown> = {}) {
  return {
    location: { id: cast.routeburn },
    custom_trip_name: 'Routeburn in three days',
    note: 'Back by Friday evening.',
    date: tripIn(10),
    ...overrides,
  };
}

async function createPlan(body: object, caller: PlanCaller = 'owner'): Promise<Plan> {
  const res = await call('POST', 'plan', caller, body);
  expect(res.statusCode, res.body).toBe(201);
  return PlanSchema.parse(res.json());
}

/** A plan document of the owner's, private or not (spec 3 §7 `POST upload` with isprivate). */
async function uploadDocument(title: string, isprivate: 'true' | 'false'): Promise<Attachment> {
  const form = new FormData();
  form.set('file', new Blob(['Allergic to penicillin.\n']), 'upload.txt');
  form.set('isprivate', isprivate);
  form.set('title', title);
  const res = await cast.ctx.app.inject({
    method: 'POST',
    url: '/api/v1/upload',
    remoteAddress: freshIp(),
    headers: bearer(token.owner),
    payload: form,
  });
  expect(res.statusCode, res.body).toBe(201);
  return AttachmentSchema.parse(res.json());
}

async function myWalks(caller: PlanCaller) {
  const res = await call('GET', 'plan?page=0', caller);
  expect(res.statusCode, res.body).toBe(200);
  return PlanListSchema.parse(res.json());
}

const allPlans = (list: Awaited<ReturnType<typeof myWalks>>) => [
  ...list.completing,
  ...list.upcoming,
  ...list.draft,
  ...list.completed,
];

/** A published plan whose group holds the editor (who accepted) and the invitee (still pending). */
async function sharedPlan(): Promise<Plan> {
  const editor = await addContact('owner', { first_name: 'Eru', last_name: 'Editor', email: EMAILS.editor });
  const invitee = await addContact('owner', {
    first_name: 'Ina',
    last_name: 'Invitee',
    email: EMAILS.invitee,
  });
  const emergency = await addContact('owner', {
    first_name: 'Moana',
    last_name: 'Home',
    email: 'moana@example.nz',
    phone: '021 555 0111',
  });
  const plan = await createPlan(
    planBody({ contacts: [editor, invitee], emergency_contact: emergency, is_published: true }),
  );
  const accepted = await call('PUT', `plan/${plan.id}/accept`, 'editor');
  expect(accepted.statusCode, accepted.body).toBe(200);
  return PlanSchema.parse((await call('GET', `plan/${plan.guid}/readonly`, 'owner')).json());
}

describe('saving a plan', () => {
  test('a new plan comes back field for field, with an unguessable guid apart from its id', async () => {
    const plan = await createPlan(
      planBody({
        vehicle: { description: 'Blue Corolla', registration: 'ABC123', parked_at: 'Routeburn Shelter' },
      }),
    );
    expect(plan).toMatchObject({
      is_published: false,
      is_complete: false,
      acceptanceState: 'owner',
      custom_trip_name: 'Routeburn in three days',
      location: { id: cast.routeburn, slug: 'routeburn-track', singular_name: 'track' },
      version: 0,
      vehicle: { registration: 'ABC123' },
    });
    // 128 random bits in base64url; nothing of the id in it.
    expect(plan.guid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const other = await createPlan(planBody());
    expect(other.guid).not.toBe(plan.guid);
  });

  test.each([
    [
      'a trip name of 36 characters',
      { custom_trip_name: 'x'.repeat(36) },
      'Trip name is at most 35 characters.',
    ],
    ['a note of 1001 characters', { note: 'x'.repeat(1001) }, NOTE_TOO_LONG],
    [
      'a daily plan location of 36 characters',
      { daily_plans: [{ day_index: 0, start_location: 'y'.repeat(36) }] },
      'Start location is at most 35 characters.',
    ],
    ['a fourth document', { attachments: [1, 2, 3, 4] }, DOCUMENTS_MAX],
    ['publishing without trip dates', { date: null, is_published: true }, PUBLISH_NEEDS_DATES],
    ['a place that does not exist', { location: { id: 999_999 } }, PLACE_NOT_FOUND],
    ['a trip name that is a number', { custom_trip_name: 42 }, 'custom_trip_name'],
  ])('%s is refused with a readable message, and nothing is saved', async (_case, overrides, message) => {
    const before = allPlans(await myWalks('owner')).length;
    const res = await call('POST', 'plan', 'owner', planBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect(allPlans(await myWalks('owner')).length).toBe(before);
  });

  test('the group and the emergency contact are the owner’s own contacts, never the same person', async () => {
    const theirs = await addContact('stranger', { first_name: 'Not', last_name: 'Yours' });
    const mine = await addContact('owner', { first_name: 'Aroha', last_name: 'Tane' });
    const notMine = await call('POST', 'plan', 'owner', planBody({ contacts: [theirs] }));
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().error).toBe(CONTACTS_NOT_YOURS);
    const both = await call('POST', 'plan', 'owner', planBody({ contacts: [mine], emergency_contact: mine }));
    expect(both.statusCode).toBe(400);
    expect(both.json().error).toBe(EMERGENCY_CONTACT_IN_GROUP);
  });
});

describe('who may do what (spec 3 §6)', () => {
  test('changing: owner and editor may; a pending recipient and a stranger get 403; a guest 401', async () => {
    const plan = await sharedPlan();
    let version = plan.version;
    for (const caller of ['owner', 'editor'] as const) {
      const res = await call(
        'PUT',
        `plan/${plan.id}`,
        caller,
        planBody({ ...keep(plan), note: `Notes by the ${caller}`, version }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(PlanSchema.parse(res.json()).note).toBe(`Notes by the ${caller}`);
      version += 1;
    }
    for (const caller of ['invitee', 'stranger'] as const) {
      const res = await call(
        'PUT',
        `plan/${plan.id}`,
        caller,
        planBody({ ...keep(plan), note: 'Sneaky', version }),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(PLAN_NOT_YOURS);
    }
    expect((await call('PUT', `plan/${plan.id}`, 'guest', planBody({ version }))).statusCode).toBe(401);
    expect(PlanSchema.parse((await call('GET', `plan/${plan.guid}/readonly`, 'owner')).json()).note).toBe(
      'Notes by the editor',
    );
  });

  test('only the owner publishes or unpublishes', async () => {
    const plan = await sharedPlan();
    const res = await call(
      'PUT',
      `plan/${plan.id}`,
      'editor',
      planBody({ ...keep(plan), is_published: false, version: plan.version }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(ONLY_OWNER_PUBLISHES);
  });

  test('deleting: only the owner; an editor or a recipient is told to decline instead', async () => {
    const plan = await sharedPlan();
    for (const caller of ['editor', 'invitee'] as const) {
      const res = await call('DELETE', `plan/${plan.id}`, caller);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(ONLY_OWNER_DELETES);
    }
    const stranger = await call('DELETE', `plan/${plan.id}`, 'stranger');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error).toBe(PLAN_NOT_YOURS);
    expect((await call('DELETE', `plan/${plan.id}`, 'guest')).statusCode).toBe(401);
    expect((await call('GET', `plan/${plan.guid}/readonly`, 'guest')).statusCode).toBe(200);

    const deleted = await call('DELETE', `plan/${plan.id}`, 'owner');
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', `plan/${plan.guid}/readonly`, 'owner')).statusCode).toBe(404);
  });

  test('reading by link: anyone once published, but emails only for the owner and editors', async () => {
    const plan = await sharedPlan();
    const views = Object.fromEntries(
      await Promise.all(
        (['owner', 'editor', 'invitee', 'stranger', 'guest'] as const).map(async (caller) => {
          const res = await call('GET', `plan/${plan.guid}/readonly`, caller);
          expect(res.statusCode, `${caller}: ${res.body}`).toBe(200);
          return [caller, PlanSchema.parse(res.json())] as const;
        }),
      ),
    );
    expect(views.owner!.emergency_contact?.email).toBe('moana@example.nz');
    expect(views.editor!.emergency_contact?.email).toBe('moana@example.nz');
    expect(views.invitee!.emergency_contact).toMatchObject({ phone: '021 555 0111', email: '' });
    for (const caller of ['invitee', 'stranger', 'guest'] as const) {
      expect(views[caller]!.emergency_contact).toMatchObject({ first_name: 'Moana', email: '' });
      expect(JSON.stringify(views[caller])).not.toContain('@example.nz');
    }
    expect(views.invitee).toMatchObject({
      acceptanceState: 'pending',
      isShared: true,
      isPendingInvitation: true,
    });
    expect(views.editor).toMatchObject({
      acceptanceState: 'accepted',
      isShared: true,
      isPendingInvitation: false,
    });
    expect(views.guest).toMatchObject({ acceptanceState: 'none', isShared: false });
  });

  test('phones, the vehicle and private documents are for the people on the plan, not whoever has its link (decision 025)', async () => {
    const member = await addContact('owner', {
      first_name: 'Eru',
      last_name: 'Editor',
      email: EMAILS.editor,
      phone: '027 555 0122',
    });
    const invitee = await addContact('owner', {
      first_name: 'Ina',
      last_name: 'Invitee',
      email: EMAILS.invitee,
    });
    const home = await addContact('owner', { first_name: 'Moana', last_name: 'Home', phone: '021 555 0111' });
    const medical = await uploadDocument('medical notes.txt', 'true');
    const routeCard = await uploadDocument('route card.txt', 'false');
    const plan = await createPlan(
      planBody({
        contacts: [member, invitee],
        emergency_contact: home,
        attachments: [medical.id, routeCard.id],
        vehicle: {
          description: 'Blue Subaru Outback',
          registration: 'KEA123',
          parked_at: 'Routeburn Shelter',
        },
        is_published: true,
      }),
    );
    expect((await call('PUT', `plan/${plan.id}/accept`, 'editor')).statusCode).toBe(200);
    const privateUrl = `/api/v1/plan/${plan.guid}/documents/${medical.id}`;
    const readBy = async (caller: PlanCaller) => {
      const res = await call('GET', `plan/${plan.guid}/readonly`, caller);
      expect(res.statusCode, `${caller}: ${res.body}`).toBe(200);
      return PlanSchema.parse(res.json());
    };
    const documentFor = (caller: PlanCaller) => call('GET', privateUrl.slice('/api/v1/'.length), caller);

    for (const caller of ['owner', 'editor', 'invitee'] as const) {
      const view = await readBy(caller);
      expect(view.private_details_shown, caller).toBe(true);
      expect(view.contacts.map((c) => c.phone)).toEqual(['027 555 0122', '']);
      expect(view.emergency_contact?.phone).toBe('021 555 0111');
      expect(view.vehicle).toEqual({
        description: 'Blue Subaru Outback',
        registration: 'KEA123',
        parked_at: 'Routeburn Shelter',
      });
      expect(view.attachments.map((a) => [a.title, a.url])).toEqual([
        ['medical notes.txt', privateUrl],
        ['route card.txt', routeCard.url],
      ]);
      const opened = await documentFor(caller);
      expect(opened.statusCode, caller).toBe(200);
      expect(opened.body).toBe('Allergic to penicillin.\n');
    }

    for (const caller of ['stranger', 'guest'] as const) {
      const view = await readBy(caller);
      // Who is going with their phones, where, when and what to do: what the person at home acts on.
      expect(view).toMatchObject({ private_details_shown: false, custom_trip_name: plan.custom_trip_name });
      expect(view.contacts.map((c) => [c.fullname, c.phone])).toEqual([
        ['Eru Editor', '027 555 0122'],
        ['Ina Invitee', ''],
      ]);
      expect(view.emergency_contact).toMatchObject({ fullname: 'Moana Home', phone: '021 555 0111' });
      expect(JSON.stringify(view)).not.toMatch(/KEA123|Routeburn Shelter|medical notes|@/);
      expect(view.vehicle).toEqual({ description: '', registration: '', parked_at: '' });
      expect(view.attachments.map((a) => a.title)).toEqual(['route card.txt']);
      const refused = await documentFor(caller);
      expect([refused.statusCode, refused.json().error]).toEqual([404, NO_SUCH_DOCUMENT]);
    }
  });

  test('an unpublished plan by its guid is a 404 to everyone but its owner', async () => {
    const draft = await createPlan(planBody());
    for (const caller of ['stranger', 'guest'] as const) {
      const res = await call('GET', `plan/${draft.guid}/readonly`, caller);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(PLAN_NOT_FOUND);
    }
    expect((await call('GET', `plan/${draft.guid}/readonly`, 'owner')).statusCode).toBe(200);
    expect((await call('GET', 'plan/not-a-plan-link!/readonly', 'guest')).statusCode).toBe(400);
  });

  test('accepting makes an editor; declining removes only that share and leaves the plan as it was', async () => {
    const plan = await sharedPlan();
    expect(plan.editors).toHaveLength(1);
    const strangerAccepts = await call('PUT', `plan/${plan.id}/accept`, 'stranger');
    expect(strangerAccepts.statusCode).toBe(404);
    expect(strangerAccepts.json().error).toBe(NO_INVITATION);

    expect(allPlans(await myWalks('invitee')).map((p) => p.id)).toContain(plan.id);
    const declined = await call('PUT', `plan/${plan.id}/decline`, 'invitee');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(allPlans(await myWalks('invitee')).map((p) => p.id)).not.toContain(plan.id);
    const after = PlanSchema.parse((await call('GET', `plan/${plan.guid}/readonly`, 'owner')).json());
    expect(after).toEqual(plan);
    expect((await call('PUT', `plan/${plan.id}/decline`, 'invitee')).statusCode).toBe(404);
  });
});

describe('publishing tells the people on the plan (spec 3 §4)', () => {
  test('each member and the emergency contact with an email get one mail with the link; a repeated publish tells only people newly added', async () => {
    const member = await addContact('owner', {
      first_name: 'Tui',
      last_name: 'Member',
      email: 'tui-member@example.nz',
    });
    const noEmail = await addContact('owner', { first_name: 'Kahu', last_name: 'Nomail' });
    const emergency = await addContact('owner', {
      first_name: 'Rata',
      last_name: 'Home',
      email: 'rata-home@example.nz',
      phone: '021 555 0122',
    });
    const draft = await createPlan(planBody({ contacts: [member, noEmail], emergency_contact: emergency }));
    await cast.ctx.background.drain();
    expect(emailsTo(cast.ctx, 'tui-member@example.nz')).toHaveLength(0);

    const save = async (plan: Plan, changes: object) => {
      const res = await call(
        'PUT',
        `plan/${plan.id}`,
        'owner',
        planBody({ ...keep(plan), ...changes, version: plan.version }),
      );
      expect(res.statusCode, res.body).toBe(200);
      await cast.ctx.background.drain();
      return PlanSchema.parse(res.json());
    };
    const published = await save(draft, { is_published: true });
    const link = `/plan/${published.guid}`;
    const [toMember] = emailsTo(cast.ctx, 'tui-member@example.nz');
    expect(toMember?.body).toContain('Routeburn in three days');
    expect(toMember?.body).toContain(link);
    expect(toMember?.body).toContain('Tui Member');
    const [toEmergency] = emailsTo(cast.ctx, 'rata-home@example.nz');
    expect(toEmergency?.body).toContain('emergency contact');
    expect(toEmergency?.body).toContain('call 111 and ask for the Police');
    expect(toEmergency?.body).toContain(link);

    // Saving the published plan again, as a retry would, tells nobody twice.
    const again = await save(published, { note: 'Same trip, a new note' });
    expect(emailsTo(cast.ctx, 'tui-member@example.nz')).toHaveLength(1);
    expect(emailsTo(cast.ctx, 'rata-home@example.nz')).toHaveLength(1);

    const newcomer = await addContact('owner', {
      first_name: 'Nikau',
      last_name: 'New',
      email: 'nikau-new@example.nz',
    });
    await save(again, { contacts: [member, noEmail, newcomer] });
    expect(emailsTo(cast.ctx, 'nikau-new@example.nz')).toHaveLength(1);
    expect(emailsTo(cast.ctx, 'tui-member@example.nz')).toHaveLength(1);
  });
});

describe('no lost edits', () => {
  test('a change made from a copy someone has since changed is refused with 409, and nothing of it is kept', async () => {
    const plan = await sharedPlan();
    const editorSaves = await call(
      'PUT',
      `plan/${plan.id}`,
      'editor',
      planBody({ ...keep(plan), note: 'Editor was here', version: plan.version }),
    );
    expect(editorSaves.statusCode).toBe(200);
    const stale = await call(
      'PUT',
      `plan/${plan.id}`,
      'owner',
      planBody({ ...keep(plan), note: 'Owner from an old tab', version: plan.version }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(PLAN_CHANGED_ELSEWHERE);
    const stored = PlanSchema.parse((await call('GET', `plan/${plan.guid}/readonly`, 'owner')).json());
    expect(stored.note).toBe('Editor was here');
    expect(stored.version).toBe(plan.version + 1);
  });

  test('a change without the version it was made from is refused', async () => {
    const plan = await createPlan(planBody());
    const res = await call('PUT', `plan/${plan.id}`, 'owner', planBody({ note: 'no version' }));
    expect(res.statusCode).toBe(400);
  });
});

describe('My Walks as the clock moves (spec 3 §4)', () => {
  test('upcoming, then completing, then completed and read-only; a draft stays a draft until its trip is over', async () => {
    const published = await createPlan(planBody({ date: tripIn(3), is_published: true }), 'stranger');
    const draft = await createPlan(planBody({ date: tripIn(3) }), 'stranger');
    const groupOf = async (id: number) => {
      const list = await myWalks('stranger');
      return (['completing', 'upcoming', 'draft', 'completed'] as const).find((g) =>
        list[g].some((p) => p.id === id),
      );
    };
    expect(await groupOf(published.id)).toBe('upcoming');
    expect(await groupOf(draft.id)).toBe('draft');

    cast.ctx.clock.advance(4 * 24 * 3_600_000);
    token.stranger = await loginToken(cast.ctx, EMAILS.stranger);
    expect(await groupOf(published.id)).toBe('completing');
    expect(await groupOf(draft.id)).toBe('draft');

    cast.ctx.clock.advance(3 * 24 * 3_600_000);
    token.stranger = await loginToken(cast.ctx, EMAILS.stranger);
    expect(await groupOf(published.id)).toBe('completed');
    expect(await groupOf(draft.id)).toBe('completed');
    const change = await call(
      'PUT',
      `plan/${published.id}`,
      'stranger',
      planBody({ ...keep(published), version: published.version }),
    );
    expect(change.statusCode).toBe(403);
    expect(change.json().error).toBe(PLAN_COMPLETED);
    expect((await call('DELETE', `plan/${published.id}`, 'stranger')).statusCode).toBe(200);
  });
});

/** The parts of a plan a save sends back as they were. */
function keep(plan: Plan) {
  return {
    date: plan.date,
    is_published: plan.is_published,
    contacts: plan.contacts.map((c) => c.id),
    emergency_contact: plan.emergency_contact?.id ?? null,
  };
}
