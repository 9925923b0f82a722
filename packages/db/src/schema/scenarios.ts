/**
 * Reduction scenarios and the portfolio (issue 12, docs/decisions/0029-scenario-models.md): a scenario keeps the
 * inputs as sent and the results and assumptions the model computed at save (the context it used, a site's grid
 * factor or its recorded heating, may change later: the stored figures say what was shown). The portfolio is one
 * per company: a growth rate, an end year, and the scenarios it includes with their start year and ramp-up. Scenarios
 * count against the plan's scenarios limit.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { companies, sites } from './companies.ts';

export const scenarios = pgTable(
  'scenarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /**
     * The site the scenario is about (its country, location, grid factor and heating). A scenario has no meaning
     * without its site, so it goes with it (and leaves the portfolio with it).
     */
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: ['solar_panels', 'heating_system', 'building_envelope', 'commute_enhanced'],
    }).notNull(),
    name: text('name').notNull(),
    /** The inputs as sent (validated by the type's schema of @carbon/contracts/scenarios). */
    inputs: jsonb('inputs').notNull(),
    /** 'climatology': the place had climate data; 'estimate': the model fell back to estimates. */
    dataSource: text('data_source', { enum: ['climatology', 'estimate'] }).notNull(),
    /** The model's results at the last save (the API shape). */
    results: jsonb('results').notNull(),
    /** [{ key, value, unit, source }]: every assumption the results rest on. */
    assumptions: jsonb('assumptions').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('scenarios_company_idx').on(t.companyId, t.createdAt),
    index('scenarios_site_idx').on(t.siteId),
  ],
);

export const portfolios = pgTable('portfolios', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** The yearly growth of the baseline (percent, may be negative). */
  growthRatePercent: doublePrecision('growth_rate_percent').notNull(),
  /** The last year projected. */
  endYear: integer('end_year').notNull(),
  updatedAt: updatedAt(),
});

export const portfolioScenarios = pgTable(
  'portfolio_scenarios',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => portfolios.companyId, { onDelete: 'cascade' }),
    /** Deleting a scenario removes it from the portfolio. */
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    /** The first year the scenario avoids emissions. */
    startYear: integer('start_year').notNull(),
    /** Years to reach full effect, linearly: 0 (immediate), 1, 2 or 3. */
    rampUpYears: integer('ramp_up_years').notNull(),
    /** The order the user listed them in. */
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.scenarioId] }),
    index('portfolio_scenarios_scenario_idx').on(t.scenarioId),
    check('portfolio_scenarios_ramp_up_check', sql`${t.rampUpYears} between 0 and 3`),
  ],
);
