import { describe, expect, it } from 'vitest';
import { energyPriceSchema } from '@carbon/contracts/energy-prices';
import { priceFor, quantityKwh, readNote, writeNote } from './energy';

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
  it('keeps the energy, the reading and the price in the note, with the user’s own text after them', () => {
    const note = writeNote('steam', 'meter', 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e', ' Boiler room ');
    expect(note).toBe('[energy:steam reading:meter price:b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e]\nBoiler room');
    expect(readNote(note)).toEqual({
      kind: 'steam',
      reading: 'meter',
      priceId: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
      text: 'Boiler room',
    });
    expect(readNote('A note typed elsewhere')).toEqual({
      kind: null,
      reading: null,
      priceId: null,
      text: 'A note typed elsewhere',
    });
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
