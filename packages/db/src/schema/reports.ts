/**
 * Reports (issue 13, docs/decisions/0031-reports-and-export.md): each document a member asked for, and its file once
 * the job produced it. The file lives in the database, not under DATA_DIR: a pg-boss worker may run in another
 * process or machine than the API that serves the download, and the database is the one store both share; the
 * company's rows (and so its files) go with the company. The bytes sit in a table of their own so that listing
 * past reports never reads them.
 */
import { customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { jobs } from './jobs.ts';
import { products } from './products.ts';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['ghg_inventory', 'beges', 'product', 'scenarios'] }).notNull(),
    format: text('format', { enum: ['pdf', 'xlsx', 'csv'] }).notNull(),
    locale: text('locale', { enum: ['en', 'fr'] }).notNull(),
    periodYear: integer('period_year').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Kept when the product is deleted, so the list still says what the report was about. */
    productName: text('product_name'),
    fileName: text('file_name').notNull(),
    /** Set with the file; the job's status says where the work stands (jobs are purged after a week). */
    sizeBytes: integer('size_bytes'),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed'] })
      .notNull()
      .default('queued'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('reports_company_idx').on(t.companyId, t.createdAt)],
);

export const reportFiles = pgTable('report_files', {
  reportId: uuid('report_id')
    .primaryKey()
    .references(() => reports.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
});
