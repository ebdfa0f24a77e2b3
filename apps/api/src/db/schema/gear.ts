import type { GearCategory } from '@waymark/domain';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A walker's own gear lists (spec 3 "My Gear Lists"), kept to start a plan's list from. A plan
 * copies the list it starts from, so changing or deleting one here never changes a plan.
 */
export const gearListTemplates = pgTable(
  'gear_list_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    categories: jsonb('categories').$type<GearCategory[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('gear_list_templates_user_idx').on(table.userId)],
);
