import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  alarmInstant,
  AttachmentSchema,
  CustomTrackPlansSchema,
  CustomTrackSavedSchema,
  CustomTrackSchema,
  PlanListSchema,
  PlanSchema,
  type Plan,
} from '@waymark/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { planShares } from '#api/db/schema/index.ts';
import { ONLY_OWNER_CHOOSES_PEOPLE } from '#api/modules/plans/plans.service.ts';
import { listNotifications, stateOf } from '#api/modules/safety-net/notifications.repository.ts';
import { safetyNetStopsOf } from '#api/modules/safety-net/safety-net-stops.ts';
import { activeUser, bearer, emailsTo, loginToken } from './accounts-helpers.ts';
import { planCast, type PlanCaller } from './plan-cast.ts';

/**
 * Issue 27: a trip plan's safety net is changed or stopped by nobody but its planner. The maker
 * of a shared custom track cannot rewrite or delete another walker's plan on it (decision 024),
 * an editor cannot reach the owner's address book or change who is told, a contact a live trip
 * relies on is not deleted from under it, a decline sticks, and every stop is recorded.
 */

const cast = planCast('owning');
const { EMAILS, call, tripIn, addContact } = cast;
const run = promisify(execFile);
const workDir = mkdtempSync(path.join(tmpdir(), 'waymark-plan-ownership-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

beforeAll(() => cast.giveOwnerAProfile());

const markers = [
  { lng: 168.3068, lat: -44.7188, snap: false },
  { lng: 168.29, lat: -44.725, snap: false },
];
const elsewhere = [
  { lng: 175.56, lat: -39.2, snap: false },
  { lng: 175.6, lat: -39.25, snap: false },
];

async function trackOf(caller: PlanCaller, title: string): Promise<string> {
  const res = await call('POST', 'custom-track', caller, { title, markers });
  expect(res.statusCode, res.body).toBe(201);
  return CustomTrackSavedSchema.parse(res.json()).id;
}

async function myWalks(caller: PlanCaller): Promise<Plan[]> {
  const list = PlanListSchema.parse((await call('GET', 'plan?page=0', caller)).json());
  return [...list.completing, ...list.upcoming, ...list.draft, ...list.completed];
}

async function pdfText(planId: number): Promise<string> {
  const pdf = await call('GET', `plan/${planId}/download`, 'owner');
  expect(pdf.statusCode, pdf.body).toBe(200);
  const file = path.join(workDir, `plan-${planId}.pdf`);
  writeFileSync(file, pdf.rawPayload);
  return (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout.replace(/\s+/g, ' ');
}

let homeCount = 0;
/** The owner's published trip on a track, with a new emergency contact of their own. */
async function publishOn(trackId: string, name: string): Promise<{ plan: Plan; home: string }> {
  homeCount += 1;
  const home = `home-${homeCount}@example.nz`;
  const contact = await addContact('owner', { first_name: 'Moana', last_name: 'Home', email: home });
  const res = await call('POST', 'plan', 'owner', {
    custom_track: { id: trackId },
    custom_trip_name: name,
    date: tripIn(1),
    emergency_contact: contact,
    is_published: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { plan: PlanSchema.parse(res.json()), home };
}

describe('the emergency contact is told who to call', () => {
  test('the published plan’s mail names everyone on the trip in full with their phones', async () => {
    const member = await addContact('owner', { first_name: 'Eru', last_name: 'Tama', phone: '021 555 0123' });
    const home = await addContact('owner', {
      first_name: 'Moana',
      last_name: 'Home',
      email: 'who-to-call@example.nz',
    });
    const res = await call('POST', 'plan', 'owner', {
      location: { id: cast.routeburn },
      date: tripIn(50),
      contacts: [member],
      emergency_contact: home,
      is_published: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    await cast.ctx.background.drain();
    const [mail] = emailsTo(cast.ctx, 'who-to-call@example.nz');
    expect(mail?.body).toContain('Who: Aroha Walker (027 555 0199); Eru Tama (021 555 0123).');
  });
});

describe('a plan on someone else’s shared custom track', () => {
  test('survives the maker’s edit and delete, and its emergency contact still gets the escalation', async () => {
    const shared = await trackOf('stranger', 'Routeburn Flats return');
    const { plan, home } = await publishOn(shared, 'Flats overnight');
    // The plan is on the planner's own copy of the route, named as the maker named it.
    expect(plan.location.id).not.toBe(shared);
    expect(plan.location.title).toBe('Routeburn Flats return');
    const copy = CustomTrackSchema.parse(
      (await call('GET', `custom-track/${plan.location.id}`, 'owner')).json(),
    );
    expect(copy).toMatchObject({ is_own: true, markers: [{ lat: -44.7188 }, { lat: -44.725 }] });

    const rewritten = await call('PUT', `custom-track/${shared}`, 'stranger', {
      title: 'Somewhere else entirely',
      markers: elsewhere,
    });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    const readOnly = PlanSchema.parse((await call('GET', `plan/${plan.guid}/readonly`, 'guest')).json());
    expect(readOnly.location.title).toBe('Routeburn Flats return');
    const pdf = await pdfText(plan.id);
    expect(pdf).toContain('Routeburn Flats return');
    expect(pdf).not.toContain('Somewhere else entirely');

    const deleted = await call('DELETE', `custom-track/${shared}`, 'stranger');
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await call('GET', `plan/${plan.guid}/readonly`, 'guest')).statusCode).toBe(200);
    expect((await myWalks('owner')).map((p) => p.id)).toContain(plan.id);

    // Past the trip's end and grace, nobody has checked in: the escalation goes with the route.
    cast.ctx.clock.advance(alarmInstant(plan.date!, 2).getTime() + 60_000 - cast.ctx.clock.now().getTime());
    // Days later every session has expired: the cast logs in again for the tests after this one.
    for (const [who, email] of Object.entries(EMAILS))
      cast.token[who as keyof typeof EMAILS] = await loginToken(cast.ctx, email);
    await cast.ctx.app.safetyNet.sendDue();
    const escalation = emailsTo(cast.ctx, home).find((mail) => mail.subject.includes('overdue'));
    expect(escalation?.body).toContain('Routeburn Flats return');
    expect(escalation?.body).not.toContain('Somewhere else entirely');
    const owners = emailsTo(cast.ctx, EMAILS.owner).map((mail) => mail.subject);
    expect(owners.some((subject) => subject.startsWith('Are you back?'))).toBe(true);
  });

  test('an editor pointing the plan at their own track plans on the owner’s copy of it', async () => {
    const own = await trackOf('owner', 'Owner’s line');
    const editorsTrack = await trackOf('editor', 'Editor’s line');
    const editor = await addContact('owner', {
      first_name: 'Eru',
      last_name: 'Editor',
      email: EMAILS.editor,
    });
    const created = await call('POST', 'plan', 'owner', {
      custom_track: { id: own },
      date: tripIn(20),
      contacts: [editor],
      is_published: true,
    });
    const plan = PlanSchema.parse(created.json());
    expect((await call('PUT', `plan/${plan.id}/accept`, 'editor')).statusCode).toBe(200);
    const moved = await call('PUT', `plan/${plan.id}`, 'editor', {
      custom_track: { id: editorsTrack },
      date: plan.date,
      contacts: [editor],
      is_published: true,
      version: plan.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const saved = PlanSchema.parse(moved.json());
    expect(saved.location.title).toBe('Editor’s line');
    expect(saved.location.id).not.toBe(editorsTrack);
    expect((await call('DELETE', `custom-track/${editorsTrack}`, 'editor')).statusCode).toBe(204);
    expect(
      PlanSchema.parse((await call('GET', `plan/${plan.guid}/readonly`, 'guest')).json()).location.title,
    ).toBe('Editor’s line');
  });
});

describe('deleting your own custom track that your plans use', () => {
  test('names the plans and deletes nothing until they are confirmed, then records the stop', async () => {
    const trackId = await trackOf('owner', 'Soon gone');
    const { plan } = await publishOn(trackId, 'Last trip on it');
    const draft = PlanSchema.parse(
      (await call('POST', 'plan', 'owner', { custom_track: { id: trackId } })).json(),
    );

    const listed = CustomTrackPlansSchema.parse(
      (await call('GET', `custom-track/${trackId}/plans`, 'owner')).json(),
    );
    expect(listed.plans).toEqual([
      { id: plan.id, name: 'Last trip on it', is_published: true },
      { id: draft.id, name: 'Soon gone', is_published: false },
    ]);
    expect((await call('GET', `custom-track/${trackId}/plans`, 'stranger')).statusCode).toBe(403);

    const unconfirmed = await call('DELETE', `custom-track/${trackId}`, 'owner');
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().error).toContain('“Last trip on it”');
    const halfConfirmed = await call('DELETE', `custom-track/${trackId}?plans=${plan.id}`, 'owner');
    expect(halfConfirmed.statusCode).toBe(409);
    expect((await call('GET', `plan/${plan.guid}/readonly`, 'guest')).statusCode).toBe(200);
    const malformed = await call('DELETE', `custom-track/${trackId}?plans=all`, 'owner');
    expect(malformed.statusCode).toBe(400);

    const queued = await listNotifications(cast.ctx.database.db, { planId: plan.id });
    const confirmed = await call('DELETE', `custom-track/${trackId}?plans=${plan.id},${draft.id}`, 'owner');
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    expect((await call('GET', `plan/${plan.guid}/readonly`, 'guest')).statusCode).toBe(404);
    const [stop] = await safetyNetStopsOf(cast.ctx.database.db, plan.id);
    expect(stop?.reason).toBe('plan deleted with its custom track by its owner');
    expect(stop?.pending.map((n) => n.kind).sort()).toEqual(
      queued
        .filter((n) => stateOf(n) === 'scheduled')
        .map((n) => n.kind)
        .sort(),
    );
  });

  test('a plan its owner deletes records what its safety net still had to send', async () => {
    const { plan } = await publishOn(await trackOf('owner', 'Deleted plan'), 'Called off');
    expect((await call('DELETE', `plan/${plan.id}`, 'owner')).statusCode).toBe(200);
    const [stop] = await safetyNetStopsOf(cast.ctx.database.db, plan.id);
    expect(stop?.reason).toBe('plan deleted by its owner');
    expect(stop?.pending.map((n) => n.kind)).toContain('escalation');
  });
});

describe('the people on a plan are the owner’s to choose', () => {
  async function sharedPlan() {
    const editor = await addContact('owner', {
      first_name: 'Eru',
      last_name: 'Editor',
      email: EMAILS.editor,
    });
    const home = await addContact('owner', {
      first_name: 'Moana',
      last_name: 'Home',
      email: 'moana.people@example.nz',
    });
    const secret = await addContact('owner', {
      first_name: 'Private',
      last_name: 'Person',
      email: 'private.person@example.nz',
      phone: '021 000 0001',
    });
    const res = await call('POST', 'plan', 'owner', {
      location: { id: cast.routeburn },
      custom_trip_name: 'People trip',
      date: tripIn(30),
      contacts: [editor],
      emergency_contact: home,
      is_published: true,
    });
    const plan = PlanSchema.parse(res.json());
    expect((await call('PUT', `plan/${plan.id}/accept`, 'editor')).statusCode).toBe(200);
    return { plan, editor, home, secret };
  }

  const editorSave = (plan: Plan, fields: object) =>
    call('PUT', `plan/${plan.id}`, 'editor', {
      location: { id: cast.routeburn },
      custom_trip_name: plan.custom_trip_name,
      date: plan.date,
      contacts: plan.contacts.map((c) => c.id),
      emergency_contact: plan.emergency_contact?.id ?? null,
      is_published: true,
      version: plan.version,
      ...fields,
    });

  test('an editor cannot add the owner’s other contacts: no address is shown or mailed', async () => {
    const { plan, editor, secret } = await sharedPlan();
    const res = await editorSave(plan, { contacts: [editor, secret] });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(ONLY_OWNER_CHOOSES_PEOPLE);
    expect(res.body).not.toContain('private.person@example.nz');
    await cast.ctx.background.drain();
    expect(emailsTo(cast.ctx, 'private.person@example.nz')).toEqual([]);
    const asOpened = PlanSchema.parse((await call('GET', `plan/${plan.guid}/readonly`, 'owner')).json());
    expect(asOpened.contacts.map((c) => c.id)).toEqual([editor]);
  });

  test('an editor cannot remove or change the emergency contact, nor the grace period', async () => {
    const { plan, secret } = await sharedPlan();
    for (const change of [{ emergency_contact: null }, { emergency_contact: secret }, { grace_hours: 24 }]) {
      const res = await editorSave(plan, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
    }
    const queue = await listNotifications(cast.ctx.database.db, { planId: plan.id });
    expect(queue.find((n) => n.kind === 'escalation' && stateOf(n) === 'scheduled')?.to).toBe(
      'moana.people@example.nz',
    );
  });

  test('an editor may change the trip itself, keeping its people', async () => {
    const { plan } = await sharedPlan();
    const res = await editorSave(plan, { note: 'Taking the lower track if the river is up.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(PlanSchema.parse(res.json()).note).toBe('Taking the lower track if the river is up.');
  });

  test('a document an editor adds stays on the plan when the editor deletes their account', async () => {
    const { plan } = await sharedPlan();
    const form = new FormData();
    form.set('file', new Blob(['Route card: Routeburn Flats by 3 pm.'], { type: 'text/plain' }), 'card.txt');
    form.set('isprivate', 'false');
    form.set('title', 'Route card');
    const uploaded = await cast.ctx.app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      headers: bearer(cast.token.editor),
      payload: form,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const documentId = AttachmentSchema.parse(uploaded.json()).id;
    const saved = await editorSave(plan, { attachments: [documentId] });
    expect(saved.statusCode, saved.body).toBe(200);

    expect((await call('DELETE', 'user', 'editor')).statusCode).toBe(204);
    cast.token.editor = await activeUser(cast.ctx, EMAILS.editor);
    const after = PlanSchema.parse((await call('GET', `plan/${plan.guid}/readonly`, 'owner')).json());
    expect(after.attachments.map((a) => a.id)).toEqual([documentId]);
    const file = await call('GET', `plan/${plan.guid}/documents/${documentId}`, 'owner');
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('Route card: Routeburn Flats by 3 pm.');
  });

  test('a contact a published trip relies on cannot be deleted; one on a draft can', async () => {
    const { plan, home } = await sharedPlan();
    const refused = await call('DELETE', `user/contact/${home}`, 'owner');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('Moana Home is on your published trip plan “People trip”');
    const still = PlanSchema.parse((await call('GET', `plan/${plan.guid}/readonly`, 'owner')).json());
    expect(still.emergency_contact?.id).toBe(home);

    const drafted = await addContact('owner', { first_name: 'Draft', last_name: 'Only' });
    const draft = PlanSchema.parse(
      (await call('POST', 'plan', 'owner', { location: { id: cast.routeburn }, contacts: [drafted] })).json(),
    );
    expect((await call('DELETE', `user/contact/${drafted}`, 'owner')).statusCode).toBe(200);
    const after = PlanSchema.parse((await call('GET', `plan/${draft.guid}/readonly`, 'owner')).json());
    expect(after.contacts).toEqual([]);
  });
});

describe('declining a shared plan', () => {
  test('sticks through the owner’s ordinary saves; taking them off and adding them back invites again', async () => {
    const invitee = await addContact('owner', {
      first_name: 'Ira',
      last_name: 'Invitee',
      email: EMAILS.invitee,
    });
    const created = await call('POST', 'plan', 'owner', {
      location: { id: cast.routeburn },
      custom_trip_name: 'Declined trip',
      date: tripIn(40),
      contacts: [invitee],
      is_published: true,
    });
    let plan = PlanSchema.parse(created.json());
    const save = async (contacts: number[]) => {
      const res = await call('PUT', `plan/${plan.id}`, 'owner', {
        location: { id: cast.routeburn },
        custom_trip_name: 'Declined trip',
        date: plan.date,
        contacts,
        is_published: true,
        version: plan.version,
      });
      expect(res.statusCode, res.body).toBe(200);
      plan = PlanSchema.parse(res.json());
    };
    const inviteeSees = async () => (await myWalks('invitee')).some((p) => p.id === plan.id);
    const invitations = () =>
      emailsTo(cast.ctx, EMAILS.invitee).filter((mail) => mail.body.includes('Declined trip')).length;

    await cast.ctx.background.drain();
    expect(invitations()).toBe(1);
    expect(await inviteeSees()).toBe(true);
    expect((await call('PUT', `plan/${plan.id}/decline`, 'invitee')).statusCode).toBe(200);
    expect(await inviteeSees()).toBe(false);

    await save([invitee]);
    expect(await inviteeSees()).toBe(false);
    expect((await call('PUT', `plan/${plan.id}/accept`, 'invitee')).statusCode).toBe(404);
    const [share] = await cast.ctx.database.db
      .select()
      .from(planShares)
      .where(eq(planShares.planId, plan.id));
    expect(share?.state).toBe('declined');

    await save([]);
    await save([invitee]);
    await cast.ctx.background.drain();
    expect(await inviteeSees()).toBe(true);
    expect(invitations()).toBe(2);
  });
});
