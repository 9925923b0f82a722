/**
 * Scope 3 category statuses (issue 10): a category of a year a company marked not relevant, with its reason.
 * "Recorded" (the category has entries that year) and "missing" (neither) are not stored: they are read from the
 * ledger, so a row exists only for a category marked not relevant.
 */
import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { companies } from './companies.ts';

export const categoryStatuses = pgTable(
  'category_statuses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    periodYear: integer('period_year').notNull(),
    /** A scope 3 taxonomy key (@carbon/carbon/taxonomy). */
    category: text('category').notNull(),
    status: text('status', { enum: ['not_relevant'] }).notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('category_statuses_company_year_category_idx').on(t.companyId, t.periodYear, t.category),
  ],
);
