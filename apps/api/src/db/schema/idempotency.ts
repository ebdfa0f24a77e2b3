import { index, integer, json, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Changes sent with an Idempotency-Key (issue 17), kept a day so that an offline edit sent again
 * is answered as it was the first time instead of being made twice. Keys are each user's own.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    /** The URL without the host, query included. */
    path: text('path').notNull(),
    /** SHA-256 of the body as it arrived, in hex. */
    bodyHash: text('body_hash').notNull(),
    /** Null while the change is being made; then the answer, to give again. */
    responseStatus: integer('response_status'),
    /** `json`, not `jsonb`: it keeps the answer's keys in the order they were sent. */
    responseBody: json('response_body'),
    /** Set anew when an expired or abandoned key is taken over, so the old request cannot answer for it. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
