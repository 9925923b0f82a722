import { describe, expect, it } from 'vitest';
import { energyPriceSchema } from '@carbon/contracts/energy-prices';
import { entry } from '@/test/ledger';
import {
  energyFormDefaults,
  energyFormSchema,
  energyKindOf,
  priceFor,
  quantityKwh,
  siteCost,
  toCreateInput,
} from './energy';

const price = (
  id: string,
  kind: 'default' | 'tariff' | 'custom',
  country: string | null,
  source: 'gas' | 'electricity' = 'gas',
) =>
  energyPriceSchema.parse({
    id,
    source,
    year: 2025,
    country_code: country,
    customized: kind !== 'default',
    name: kind === 'custom' ? 'Negotiated' : null,
    kind,
    tariff_family: 'base',
    slots: [{ slot: 'base', price_eur_per_kwh: 0.1 }],
    price_eur_per_kwh: 0.1,
    emission_kg_co2e_per_kwh: null,
    reference: null,
  });

describe('energy lines', () => {
  it('records the energy, the reading and the price as details of the entry, the note left to the user', () => {
    const values = energyFormSchema.parse({
      ...energyFormDefaults(null, { kind: 'steam', siteId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' }),
      quantity: 1200,
      reading: 'meter',
      emission_factor_id: 'f1e2d3c4-b5a6-4978-8a6b-5c4d3e2f1a0b',
      price_id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
      note: ' Boiler room ',
    });
    const input = toCreateInput('c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f', 2025, values);
    expect(input.category).toBe('heat_steam');
    expect(input.details).toEqual({
      energy: 'steam',
      reading: 'meter',
      energy_price_id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
      note: 'Boiler room',
    });
  });

  it('reads the energy of an entry from its details, else from its category and fuel', () => {
    const steam = entry({ category: 'heat_steam', scope: 2, details: { energy: 'steam', reading: 'meter' } });
    expect(energyKindOf(steam)).toBe('steam');
    expect(energyFormDefaults(steam, { kind: 'electricity', siteId: null })).toMatchObject({
      kind: 'steam',
      reading: 'meter',
      price_id: '',
      note: '',
    });
    expect(energyKindOf(entry({ category: 'heat_steam', scope: 2, details: {} }))).toBe('district_heating');
    // An energy that does not fit the category is not believed.
    expect(energyKindOf(entry({ category: 'cooling', scope: 2, details: { energy: 'steam' } }))).toBe(
      'district_cooling',
    );
    expect(energyKindOf(entry({ details: { fuel: 'wood_pellets' } }))).toBe('wood');
  });

  it('expresses quantities in kWh: energy units directly, volumes and masses through the fuel', () => {
    expect(quantityKwh(12, 'MWh', undefined)).toBe(12000);
    expect(quantityKwh(100, 'm3', 'natural_gas')).toBeCloseTo(1019.6);
    expect(quantityKwh(1000, 'l', 'heating_oil')).toBeGreaterThan(9000);
    expect(quantityKwh(5, 'unit', undefined)).toBeNull();
  });

  it('takes the chosen price, else the company’s tariff, its custom price, the site country’s default', () => {
    const prices = [
      price('a', 'default', 'DE'),
      price('b', 'default', 'FR'),
      price('c', 'custom', 'FR'),
      price('d', 'tariff', 'FR'),
      price('e', 'tariff', 'FR', 'electricity'),
    ];
    expect(priceFor(prices, 'gas', 'b', 'FR')?.id).toBe('b');
    expect(priceFor(prices, 'gas', null, 'FR')?.id).toBe('d');
    expect(priceFor(prices.slice(0, 3), 'gas', null, 'FR')?.id).toBe('c');
    expect(priceFor(prices.slice(0, 2), 'gas', 'gone', 'FR')?.id).toBe('b');
    expect(priceFor(prices, null, null, 'FR')).toBeNull();
  });
});

describe('siteCost', () => {
  it('sums the priced lines and counts them; no total at all when no line is priced', () => {
    expect(siteCost([{ cost: 12.5 }, { cost: null }, { cost: 7.5 }])).toEqual({
      total: 20,
      priced: 2,
      count: 3,
    });
    expect(siteCost([{ cost: null }, { cost: null }, { cost: null }])).toEqual({
      total: null,
      priced: 0,
      count: 3,
    });
    // A priced line that costs nothing is a known 0, unlike an unpriced one.
    expect(siteCost([{ cost: 0 }, { cost: null }])).toEqual({ total: 0, priced: 1, count: 2 });
  });
});
