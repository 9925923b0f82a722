/**
 * Company data exports (issue 16 section 4, docs/decisions/0034-account-deletion-and-export.md): the ZIP an owner
 * asked for, kept in the database like report files (a pg-boss worker and the API serving the download share
 * only the database), and deleted with the company through the cascade.
 */
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { companies } from './companies.ts';
import { jobs } from './jobs.ts';
import { bytea } from './reports.ts';

export const companyExports = pgTable(
  'company_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** Null until the job has built the ZIP. */
    content: bytea('content'),
    sizeBytes: integer('size_bytes'),
    createdAt: createdAt(),
  },
  (t) => [index('company_exports_company_idx').on(t.companyId, t.createdAt)],
);
