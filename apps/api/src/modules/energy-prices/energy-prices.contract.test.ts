import { describe, expect, it } from 'vitest';
import { FAMILY_SLOTS, TARIFF_FAMILIES, TARIFF_SLOTS } from '@carbon/carbon/tariffs';
import {
  ENERGY_SOURCES,
  TARIFF_FAMILY_SLOTS,
  createCustomPriceInputSchema,
  setTariffInputSchema,
  tariffFamilySchema,
  tariffSlotSchema,
} from '@carbon/contracts/energy-prices';
import { ENERGY_SOURCES as STORED_SOURCES, TARIFF_FAMILY_VALUES } from '@carbon/db/schema';

const companyId = '3f2c7a1e-0b4d-4c8e-9f6a-1d2e3f4a5b6c';

describe('energy price contract', () => {
  it('holds the engine’s tariff families and slots, and the database’s sources and families', () => {
    expect(TARIFF_FAMILY_SLOTS).toEqual(FAMILY_SLOTS);
    expect(tariffFamilySchema.options).toEqual([...TARIFF_FAMILIES]);
    expect(tariffSlotSchema.options).toEqual([...TARIFF_SLOTS]);
    expect([...ENERGY_SOURCES]).toEqual([...STORED_SOURCES]);
    expect([...TARIFF_FAMILY_VALUES]).toEqual([...TARIFF_FAMILIES]);
  });

  it('accepts the exact slot set of a family and flags anything else as an invalid slot', () => {
    const body = (tariff_family: string, slots: { slot: string; price_eur_per_kwh: unknown }[]) => ({
      company_id: companyId,
      year: 2024,
      source: 'electricity',
      tariff_family,
      slots,
    });
    expect(
      setTariffInputSchema.safeParse(
        body('hp_hc', [
          { slot: 'hc', price_eur_per_kwh: 0.18 },
          { slot: 'hp', price_eur_per_kwh: 0.24 },
        ]),
      ).success,
    ).toBe(true);
    const refused = [
      body('hp_hc', [{ slot: 'hp', price_eur_per_kwh: 0.24 }]),
      body('base', [
        { slot: 'base', price_eur_per_kwh: 0.2 },
        { slot: 'base', price_eur_per_kwh: 0.2 },
      ]),
      body('base', [{ slot: 'hp', price_eur_per_kwh: 0.2 }]),
      body('base', [{ slot: 'base', price_eur_per_kwh: 0 }]),
      body('base', [{ slot: 'base', price_eur_per_kwh: -1 }]),
      body('base', [{ slot: 'base', price_eur_per_kwh: '0.2' }]),
      body('base', [{ slot: 'peak', price_eur_per_kwh: 0.2 }]),
    ];
    for (const input of refused) {
      const result = setTariffInputSchema.safeParse(input);
      expect(result.success, JSON.stringify(input)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain('errors.invalid_slot');
    }
  });

  it('takes a custom price with a positive price and an emission of 0 or more', () => {
    const body = { company_id: companyId, year: 2024, source: 'fuel', name: 'Heating oil contract' };
    expect(
      createCustomPriceInputSchema.safeParse({
        ...body,
        price_eur_per_kwh: 0.11,
        emission_kg_co2e_per_kwh: 0.324,
      }).success,
    ).toBe(true);
    expect(
      createCustomPriceInputSchema.safeParse({
        ...body,
        price_eur_per_kwh: 0.11,
        emission_kg_co2e_per_kwh: 0,
      }).success,
    ).toBe(true);
    expect(
      createCustomPriceInputSchema.safeParse({ ...body, price_eur_per_kwh: 0, emission_kg_co2e_per_kwh: 0.3 })
        .success,
    ).toBe(false);
    expect(
      createCustomPriceInputSchema.safeParse({
        ...body,
        price_eur_per_kwh: 0.1,
        emission_kg_co2e_per_kwh: -1,
      }).success,
    ).toBe(false);
    expect(
      createCustomPriceInputSchema.safeParse({
        ...body,
        name: ' ',
        price_eur_per_kwh: 0.1,
        emission_kg_co2e_per_kwh: 0.1,
      }).success,
    ).toBe(false);
  });
});
