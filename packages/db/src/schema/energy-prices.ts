/**
 * Energy prices (SPEC section 3, docs/decisions/0021-energy-prices.md): the published country defaults, loaded from
 * reference-data/energy-prices at start, and the prices a company sets for itself.
 */
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { companies } from './companies.ts';

export const ENERGY_SOURCES = ['electricity', 'gas', 'fuel', 'cooling'] as const;
export const TARIFF_FAMILY_VALUES = ['base', 'hp_hc', 'season_hphc'] as const;

/** One slot of a tariff as stored: the contract's shape, kept in the family's order. */
export interface StoredSlotPrice {
  slot: string;
  price_eur_per_kwh: number;
}

/**
 * The default price of an energy source in a country for a year (reference data: no company, read-only, replaced
 * by the loader when the file changes). One price, a base tariff; its emission is that of the library factor
 * named by emission_factor_key, read when listed.
 */
export const energyPriceDefaults = pgTable(
  'energy_price_defaults',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: ENERGY_SOURCES }).notNull(),
    /** ISO 3166-1 alpha-2 (GB for the United Kingdom). */
    countryCode: text('country_code').notNull(),
    year: integer('year').notNull(),
    /** EUR per kWh, excluding VAT and recoverable taxes: the mean of the year's two published semesters. */
    priceEurPerKwh: doublePrecision('price_eur_per_kwh').notNull(),
    semester1EurPerKwh: doublePrecision('semester_1_eur_per_kwh'),
    semester2EurPerKwh: doublePrecision('semester_2_eur_per_kwh'),
    /** The publisher's dataset code (Eurostat nrg_pc_205…), its consumption band and tax selection. */
    dataset: text('dataset').notNull(),
    consumptionBand: text('consumption_band').notNull(),
    taxes: text('taxes').notNull(),
    /** The library factor whose kg CO2e per kWh is this price's emission (emission_factors.key). */
    emissionFactorKey: text('emission_factor_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('energy_price_defaults_key').on(t.countryCode, t.year, t.source)],
);

/**
 * A company's own prices: its tariff for a year and source (kind 'tariff', at most one, replaced by PUT) and the
 * named custom prices it adds (kind 'custom', a single base slot).
 */
export const companyEnergyPrices = pgTable(
  'company_energy_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    source: text('source', { enum: ENERGY_SOURCES }).notNull(),
    kind: text('kind', { enum: ['tariff', 'custom'] }).notNull(),
    /** The custom price's name; NULL for a tariff. */
    name: text('name'),
    tariffFamily: text('tariff_family', { enum: TARIFF_FAMILY_VALUES }).notNull(),
    slots: jsonb('slots').$type<StoredSlotPrice[]>().notNull(),
    /** EUR per kWh: the slots' average for the family's default split of consumption. */
    priceEurPerKwh: doublePrecision('price_eur_per_kwh').notNull(),
    /** Given with a custom price; NULL for a tariff, which takes its country default's emission. */
    emissionKgCo2ePerKwh: doublePrecision('emission_kg_co2e_per_kwh'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('company_energy_prices_company_idx').on(t.companyId, t.year, t.source, t.createdAt),
    uniqueIndex('company_energy_prices_tariff_key')
      .on(t.companyId, t.year, t.source)
      .where(sql`kind = 'tariff'`),
  ],
);
