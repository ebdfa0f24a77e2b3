import { describe, expect, test } from 'vitest';
import {
  DOCUMENTS_MAX,
  emergencyContactCandidates,
  groupMemberCandidates,
  NOTE_TOO_LONG,
  planAbilities,
  planDateFromPlanDates,
  planGroup,
  PLAN_NEEDS_ONE_PLACE,
  PlanInputSchema,
  planPlaceInput,
  planPlaceOf,
  tripDayCount,
  type PlanDate,
  type PlanRole,
} from './plan.ts';
import { ContactInputSchema, isAdultContact } from './account.ts';

const time = (hour: string, meridiem: 'AM' | 'PM', minute = '00') => ({
  hour,
  minute,
  meridiem,
  valid: true,
});
const trip = (start: string, end: string): PlanDate => ({
  start,
  end,
  start_time: time('08', 'AM'),
  end_time: time('05', 'PM'),
});
/** A New Zealand wall-clock reading in summer (UTC+13). */
const nz = (date: string, clock: string) => new Date(`${date}T${clock}:00+13:00`);
const THREE_DAYS = trip('2026-12-10', '2026-12-12');

describe('the limits of spec 3 §5, with its messages', () => {
  const base = { location: { id: 1 } };
  const problem = (input: object) =>
    PlanInputSchema.safeParse({ ...base, ...input }).error?.issues[0]?.message;

  test('a trip name of 35 characters is kept; 36 is refused', () => {
    expect(problem({ custom_trip_name: 'x'.repeat(35) })).toBeUndefined();
    expect(problem({ custom_trip_name: 'x'.repeat(36) })).toBe('Trip name is at most 35 characters.');
  });

  test('a note over 1000 characters: "Note has exceeded 1000 characters"', () => {
    expect(problem({ note: 'x'.repeat(1000) })).toBeUndefined();
    expect(problem({ note: 'x'.repeat(1001) })).toBe(NOTE_TOO_LONG);
    expect(NOTE_TOO_LONG).toBe('Note has exceeded 1000 characters');
  });

  test('daily plans: locations at most 35, notes at most 1000', () => {
    const day = { day_index: 0, start_location: 'Routeburn Shelter', end_location: 'Routeburn Falls Hut' };
    expect(problem({ daily_plans: [day] })).toBeUndefined();
    expect(problem({ daily_plans: [{ ...day, end_location: 'y'.repeat(36) }] })).toBe(
      'End location is at most 35 characters.',
    );
    expect(problem({ daily_plans: [{ ...day, notes: 'z'.repeat(1001) }] })).toBe(NOTE_TOO_LONG);
  });

  test('three documents at most: "3 files max"', () => {
    expect(problem({ attachments: [1, 2, 3] })).toBeUndefined();
    expect(problem({ attachments: [1, 2, 3, 4] })).toBe(DOCUMENTS_MAX);
    expect(DOCUMENTS_MAX).toBe('3 files max');
  });

  test('a trip that ends before it starts is refused', () => {
    expect(problem({ date: trip('2026-12-12', '2026-12-10') })).toBe('The trip cannot end before it starts.');
  });

  test('a contact needs both names, and an email that is an email', () => {
    const contact = (input: object) =>
      ContactInputSchema.safeParse({ first_name: 'Aroha', last_name: 'Tane', ...input });
    expect(contact({}).success).toBe(true);
    expect(contact({ email: '' }).success).toBe(true);
    expect(contact({ first_name: ' ' }).error?.issues[0]?.message).toBe('First name is required.');
    expect(contact({ email: 'not-an-email' }).success).toBe(false);
  });
});

describe('contacts', () => {
  test('an adult is a contact with both an email and a phone', () => {
    expect(isAdultContact({ email: 'a@example.nz', phone: '021 555 0100' })).toBe(true);
    expect(isAdultContact({ email: 'a@example.nz', phone: ' ' })).toBe(false);
    expect(isAdultContact({ phone: '021 555 0100' })).toBe(false);
  });

  test('the emergency contact is never offered as a group member, nor a member as the emergency contact', () => {
    const contacts = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(emergencyContactCandidates(contacts, [1, 3])).toEqual([{ id: 2 }]);
    expect(groupMemberCandidates(contacts, 2)).toEqual([{ id: 1 }, { id: 3 }]);
    expect(groupMemberCandidates(contacts, null)).toEqual(contacts);
  });
});

describe('dates', () => {
  test('days count is end minus start plus one, across a month end', () => {
    expect(tripDayCount({ start: '2026-12-10', end: '2026-12-10' })).toBe(1);
    expect(tripDayCount(THREE_DAYS)).toBe(3);
    expect(tripDayCount({ start: '2026-12-30', end: '2027-01-02' })).toBe(4);
  });

  test('the working plan’s 24-hour times become the plan’s hour, minute and meridiem', () => {
    expect(
      planDateFromPlanDates({
        date: { start: '2026-12-10', end: '2026-12-12' },
        start_time: '00:15',
        end_time: '13:45',
      }),
    ).toEqual({
      start: '2026-12-10',
      end: '2026-12-12',
      start_time: { hour: '12', minute: '15', meridiem: 'AM', valid: true },
      end_time: { hour: '01', minute: '45', meridiem: 'PM', valid: true },
    });
  });
});

describe('My Walks groups as the clock moves (spec 3 §4)', () => {
  const published = { is_published: true, is_complete: false, date: THREE_DAYS };

  test('upcoming until the start time in New Zealand, completing until the end time, then completed', () => {
    expect(planGroup(published, nz('2026-12-10', '07:59'))).toBe('upcoming');
    expect(planGroup(published, nz('2026-12-10', '08:00'))).toBe('completing');
    expect(planGroup(published, nz('2026-12-12', '17:00'))).toBe('completing');
    expect(planGroup(published, nz('2026-12-12', '17:01'))).toBe('completed');
  });

  test('a draft is a draft, dated or not, until its trip is over', () => {
    expect(planGroup({ ...published, is_published: false }, nz('2026-12-11', '12:00'))).toBe('draft');
    expect(planGroup({ ...published, date: null }, nz('2026-12-11', '12:00'))).toBe('draft');
    expect(planGroup({ ...published, is_published: false }, nz('2026-12-13', '12:00'))).toBe('completed');
  });

  test('a plan marked complete is completed whatever its dates', () => {
    expect(planGroup({ ...published, is_complete: true }, nz('2026-12-01', '12:00'))).toBe('completed');
  });
});

describe('who may do what (spec 3 §6)', () => {
  const draft = { is_published: false, is_complete: false, date: THREE_DAYS };
  const before = nz('2026-12-01', '12:00');
  const after = nz('2026-12-20', '12:00');
  const roles: PlanRole[] = ['owner', 'editor', 'pending', 'stranger', 'guest'];
  const table = (plan: typeof draft, now: Date) =>
    Object.fromEntries(roles.map((role) => [role, planAbilities(role, plan, now)]));

  test('before the trip: owner does everything, an editor edits, a pending recipient responds', () => {
    const abilities = table({ ...draft, is_published: true }, before);
    expect(abilities.owner).toEqual({
      edit: true,
      delete: true,
      publish: true,
      download: true,
      respond: false,
      readByLink: true,
      readPrivateDetails: true,
    });
    expect(abilities.editor).toEqual({
      edit: true,
      delete: false,
      publish: false,
      download: false,
      respond: false,
      readByLink: true,
      readPrivateDetails: true,
    });
    expect(abilities.pending).toMatchObject({ edit: false, delete: false, respond: true, readByLink: true });
    expect(abilities.stranger).toMatchObject({
      edit: false,
      delete: false,
      respond: false,
      readByLink: true,
    });
    expect(abilities.guest).toMatchObject({ edit: false, delete: false, respond: false, readByLink: true });
  });

  test('phones, the vehicle and private documents are for the people on the plan, not anyone with its link (decision 025)', () => {
    const abilities = table({ ...draft, is_published: true }, before);
    expect(roles.filter((role) => abilities[role]!.readPrivateDetails)).toEqual([
      'owner',
      'editor',
      'pending',
    ]);
  });

  test('an unpublished plan is read by no one but its owner and editors', () => {
    const abilities = table(draft, before);
    expect(roles.filter((role) => abilities[role]!.readByLink)).toEqual(['owner', 'editor']);
  });

  test('a completed plan is read-only even to its owner, who may still download and delete it', () => {
    const abilities = table({ ...draft, is_published: true }, after);
    expect(abilities.owner).toMatchObject({ edit: false, publish: false, delete: true, download: true });
    expect(abilities.editor!.edit).toBe(false);
  });
});

describe('a plan is for a catalogue place or a custom track', () => {
  test('its input names exactly one of them', () => {
    const problem = (body: object) => PlanInputSchema.safeParse(body).error?.issues[0]?.message;
    expect(problem({ location: { id: 7 } })).toBeUndefined();
    expect(problem({ custom_track: { id: 'abcdefghijklmnop' } })).toBeUndefined();
    expect(problem({})).toBe(PLAN_NEEDS_ONE_PLACE);
    expect(problem({ location: { id: 7 }, custom_track: { id: 'abcdefghijklmnop' } })).toBe(
      PLAN_NEEDS_ONE_PLACE,
    );
  });

  test('the working plan’s place becomes the right reference', () => {
    expect(planPlaceInput({ id: 7, type: 'Track' })).toEqual({ location: { id: 7 } });
    expect(planPlaceInput({ id: 'abcdefghijklmnop', type: 'Custom track' })).toEqual({
      custom_track: { id: 'abcdefghijklmnop' },
    });
  });

  test('a custom-track plan’s place is the custom track, addressed by its id', () => {
    const location = { id: 'abcdefghijklmnop', slug: 'abcdefghijklmnop', title: 'Mine', thumbnail: null };
    expect(planPlaceOf({ location: { ...location, singular_name: 'custom-track' } })).toEqual({
      type: 'Custom track',
      slug: 'abcdefghijklmnop',
    });
    expect(planPlaceOf({ location: { ...location, id: 3, singular_name: 'hut' } })?.type).toBe('Hut');
  });
});
