/**
 * The ledger (DESIGN.md section 5, docs/decisions/0020-ledger.md): one row per recorded activity with the factor
 * copied into it, the projects entries can be distributed to, and the shares of those distributions.
 */
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { doublePrecision, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { companies, sites } from './companies.ts';
import { emissionFactors } from './emission-factors.ts';

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Optional, in the company's currency: the "budget" distribution criterion reads it. */
    budget: doublePrecision('budget'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('projects_company_idx').on(t.companyId, t.createdAt)],
);

export const entries = pgTable(
  'entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** A site with entries cannot be deleted (its emissions would vanish from closed years). */
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'restrict' }),
    periodYear: integer('period_year').notNull(),
    /** Taxonomy key (@carbon/carbon/taxonomy); scope, scope 3 category and BEGES item are copied from it. */
    category: text('category').notNull(),
    scope: integer('scope').notNull(),
    scope3Category: integer('scope3_category'),
    begesItem: text('beges_item').notNull(),
    quantity: doublePrecision('quantity').notNull(),
    /** A unit code of @carbon/carbon/units. */
    unit: text('unit').notNull(),
    co2eKg: doublePrecision('co2e_kg').notNull(),
    /** Market-based scope 2; NULL outside scope 2. */
    co2eKgMarket: doublePrecision('co2e_kg_market'),
    uncertaintyPercent: doublePrecision('uncertainty_percent'),
    /** The factor as it was when the entry was computed: editing or deleting the factor never changes the entry. */
    factorId: uuid('factor_id').references(() => emissionFactors.id, { onDelete: 'set null' }),
    factorSource: text('factor_source').notNull(),
    factorDatasetVersion: text('factor_dataset_version'),
    factorNameEn: text('factor_name_en'),
    factorNameFr: text('factor_name_fr'),
    factorKgCo2ePerUnit: doublePrecision('factor_kg_co2e_per_unit').notNull(),
    factorUnit: text('factor_unit').notNull(),
    factorUncertaintyPercent: doublePrecision('factor_uncertainty_percent'),
    factorEnergyBasis: text('factor_energy_basis', { enum: ['LHV', 'HHV'] }),
    /** [{ kind, kg_co2e_per_unit }] of the factor, or NULL. */
    factorParts: jsonb('factor_parts'),
    /** The engine's conversion of the quantity to the factor's unit: { from, to, multiplier, steps }. */
    conversion: jsonb('conversion').notNull(),
    label: text('label').notNull().default(''),
    details: jsonb('details').notNull().default({}),
    marketFactorKgCo2ePerKwh: doublePrecision('market_factor_kg_co2e_per_kwh'),
    /**
     * The form that wrote the entry (a material purchase, a travel report, a freight leg...): its lines share one
     * activity id and are written, rewritten and deleted together through that form, never one by one.
     */
    activityId: uuid('activity_id'),
    /** The form's kind ('material', 'business_travel'...); NULL for an entry recorded on its own. */
    activityKind: text('activity_kind'),
    /** What the activity cost, in EUR, where the form knows it (a purchase's amount); NULL otherwise. */
    amountEur: doublePrecision('amount_eur'),
    /** Set on the rows the ledger derives (scope 3 cat. 3); they follow their source entry. */
    derivedFromEntryId: uuid('derived_from_entry_id').references((): AnyPgColumn => entries.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('entries_company_year_idx').on(t.companyId, t.periodYear, t.createdAt),
    index('entries_company_site_year_idx').on(t.companyId, t.siteId, t.periodYear),
    index('entries_company_factor_idx').on(t.companyId, t.factorId),
    index('entries_company_derived_idx').on(t.companyId, t.derivedFromEntryId),
    index('entries_activity_idx').on(t.activityId),
  ],
);

/** An entry's distribution: shares of its emissions to sites, projects or products, summing to 100 %. */
export const entryShares = pgTable(
  'entry_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: ['site', 'project', 'product'] }).notNull(),
    /** A site, project or product of the same company (checked by the service: the target table varies). */
    targetId: uuid('target_id').notNull(),
    criterion: text('criterion', {
      enum: ['employee_count', 'surface_area', 'budget', 'unit_volume', 'sales_amount'],
    }).notNull(),
    sharePercent: doublePrecision('share_percent').notNull(),
  },
  (t) => [
    index('entry_shares_company_entry_idx').on(t.companyId, t.entryId),
    index('entry_shares_company_target_idx').on(t.companyId, t.targetType, t.targetId),
  ],
);
