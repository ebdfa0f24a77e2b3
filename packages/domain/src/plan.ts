import { z } from 'zod';
import { ContactSchema, IsoDateSchema } from './account.ts';
import { PlanGearSchema } from './gear.ts';
import { RECORD_ID_MAX } from './limits.ts';
import { CustomTrackIdSchema } from './custom-track-id.ts';
import { CUSTOM_TRACK_KIND, CUSTOM_TRACK_ROUTE, placeRouteNamed, type PlaceKind } from './routes.ts';
import { multiLineText, oneLineText } from './safe-text.ts';
import {
  addDays,
  clockFromTripTime,
  instantFromNzWallClock,
  MERIDIEMS,
  TRIP_TIME_HOURS,
  TRIP_TIME_MINUTES,
  tripTimeFromClock,
  type PlanDates,
} from './trip-dates.ts';

/**
 * Trip plans (spec 3 §3–§6): the plan a group leaves with someone at home, its contacts, daily
 * plans and documents, the limits both sides enforce, and the rules that sort and guard plans.
 */

// ---------------------------------------------------------------- limits and messages (spec 3 §5, §9)

export const PLAN_LIMITS = {
  tripName: 35,
  dailyLocation: 35,
  notes: 1000,
  documents: 3,
} as const;

export const NOTE_TOO_LONG = `Note has exceeded ${PLAN_LIMITS.notes} characters`;
export const DOCUMENTS_MAX = `${PLAN_LIMITS.documents} files max`;
/** The document kinds a plan takes (spec 3 §5), as the server recognises them by content. */
export const DOCUMENT_KINDS = {
  txt: 'text/plain',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odt: 'application/vnd.oasis.opendocument.text',
  pdf: 'application/pdf',
  rtf: 'application/rtf',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type DocumentExtension = keyof typeof DOCUMENT_KINDS;
export const DOCUMENT_EXTENSIONS = Object.keys(DOCUMENT_KINDS).map((ext) => `.${ext}`);
/** For a file input's accept attribute. */
export const DOCUMENT_ACCEPT = [...DOCUMENT_EXTENSIONS, ...Object.values(DOCUMENT_KINDS)].join(',');
/** A document's name as shown: one line, at most 120 characters. */
export const DOCUMENT_TITLE_MAX = 120;
/** Spec 3 §5, word for word ("file type are"). */
export const DOCUMENT_TYPES_MESSAGE = `Allowed file type are: ${DOCUMENT_EXTENSIONS.join(', ')}`;
export const NOT_ENOUGH_STORAGE = 'Not enough storage space!';

const RecordIdSchema = z.number().int().positive().max(RECORD_ID_MAX);

// ---------------------------------------------------------------- choosing contacts

/**
 * Spec 3 §5: emergency contact candidates exclude the group members, and group candidates
 * exclude the emergency contact.
 */
export function emergencyContactCandidates<C extends { id: unknown }>(
  contacts: readonly C[],
  groupIds: readonly C['id'][],
): C[] {
  return contacts.filter((contact) => !groupIds.includes(contact.id));
}
export function groupMemberCandidates<C extends { id: unknown }>(
  contacts: readonly C[],
  emergencyContactId: C['id'] | null,
): C[] {
  return contacts.filter((contact) => contact.id !== emergencyContactId);
}

// ---------------------------------------------------------------- dates and times

/** A start or end time as the plan's JSON carries it: the picker's reading and whether it was valid. */
export const PlanTimeSchema = z.object({
  hour: z.enum(TRIP_TIME_HOURS as [string, ...string[]]),
  minute: z.enum(TRIP_TIME_MINUTES as [string, ...string[]]),
  meridiem: z.enum(MERIDIEMS as [string, ...string[]]),
  /** True or false once checked; null until the walker has chosen (spec 3 §3). */
  valid: z.boolean().nullable(),
});
export type PlanTime = z.infer<typeof PlanTimeSchema>;

export const PlanDateSchema = z
  .object({
    start: IsoDateSchema,
    end: IsoDateSchema,
    start_time: PlanTimeSchema,
    end_time: PlanTimeSchema,
  })
  .refine(({ start, end }) => start <= end, {
    message: 'The trip cannot end before it starts.',
    path: ['end'],
  });
export type PlanDate = z.infer<typeof PlanDateSchema>;

/** The first and last instants of a trip, in New Zealand time. */
export function tripInstants(date: PlanDate): { starts: Date; ends: Date } {
  return {
    starts: instantFromNzWallClock(date.start, clockFromTripTime(date.start_time)),
    ends: instantFromNzWallClock(date.end, clockFromTripTime(date.end_time)),
  };
}

/** Spec 3 §4: end minus start in days, plus one. */
export function tripDayCount(date: Pick<PlanDate, 'start' | 'end'>): number {
  let days = 1;
  for (let day = date.start; day < date.end; day = addDays(day, 1)) days += 1;
  return days;
}

/** The trip dates the select-date page keeps on the working plan, as a plan's date. */
export function planDateFromPlanDates({ date, start_time, end_time }: PlanDates): PlanDate {
  const time = (clock: string): PlanTime => ({ ...tripTimeFromClock(clock), valid: true });
  return { start: date.start, end: date.end, start_time: time(start_time), end_time: time(end_time) };
}

/** A plan's date as the trip-dates helpers (labels, forecasts) take it. */
export function planDatesOf(date: PlanDate): PlanDates {
  return {
    date: { start: date.start, end: date.end },
    start_time: clockFromTripTime(date.start_time),
    end_time: clockFromTripTime(date.end_time),
  };
}

// ---------------------------------------------------------------- the grace period (issue 14)

/** How long after a trip's end the emergency contact is told, as the owner may choose it. */
export const GRACE_HOURS_CHOICES = [1, 2, 3, 4, 6, 8, 12, 24] as const;
export const DEFAULT_GRACE_HOURS = 2;
export const GraceHoursSchema = z
  .number({ error: 'Choose how long after the trip’s end your emergency contact is told.' })
  .int()
  .refine((hours) => (GRACE_HOURS_CHOICES as readonly number[]).includes(hours), {
    message: `Choose one of ${GRACE_HOURS_CHOICES.join(', ')} hours.`,
  });

export function graceLabel(hours: number): string {
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** When the emergency contact is told, as a plan's safety details say it. */
export function graceDescription(hours: number): string {
  return `${graceLabel(hours)} after the trip ends if nobody has checked in`;
}

// ---------------------------------------------------------------- the plan

export const DailyPlanSchema = z.object({
  day_index: z.number().int().min(0).max(365),
  notes: multiLineText('Daily notes').max(PLAN_LIMITS.notes, NOTE_TOO_LONG).default(''),
  start_location: oneLineText('Start location')
    .max(PLAN_LIMITS.dailyLocation, `Start location is at most ${PLAN_LIMITS.dailyLocation} characters.`)
    .default(''),
  end_location: oneLineText('End location')
    .max(PLAN_LIMITS.dailyLocation, `End location is at most ${PLAN_LIMITS.dailyLocation} characters.`)
    .default(''),
});
export type DailyPlan = z.infer<typeof DailyPlanSchema>;

export const AttachmentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  size: z.number().int(),
  type: z.string(),
  file: z.string(),
  url: z.string(),
  ext: z.string(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

/** The fields beside a plan document's file in `POST upload` (spec 3 §7). */
export const DocumentUploadFieldsSchema = z.object({
  isprivate: z
    .enum(['true', 'false', '1', '0'], { error: 'isprivate is true or false.' })
    .transform((value) => value === 'true' || value === '1'),
  title: oneLineText('Title').trim().min(1).max(DOCUMENT_TITLE_MAX).optional(),
});

/** Beyond the spec, from the Outdoor Intentions form: what searchers ask first. */
export const SafetyDetailsSchema = z.object({
  vehicle: z
    .object({
      description: oneLineText('Vehicle').max(100).default(''),
      registration: oneLineText('Registration').max(10).default(''),
      parked_at: oneLineText('Parked at').max(200).default(''),
    })
    .default({ description: '', registration: '', parked_at: '' }),
  emergency_equipment: z
    .object({
      personal_locator_beacon: z.boolean().default(false),
      mountain_radio: z.boolean().default(false),
      satellite_messenger: z.boolean().default(false),
    })
    .default({ personal_locator_beacon: false, mountain_radio: false, satellite_messenger: false }),
  alternative_route: multiLineText('Alternative route').max(PLAN_LIMITS.notes).default(''),
});
export type SafetyDetails = z.infer<typeof SafetyDetailsSchema>;

/** What each piece of emergency equipment is called wherever a plan shows it. */
export const EMERGENCY_EQUIPMENT_NAMES: Record<keyof SafetyDetails['emergency_equipment'], string> = {
  personal_locator_beacon: 'Personal locator beacon',
  mountain_radio: 'Mountain radio',
  satellite_messenger: 'Satellite messenger',
};

export const PLAN_NEEDS_ONE_PLACE = 'A plan is for one place: send a location or a custom track, not both.';

/**
 * The body of `POST plan` and `PUT plan/{id}`: the working plan, with references by id. A plan
 * is for a catalogue place (`location`, by record id) or a custom track (`custom_track`, by its
 * link id), exactly one: two named fields say which kind a reference is, where one id field
 * would have to be guessed from its shape.
 */
export const PlanInputSchema = z
  .object({
    location: z.object({ id: RecordIdSchema }).optional(),
    custom_track: z.object({ id: CustomTrackIdSchema }).optional(),
    custom_trip_name: oneLineText('Trip name')
      .max(PLAN_LIMITS.tripName, `Trip name is at most ${PLAN_LIMITS.tripName} characters.`)
      .default(''),
    note: multiLineText('Note').max(PLAN_LIMITS.notes, NOTE_TOO_LONG).default(''),
    date: PlanDateSchema.nullable().default(null),
    contacts: z.array(RecordIdSchema).max(50).default([]),
    emergency_contact: RecordIdSchema.nullable().default(null),
    daily_plans: z.array(DailyPlanSchema).max(366).default([]),
    attachments: z.array(RecordIdSchema).max(PLAN_LIMITS.documents, DOCUMENTS_MAX).default([]),
    is_published: z.boolean().default(false),
    /** The version this copy was read at; a PUT from an older copy is refused, never merged. */
    version: z.number().int().min(0).optional(),
    /**
     * The gear list (spec 3 §3 gearList). Absent keeps the stored list: the gear page saves it
     * on its own (`PUT plan/{id}/gear`), so a whole-plan save that leaves it out must not wipe
     * it. Null removes it. Only the owner may change it.
     */
    gearList: PlanGearSchema.nullable().optional(),
    grace_hours: GraceHoursSchema.default(DEFAULT_GRACE_HOURS),
    ...SafetyDetailsSchema.shape,
  })
  .refine((input) => (input.location === undefined) !== (input.custom_track === undefined), {
    message: PLAN_NEEDS_ONE_PLACE,
    path: ['location'],
  });
export type PlanInput = z.infer<typeof PlanInputSchema>;

/**
 * How a plan's input names its place: a custom track by its link id, anything else by its
 * record id (PlanInputSchema).
 */
export function planPlaceInput(place: {
  id: number | string;
  type: string;
}): Pick<PlanInput, 'location' | 'custom_track'> {
  return place.type === CUSTOM_TRACK_KIND
    ? { custom_track: { id: String(place.id) } }
    : { location: { id: Number(place.id) } };
}

/** How the caller stands to a plan: its owner, an editor who accepted it, invited, or neither. */
export const ACCEPTANCE_STATES = ['owner', 'accepted', 'pending', 'none'] as const;
export type AcceptanceState = (typeof ACCEPTANCE_STATES)[number];

/**
 * Someone on a plan just saved whom we did not email, and why, in words for the plan's owner:
 * they asked for no more trip plan emails from the owner, or the owner's account has sent more
 * than a walker ever would (the API's ACCOUNT_LIMITS.tripPlanMails).
 */
export const UnsentNoticeSchema = z.object({ name: z.string(), email: z.string(), reason: z.string() });
export type UnsentNotice = z.infer<typeof UnsentNoticeSchema>;

export const PlanSchema = z.object({
  id: z.number().int(),
  guid: z.string(),
  version: z.number().int(),
  is_published: z.boolean(),
  is_complete: z.boolean(),
  acceptanceState: z.enum(ACCEPTANCE_STATES),
  /**
   * Who made the plan: the first person of its group everywhere it is shown or sent, in full and
   * with the phone of their profile (issue 28), so that whoever acts on it knows who is out.
   */
  user: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string().default(''),
    phone: z.string().default(''),
  }),
  editors: z.array(z.number().int()),
  contacts: z.array(ContactSchema),
  emergency_contact: ContactSchema.nullable(),
  /**
   * The plan's place. For a custom track, singular_name is 'custom-track' and both id and slug
   * are the track's link id: the one id it is known by outside the database.
   */
  location: z.object({
    id: z.union([z.number().int(), CustomTrackIdSchema]),
    slug: z.string(),
    title: z.string(),
    thumbnail: z.string().nullable(),
    singular_name: z.string(),
  }),
  custom_trip_name: z.string(),
  note: z.string(),
  daily_plans: z.array(DailyPlanSchema),
  attachments: z.array(AttachmentSchema),
  date: PlanDateSchema.nullable(),
  /** What the group packs, with packed flags: shown to everyone who may read the plan. */
  gearList: PlanGearSchema.nullable().default(null),
  /** Hours after the trip's end before the emergency contact is told (issue 14). */
  grace_hours: z.number().int().default(DEFAULT_GRACE_HOURS),
  /** When someone on the trip checked in as back safe; null until then. */
  back_safe_at: z.string().nullable().default(null),
  /**
   * Whether this answer carries what only the people on the plan read (decision 025): the vehicle
   * and the private documents. When false (anyone else with the link), the vehicle's fields are
   * empty because they were left out, not because they were never given, and private documents
   * are not listed. Answers kept offline from before it carried all.
   */
  private_details_shown: z.boolean().default(true),
  isShared: z.boolean(),
  isPendingInvitation: z.boolean(),
  /**
   * Only in the owner's answer to a save of a published plan: the people that save did not
   * email. They are tried again at the next save; nothing else keeps this list.
   */
  unsent_notices: z.array(UnsentNoticeSchema).optional(),
  ...SafetyDetailsSchema.shape,
});
export type Plan = z.infer<typeof PlanSchema>;

/** What a plan is called: the walker's own name for the trip, else its place's. */
export function tripNameOf(
  plan: Pick<Plan, 'custom_trip_name'> & { location: Pick<Plan['location'], 'title'> },
): string {
  return plan.custom_trip_name || plan.location.title;
}

/** Who made the plan, in full as their profile has it: empty when their profile has no name. */
export function plannerNameOf(plan: { user: Pick<Plan['user'], 'first_name' | 'last_name'> }): string {
  return [plan.user.first_name, plan.user.last_name]
    .map((name) => name.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * The kind and slug of a plan's place, from the route name its JSON carries as singular_name; a
 * custom track's slug is its id.
 */
export function planPlaceOf(plan: Pick<Plan, 'location'>): { type: PlaceKind; slug: string } | undefined {
  if (plan.location.singular_name === CUSTOM_TRACK_ROUTE.routeName)
    return { type: CUSTOM_TRACK_KIND, slug: plan.location.slug };
  const route = placeRouteNamed(plan.location.singular_name);
  return route ? { type: route.type, slug: plan.location.slug } : undefined;
}

/** `GET plan?page=n` (spec 3 §3 "List of plans"). */
export const PlanListSchema = z.object({
  completing: z.array(PlanSchema),
  upcoming: z.array(PlanSchema),
  draft: z.array(PlanSchema),
  completed: z.array(PlanSchema),
  all_loaded: z.boolean(),
});
export type PlanList = z.infer<typeof PlanListSchema>;

/** Completed trips come this many to a page; the other groups come whole on page 0. */
export const COMPLETED_PLANS_PAGE_SIZE = 10;

export const PlanListQuerySchema = z.object({ page: z.coerce.number().int().min(0).max(10_000).default(0) });
export const PlanGuidParamsSchema = z.object({
  guid: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'That is not a trip plan link.'),
});

/** Publishing requires trip dates (spec 3 §4, §5). */
export const PUBLISH_NEEDS_DATES = 'Please select the trip dates before you share your plan.';

// ---------------------------------------------------------------- timing (spec 3 §4)

export type PlanTiming = 'completing' | 'upcoming' | 'completed';
export type PlanGroup = PlanTiming | 'draft';

/**
 * Completing while now is between the start and the end, upcoming before the start, completed
 * after the end. A plan without dates has no timing.
 */
export function planTiming(date: PlanDate | null, now: Date): PlanTiming | undefined {
  if (!date) return undefined;
  const { starts, ends } = tripInstants(date);
  if (now < starts) return 'upcoming';
  if (now > ends) return 'completed';
  return 'completing';
}

/**
 * The My Walks group of a plan: a draft stays a draft until its trip is over (a draft of a
 * trip that has passed is of no more use than a completed one); published plans go by timing.
 */
export function planGroup(
  plan: { is_published: boolean; is_complete: boolean; date: PlanDate | null },
  now: Date,
): PlanGroup {
  const timing = planTiming(plan.date, now);
  if (plan.is_complete || timing === 'completed') return 'completed';
  if (!plan.is_published || !timing) return 'draft';
  return timing;
}

/** Completed plans are read-only (spec 3 §4). */
export function isPlanReadOnly(plan: { is_complete: boolean; date: PlanDate | null }, now: Date): boolean {
  return plan.is_complete || planTiming(plan.date, now) === 'completed';
}

// ---------------------------------------------------------------- who may do what (spec 3 §6)

/** How the caller stands to a plan. */
export type PlanRole = 'owner' | 'editor' | 'pending' | 'stranger' | 'guest';

/**
 * Decision 025: the people on a plan — its owner, its editors and the group members invited who
 * have not answered yet — read the vehicle and the private documents. Anyone else holding the
 * link reads where the trip goes, when, who is on it with their phones and what to do; the
 * emergency contact gets the rest when it is needed, in the overdue mail and its PDF.
 */
export function readsPrivateDetails(role: PlanRole): boolean {
  return role === 'owner' || role === 'editor' || role === 'pending';
}

export type PlanAbilities = {
  /** Open the editor and save changes. */
  edit: boolean;
  delete: boolean;
  publish: boolean;
  download: boolean;
  /** Accept or decline a share. */
  respond: boolean;
  /** Read it by its link: anyone, once it is published. */
  readByLink: boolean;
  /** Read its vehicle and its private documents (readsPrivateDetails). */
  readPrivateDetails: boolean;
};

/**
 * Spec 3 §6: the owner edits unless completed, and alone deletes, downloads and publishes;
 * editors edit; a pending recipient accepts or declines; everyone else reads a published plan
 * by its link.
 */
export function planAbilities(
  role: PlanRole,
  plan: { is_published: boolean; is_complete: boolean; date: PlanDate | null },
  now: Date,
): PlanAbilities {
  const open = !isPlanReadOnly(plan, now);
  const owner = role === 'owner';
  return {
    edit: (owner || role === 'editor') && open,
    delete: owner,
    publish: owner && open,
    download: owner,
    respond: role === 'pending',
    readByLink: plan.is_published || owner || role === 'editor',
    readPrivateDetails: readsPrivateDetails(role),
  };
}
