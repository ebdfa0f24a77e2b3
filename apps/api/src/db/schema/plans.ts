import type { DailyPlan, PlanDate, PlanGear, SafetyDetails } from '@waymark/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { uploads, users } from './accounts.ts';
import { locations } from './catalogue.ts';
import { customTracks } from './custom-tracks.ts';

/** Trip plans and the people on them (spec 3 §3). */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A person someone walks with or leaves their plan with: a group member or an emergency contact. */
export const contacts = pgTable(
  'contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Empty when not known; once set it does not change (spec 3 §5). */
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    relationship: text('relationship').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('contacts_user_idx').on(table.userId)],
);

export const plans = pgTable(
  'plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The read-only link's key: 128 random bits, never derived from the id. */
    guid: text('guid').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * A plan is for a catalogue place or for a custom track, never both (the check below).
     * Places are updated in place by imports, never deleted, so a plan keeps its place.
     */
    locationId: integer('location_id').references(() => locations.id),
    /**
     * Always a track of the plan's owner: planning on someone else's track plans on a copy
     * (decision 024), so nobody else can change or delete the route the plan's people rely on.
     * No cascade: a track with plans is deleted only after its owner was told which plans go.
     */
    customTrackId: integer('custom_track_id').references(() => customTracks.id),
    customTripName: text('custom_trip_name').notNull().default(''),
    note: text('note').notNull().default(''),
    date: jsonb('date').$type<PlanDate>(),
    dailyPlans: jsonb('daily_plans').$type<DailyPlan[]>().notNull().default([]),
    safety: jsonb('safety').$type<SafetyDetails>().notNull(),
    /** What the group packs (spec 3 gearList): a copy of a preset or custom list, then edited. */
    gearList: jsonb('gear_list').$type<PlanGear>(),
    /** No cascade: a contact a published trip relies on is not deleted from under it (decision 024). */
    emergencyContactId: integer('emergency_contact_id').references(() => contacts.id),
    isPublished: boolean('is_published').notNull().default(false),
    isComplete: boolean('is_complete').notNull().default(false),
    /** Hours after the trip's end before the emergency contact is told (issue 14). */
    graceHours: integer('grace_hours').notNull().default(2),
    /** Times the trip's end was moved on from its check-in link or page (bounded, issue 27). */
    checkInExtensions: integer('check_in_extensions').notNull().default(0),
    /** The end the trip had before its first extension: extensions never go far past it. */
    endBeforeExtensions: timestamp('end_before_extensions', { withTimezone: true }),
    /** When someone on the trip checked in as back safe: the safety net stops here. */
    backSafeAt: timestamp('back_safe_at', { withTimezone: true }),
    /** Raised by every change; a change made from an older copy is refused, never merged. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('plans_user_idx').on(table.userId),
    index('plans_custom_track_idx').on(table.customTrackId),
    check('plans_one_place', sql`num_nonnulls(${table.locationId}, ${table.customTrackId}) = 1`),
  ],
);

/** The group: the owner's contacts going on the trip, in the order chosen. */
export const planMembers = pgTable(
  'plan_members',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** No cascade, as the emergency contact: a trip's group is changed only by its plan. */
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.contactId] })],
);

export const planShareState = pgEnum('plan_share_state', ['pending', 'accepted', 'declined']);

/**
 * A plan shared with someone who has an account: pending until they accept (and become an
 * editor) or decline. A declined share stays, so an ordinary save does not invite them again;
 * only the owner taking them off the group and adding them back does.
 */
export const planShares = pgTable(
  'plan_shares',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: planShareState('state').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.userId] }),
    index('plan_shares_user_idx').on(table.userId),
  ],
);

/**
 * Who has been told about a published plan: one row per plan and address, so a retried or
 * repeated publish mails only people newly added. `sent_at` is set when the mail is claimed,
 * so two publishes at once cannot both send it.
 */
export const planNotices = pgTable(
  'plan_notices',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** Group member or emergency contact: they are told different things. */
    role: text('role').$type<'member' | 'emergency contact'>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.email] })],
);

/** A plan's documents (spec 3 §5: at most three), in the order added. */
export const planAttachments = pgTable(
  'plan_attachments',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.uploadId] })],
);
