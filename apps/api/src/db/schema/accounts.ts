import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Notifications, UserRole } from '@waymark/domain';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    gender: text('gender'),
    dob: date('dob', { mode: 'string' }),
    level: text('level'),
    portraitUrl: text('portrait_url'),
    /** An address the person asked to change to, until they open the link sent there. */
    pendingEmail: text('pending_email'),
    notifications: jsonb('notifications').$type<Notifications>().notNull(),
    verified: boolean('verified').notNull().default(false),
    inited: boolean('inited').notNull().default(false),
    /** Staff moderate review photos; set only by `npm run user -- promote`. */
    role: text('role').$type<UserRole>().notNull().default('user'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_idx').on(table.email),
    check('users_role', sql`${table.role} in ('user', 'staff')`),
  ],
);

/** One per registration or resend; the newest live one counts. Codes are stored hashed. */
export const activationCodes = pgTable(
  'activation_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('activation_codes_user_idx').on(table.userId)],
);

/** A login: every token pair issued from one password grant belongs to it. */
export const logins = pgTable(
  'logins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('logins_user_idx').on(table.userId)],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    loginId: integer('login_id')
      .notNull()
      .references(() => logins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('access_tokens_login_idx').on(table.loginId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    loginId: integer('login_id')
      .notNull()
      .references(() => logins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when exchanged; presenting it again means it leaked, and the login is revoked. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /**
     * The pair issued in exchange, encrypted with a key derived from this refresh token, which
     * only its holder knows: a concurrent retry inside the grace window gets the same pair back.
     */
    successorSealed: text('successor_sealed'),
  },
  (table) => [index('refresh_tokens_login_idx').on(table.loginId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Files people uploaded (portraits now; review photos and plan documents later). */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Set when something (a portrait, a plan document, a review) uses the file; unattached files are removed after a day. */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    /** A plan document's name as the person gave it; null for images. */
    title: text('title'),
    /** Served only to people who may read the plan it belongs to, never by its public address. */
    isPrivate: boolean('is_private').notNull().default(false),
    /**
     * An image stored as it was uploaded, before every image went through the safe-image
     * pipeline (issue 27): cleaned in the background, and not served until it is.
     */
    needsCleaning: boolean('needs_cleaning').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('uploads_user_idx').on(table.userId),
    index('uploads_unattached_idx')
      .on(table.createdAt)
      .where(sql`${table.attachedAt} is null`),
    index('uploads_needs_cleaning_idx')
      .on(table.id)
      .where(sql`${table.needsCleaning}`),
  ],
);

/**
 * A change of email address waiting for its confirmation link to be opened from the new address.
 * The token is stored hashed; a newer request, a use or a password reset ends the older ones.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased, like users.email. */
    newEmail: text('new_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('email_changes_user_idx').on(table.userId)],
);

/** First-party analytics (spec 1 §7); no third-party tracker. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<Record<string, string | number | boolean>>().notNull().default({}),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('analytics_events_name_idx').on(table.name, table.createdAt)],
);
