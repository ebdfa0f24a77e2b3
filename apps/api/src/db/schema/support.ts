import type { DeviceInfo, FeedbackCategory, SiteContentKey } from '@waymark/domain';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** Feedback and the pages staff write (spec 3 §3 Feedback, Help page, Privacy terms). */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rating: integer('rating').notNull(),
    category: text('category').$type<FeedbackCategory>().notNull(),
    comments: text('comments').notNull(),
    /** Empty when the sender gave none. */
    email: text('email').notNull().default(''),
    deviceInfo: jsonb('device_info').$type<DeviceInfo>(),
    /**
     * The signed-in sender. Deleting an account removes all of its data (spec 1 §8), and what
     * someone wrote to us is theirs.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('feedback_created_idx').on(table.createdAt), index('feedback_user_idx').on(table.userId)],
);

/**
 * The help and privacy pages, one row per page. Seeded on first start; a row staff replaced
 * (`npm run content -- set …`) is never seeded over.
 */
export const siteContent = pgTable('site_content', {
  key: text('key').$type<SiteContentKey>().primaryKey(),
  title: text('title').notNull().default(''),
  /** Sanitised HTML. */
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
