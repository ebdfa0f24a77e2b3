import type { Marker } from '@waymark/domain';
import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** A walker's own tracks (spec 2 §3 Custom track): markers and the legs between them. */
export const customTracks = pgTable(
  'custom_tracks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The track's link (/custom-tracks/{public_id}): random, never derived from the id. */
    publicId: text('public_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    markers: jsonb('markers').$type<Marker[]>().notNull(),
    /** Kilometres: the sum of the legs as the server measured them. */
    distance: doublePrecision('distance').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('custom_tracks_user_idx').on(table.userId, table.updatedAt)],
);
