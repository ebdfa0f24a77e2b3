import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** Trip plans and the people on them (spec 3 §3). */

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contacts_user_idx').on(table.userId)],
);
