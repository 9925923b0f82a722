import { describe, expect, it } from 'vitest';
import {
  allTravelFactorKeys,
  CAR_FACTORS,
  distancesOf,
  FLIGHT_FACTORS,
  HOTEL_FACTORS,
  RAIL_FACTOR,
  TravelInputError,
  travelCo2eKg,
  travelLines,
  type TravelReportInput,
} from './travel.ts';

/** DESNZ 2025 values of the mapped rows (kg CO2e per unit), as in the flat file. */
const VALUES: Record<string, number> = {
  [FLIGHT_FACTORS.short_flight.average!.withRf]: 0.22928,
  [FLIGHT_FACTORS.short_flight.average!.withoutRf]: 0.13552,
  [FLIGHT_FACTORS.medium_flight.economy!.withRf]: 0.12576,
  [FLIGHT_FACTORS.medium_flight.economy!.withoutRf]: 0.07435,
  [FLIGHT_FACTORS.medium_flight.business!.withRf]: 0.18863,
  [FLIGHT_FACTORS.medium_flight.business!.withoutRf]: 0.11152,
  [FLIGHT_FACTORS.long_flight.economy!.withRf]: 0.11704,
  [FLIGHT_FACTORS.long_flight.economy!.withoutRf]: 0.06926,
  [FLIGHT_FACTORS.long_flight.business!.withRf]: 0.3394,
  [FLIGHT_FACTORS.long_flight.business!.withoutRf]: 0.20083,
  [RAIL_FACTOR]: 0.03546,
  [CAR_FACTORS.combustion]: 0.16725,
  [CAR_FACTORS.electric]: 0.04047,
  [HOTEL_FACTORS.FR!]: 6.7,
};
const factorOf = (key: string) => {
  const value = VALUES[key];
  if (value === undefined) throw new Error(key);
  return value;
};

const base: TravelReportInput = {
  entryMode: 'distance',
  businessClassPercent: 0,
  carEvSharePercent: 0,
  includeRadiativeForcing: false,
};

describe('travel engine, distance mode', () => {
  it('splits flights by class and the car by EV share', () => {
    const lines = travelLines({
      ...base,
      distanceKm: { short_flight: 1000, medium_flight: 2000, long_flight: 10000, rail: 500, car: 1000 },
      businessClassPercent: 25,
      carEvSharePercent: 40,
    });
    expect(lines.map((l) => [l.mode, l.travelClass ?? l.powertrain, l.quantity, l.unit])).toEqual([
      ['short_flight', 'average', 1000, 'passenger.km'],
      ['medium_flight', 'economy', 1500, 'passenger.km'],
      ['medium_flight', 'business', 500, 'passenger.km'],
      ['long_flight', 'economy', 7500, 'passenger.km'],
      ['long_flight', 'business', 2500, 'passenger.km'],
      ['rail', null, 500, 'passenger.km'],
      ['car', 'combustion', 600, 'km'],
      ['car', 'electric', 400, 'km'],
    ]);
    // Without RF: 1000 × 0.13552 = 135.52; 1500 × 0.07435 = 111.525; 500 × 0.11152 = 55.76;
    // 7500 × 0.06926 = 519.45; 2500 × 0.20083 = 502.075; 500 × 0.03546 = 17.73; 600 × 0.16725 = 100.35;
    // 400 × 0.04047 = 16.188. Σ = 1458.598
    expect(travelCo2eKg(lines, factorOf)).toBeCloseTo(1458.598, 6);
  });

  it('takes the factors with radiative forcing when asked', () => {
    const input = { ...base, distanceKm: { medium_flight: 1000 } };
    const without = travelLines(input);
    const withRf = travelLines({ ...input, includeRadiativeForcing: true });
    // 1000 × 0.07435 = 74.35 without RF; 1000 × 0.12576 = 125.76 with RF
    expect(travelCo2eKg(without, factorOf)).toBeCloseTo(74.35, 6);
    expect(travelCo2eKg(withRf, factorOf)).toBeCloseTo(125.76, 6);
    expect(withRf[0]).toMatchObject({ radiativeForcing: true, travelClass: 'economy', sharePercent: 100 });
  });

  it('counts hotel nights as their own line, by country', () => {
    const lines = travelLines({ ...base, distanceKm: { rail: 100 }, hotelNights: 10, hotelCountry: 'fr' });
    // rail 100 × 0.03546 = 3.546; hotel 10 × 6.7 = 67. Σ 70.546
    expect(lines.at(-1)).toMatchObject({
      mode: 'hotel',
      quantity: 10,
      unit: 'night',
      factorKey: HOTEL_FACTORS.FR,
    });
    expect(travelCo2eKg(lines, factorOf)).toBeCloseTo(70.546, 6);
    expect(() => travelLines({ ...base, hotelNights: 2, hotelCountry: 'XX' })).toThrow(TravelInputError);
  });

  it('leaves modes without distance out', () => {
    expect(travelLines({ ...base, distanceKm: { rail: 0, car: 0 } })).toEqual([]);
  });
});

describe('travel engine, spend mode', () => {
  it('turns spend into distance with the default costs per km', () => {
    // 10,000 EUR: flights 50% = 5,000 / 0.10 = 50,000 km; rail 30% = 3,000 / 0.10 = 30,000 km;
    // car 20% = 2,000 / 0.636 = 3144.654088 km
    const { km, spend } = distancesOf({
      ...base,
      entryMode: 'spend',
      totalSpendEur: 10000,
      spendSplitPercent: { flights: 50, rail: 30, car: 20 },
    });
    expect(km).toEqual({
      short_flight: 0,
      medium_flight: 50000,
      long_flight: 0,
      rail: 30000,
      car: 3144.654088,
    });
    expect(spend.car).toEqual({ amountEur: 2000, costPerKmEur: 0.636 });
  });

  it('takes the overrides per mode, and splits the amount with the class', () => {
    // 1,000 EUR: flights 60% = 600 / 0.2 = 3,000 km; rail 40% = 400 / 0.05 = 8,000 km; car 0%.
    const lines = travelLines({
      ...base,
      entryMode: 'spend',
      totalSpendEur: 1000,
      spendSplitPercent: { flights: 60, rail: 40, car: 0 },
      costPerKmOverrides: { flights: 0.2, rail: 0.05 },
      businessClassPercent: 10,
      includeRadiativeForcing: true,
    });
    expect(lines.map((l) => [l.mode, l.travelClass, l.quantity, l.amountEur, l.costPerKmEur])).toEqual([
      ['medium_flight', 'economy', 2700, 540, 0.2],
      ['medium_flight', 'business', 300, 60, 0.2],
      ['rail', null, 8000, 400, 0.05],
    ]);
    // With RF: 2700 × 0.12576 = 339.552; 300 × 0.18863 = 56.589; 8000 × 0.03546 = 283.68. Σ = 679.821
    expect(travelCo2eKg(lines, factorOf)).toBeCloseTo(679.821, 6);
  });
});

describe('travel factor keys', () => {
  it('names each mapped row once', () => {
    const keys = allTravelFactorKeys();
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((key) => key.startsWith('uk-desnz:2025:'))).toBe(true);
  });
});
