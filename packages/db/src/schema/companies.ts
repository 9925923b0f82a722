/**
 * Companies and what belongs to one directly: its sites and its setup state. Every tenant-owned table
 * references companies.id.
 */
import { doublePrecision, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  sector: text('sector'),
  country: text('country'),
  employees: integer('employees'),
  annualRevenue: numeric('annual_revenue', { mode: 'number' }),
  reportingYear: integer('reporting_year'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sites = pgTable(
  'sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    country: text('country').notNull(),
    surfaceM2: numeric('surface_m2', { mode: 'number' }),
    employees: integer('employees'),
    /**
     * Where the site is (WGS 84 degrees), for the solar and envelope scenarios' climate; unset, they take the
     * climate station of the site's city or country.
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sites_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * Whether a company finished its setup. Step completion is derived from the company and its sites,
 * so only the explicit "complete" action is stored here.
 */
export const onboardingState = pgTable('onboarding_state', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});
