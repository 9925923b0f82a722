import { siteSchema, type Site } from '@carbon/contracts/companies';
import { searchFactorsResponseSchema, type FactorSearchItem } from '@carbon/contracts/emission-factors';
import {
  accountingCategoriesResponseSchema,
  entrySchema,
  inventorySchema,
  type AccountingCategoryDto,
  type Entry,
  type Inventory,
} from '@carbon/contracts/ledger';

/**
 * Ledger answers for component tests, parsed with the contract's schemas so they cannot drift from the wire.
 */
export const COMPANY_ID = '3f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
export const SITE_ID = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const SITE_2_ID = '6b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';
export const GAS_FACTOR_ID = '7c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f';
export const R410A_FACTOR_ID = '8d4e5f6a-7b8c-4d9e-9f0a-2b3c4d5e6f7a';

function site(id: string, name: string): Site {
  return siteSchema.parse({ id, company_id: COMPANY_ID, name, address: '', country: 'FR', surface_m2: null, employees: null, created_at: '2025-01-01T00:00:00.000Z' });
}

export const sites: Site[] = [site(SITE_ID, 'Lyon plant'), site(SITE_2_ID, 'Paris office')];

function category(key: string, scope: 1 | 2 | 3, name_en: string, name_fr: string, extra: Partial<AccountingCategoryDto> = {}): AccountingCategoryDto {
  return { key, scope, scope3_category: null, beges_item: '1.1', name_en, name_fr, derived_only: false, ...extra };
}

export const categoriesAnswer = accountingCategoriesResponseSchema.parse({
  categories: [
    category('stationary_combustion', 1, 'Stationary combustion', 'Combustion fixe'),
    category('mobile_combustion', 1, 'Mobile combustion', 'Combustion mobile', { beges_item: '1.2' }),
    category('process_emissions', 1, 'Process emissions', 'Émissions des procédés', { beges_item: '1.3' }),
    category('fugitive_emissions', 1, 'Fugitive emissions', 'Émissions fugitives', { beges_item: '1.4' }),
    category('land_use', 1, 'Land use', 'Utilisation des terres', { beges_item: '1.5' }),
    category('electricity', 2, 'Electricity', 'Électricité', { beges_item: '2.1' }),
    category('purchased_goods', 3, 'Purchased goods', 'Achats de biens', { beges_item: '4.1', scope3_category: 1 }),
    category('upstream_fuel_energy', 3, 'Upstream of fuels and energy', 'Amont des combustibles et de l’énergie', {
      beges_item: '4.5',
      scope3_category: 3,
      derived_only: true,
    }),
  ],
});

export function factorItem(overrides: Partial<FactorSearchItem> = {}): FactorSearchItem {
  const item: FactorSearchItem = {
    id: GAS_FACTOR_ID,
    key: 'ademe-base-carbone:37',
    source: 'ademe-base-carbone',
    dataset_version: '23.4',
    name: 'Natural gas',
    name_fr: 'Gaz naturel',
    name_en: 'Natural gas',
    name_languages: 'fr+en',
    category_path: ['Combustibles', 'Gaz'],
    unit: 'kWh',
    unit_family: 'energy',
    kg_co2e_per_unit: 0.227,
    country_code: 'FR',
    region_code: null,
    location: 'France',
    year: 2024,
    status: 'valid',
    company_id: null,
    unit_label: 'kWh (LHV)',
    unit_raw: 'kgCO2e/kWh PCI',
    energy_basis: 'LHV',
    unit_qualifier: null,
    currency: null,
    price_year: null,
    gwp_basis: 'AR5',
    parts: [],
    validity: 'current',
    valid_to: null,
    latest_edition: true,
    edition: '23.4',
    score: 0.9,
    ...overrides,
  };
  return searchFactorsResponseSchema.parse({ query: 'x', count: 1, library_total: 1000, items: [item] }).items[0]!;
}

export function searchAnswer(query: string, items: FactorSearchItem[]) {
  return searchFactorsResponseSchema.parse({ query, count: items.length, library_total: 1000, items });
}

export function entry(overrides: Partial<Entry> = {}): Entry {
  return entrySchema.parse({
    id: '9e5f6a7b-8c9d-4e0f-8a1b-3c4d5e6f7a8b',
    company_id: COMPANY_ID,
    site_id: SITE_ID,
    period_year: 2025,
    category: 'stationary_combustion',
    scope: 1,
    scope3_category: null,
    beges_item: '1.1',
    quantity: 12000,
    unit: 'kWh',
    co2e_kg: 2454.5,
    co2e_kg_market: null,
    uncertainty_percent: 5,
    factor: {
      id: GAS_FACTOR_ID,
      source: 'ademe-base-carbone',
      dataset_version: '23.4',
      name: 'Natural gas',
      kg_co2e_per_unit: 0.227,
      unit: 'kWh',
      uncertainty_percent: 5,
      energy_basis: 'LHV',
      parts: null,
    },
    conversion: {
      from: 'kWh',
      to: 'kWh',
      multiplier: 0.901,
      steps: [{ kind: 'energy_basis', from: 'kWh HHV', to: 'kWh LHV', multiplier: 0.901, source: 'ADEME PCI/PCS' }],
    },
    label: 'Gas bill',
    details: { fuel: 'natural_gas', quantity_energy_basis: 'HHV' },
    market_factor_kg_co2e_per_kwh: null,
    derived_from_entry_id: null,
    activity_id: null,
    activity_kind: null,
    amount_eur: null,
    distribution: null,
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  });
}

export function inventory(overrides: Partial<Inventory> = {}): Inventory {
  return inventorySchema.parse({
    period_year: 2025,
    total_co2e_kg: 1_234_567.891,
    total_co2e_kg_market: 1_100_000,
    by_scope: { scope1: 400_000, scope2_location: 234_567.891, scope2_market: 100_000, scope3: 600_000 },
    by_category: [
      { key: 'stationary_combustion', scope: 1, co2e_kg: 400_000 },
      { key: 'electricity', scope: 2, co2e_kg: 234_567.891 },
      { key: 'purchased_goods', scope: 3, co2e_kg: 600_000 },
    ],
    by_site: [
      { site_id: SITE_ID, co2e_kg: 1_000_000 },
      { site_id: SITE_2_ID, co2e_kg: 234_567.891 },
    ],
    uncertainty_percent: 10,
    ...overrides,
  });
}
