/**
 * People and how they sign in: users, their memberships of companies (with a role), single-use email
 * tokens and the counters of failed password attempts.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { companies } from './companies.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    country: text('country').notNull().default('FR'),
    currency: text('currency').notNull().default('EUR'),
    locale: text('locale').notNull().default('en'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Raised by every password change or reset. Access tokens carry the version they were issued under and
     * stop authenticating once it moves on, so a new password signs out every earlier session.
     */
    credentialVersion: integer('credential_version').notNull().default(0),
    defaultCompanyId: uuid('default_company_id').references((): AnyPgColumn => companies.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const memberships = pgTable(
  'memberships',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'editor', 'viewer'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index('memberships_user_idx').on(t.userId)],
);

/** Single-use email tokens (verification, password reset); only a SHA-256 of the token is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_tokens_hash_key').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId)],
);

/**
 * Failed password attempts, one counter per key (a sign-in's email and address, its address, its email, a
 * user changing their password). A counter counts failures within a fixed window that starts at the first one;
 * an attempt is reserved in it (one INSERT … ON CONFLICT DO UPDATE … RETURNING, so concurrent attempts from
 * every API process see each other) before the password is checked, and released when it was right.
 * `blocked_until` is the growing delay of the back-off rules; `succeeded_at` marks an address the owner has
 * signed in from. A row carries nothing any more after `expires_at`, and is then deleted.
 */
export const authAttemptCounters = pgTable(
  'auth_attempt_counters',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_attempt_counters_expires_at_idx').on(t.expiresAt)],
);

/**
 * Invitations to join a company with a role (issue 14, section 2). The emailed link carries a random token; only
 * its SHA-256 is stored, as for the email tokens. An invitation is pending while it is neither accepted, revoked
 * nor expired; pending ones hold a place against the plan's member limit.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'admin', 'editor', 'viewer'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    index('invitations_company_idx').on(t.companyId),
  ],
);
