/**
 * Slow work (emails, exports, imports): what was asked, its state and progress, its result or error. Both job
 * runners (pg-boss on a server, the in-process runner on PGlite) keep it up to date, so the status reads the same
 * from any API process; the in-process runner also takes its work from here. company_id is null for work that
 * belongs to no company (a password reset email), which the API never shows.
 */
import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { companies } from './companies.ts';

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed'] })
      .notNull()
      .default('queued'),
    progress: real('progress').notNull().default(0),
    result: jsonb('result'),
    /** The public reason of a final failure: an `errors` catalog code, translated when read. */
    errorCode: text('error_code'),
    /** The last attempt's own error message, for operators; never sent to clients. */
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** When the in-process runner may take it (now, or after the back-off of a failed attempt). */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [index('jobs_company_idx').on(t.companyId, t.createdAt)],
);
