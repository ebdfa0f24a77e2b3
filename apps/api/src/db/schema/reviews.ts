import type { PhotoModerationState, ReviewDifficulty } from '@waymark/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { uploads, users } from './accounts.ts';
import { locations } from './catalogue.ts';

/** Reviews, their photos, the wishlist and completed trips (spec 2 §3, §4). */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Deleting an account removes what its owner wrote (spec 1 §8). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Places are updated in place by imports, never deleted. */
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    completedOn: date('completed_on', { mode: 'string' }).notNull(),
    /** Null for huts and campsites, which skip that step. */
    difficulty: text('difficulty').$type<ReviewDifficulty>(),
    rating: integer('rating').notNull(),
    features1: jsonb('features1').$type<string[]>().notNull(),
    features2: jsonb('features2').$type<string[]>().notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    // One review per walker and place, so each walker counts once in the place's rating.
    uniqueIndex('reviews_user_location_idx').on(table.userId, table.locationId),
    index('reviews_location_idx').on(table.locationId, table.createdAt),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);

export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    /** Null once the file is gone (a rejected photo): the row stays as the moderator's decision. */
    uploadId: integer('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    state: text('state').$type<PhotoModerationState>().notNull(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('review_photos_review_idx').on(table.reviewId),
    index('review_photos_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'pending'`),
    check('review_photos_state', sql`${table.state} in ('pending', 'approved', 'rejected')`),
  ],
);

export const wishlist = pgTable(
  'wishlist',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.locationId] })],
);

/** Trips a walker marked complete, with or without a plan; the latest date counts. */
export const tripCompletions = pgTable(
  'trip_completions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    completedOn: date('completed_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.locationId] })],
);
