import { describe, expect, it } from 'vitest';
import { ECB_EUR_USD_2022_ANNUAL_AVERAGE } from '../units/units.ts';
import {
  FUELS,
  UnitConversionError,
  combineUncertainty,
  computeEntry,
  fuelProperties,
  refrigerantReleasedKg,
  totalUncertainty,
  uncertaintyOfSums,
  type EntryComputationInput,
  type LedgerFactor,
} from './index.ts';

/** ADEME Base Carbone V23.6, element 25775 "Gazole routier B7", France continentale: 3.1 kg CO2e/l ± 10 %. */
const DIESEL_B7_PER_LITRE: LedgerFactor = {
  kgCo2ePerUnit: 3.1,
  unit: 'l',
  energyBasis: null,
  uncertaintyPercent: 10,
  parts: [
    { kind: 'combustion', kgCo2ePerUnit: 2.49 },
    { kind: 'upstream', kgCo2ePerUnit: 0.609 },
  ],
};

/** ADEME Base Carbone V23.6, element 37132 "Gaz naturel - 2022, mix moyen, consommation": 0.239 kg CO2e/kWh PCI ± 5 %. */
const NATURAL_GAS_PER_KWH_PCI: LedgerFactor = {
  kgCo2ePerUnit: 0.239,
  unit: 'kWh',
  energyBasis: 'LHV',
  uncertaintyPercent: 5,
  parts: [
    { kind: 'combustion', kgCo2ePerUnit: 0.201 },
    { kind: 'upstream', kgCo2ePerUnit: 0.0382 },
  ],
};

/** ADEME Base Carbone V23.6, element 14085 "Fioul domestique", France continentale: 0.325 kg CO2e/kWh PCI ± 5 %. */
const HEATING_OIL_PER_KWH_PCI: LedgerFactor = {
  kgCo2ePerUnit: 0.325,
  unit: 'kWh',
  energyBasis: 'LHV',
  uncertaintyPercent: 5,
  parts: [
    { kind: 'combustion', kgCo2ePerUnit: 0.272 },
    { kind: 'upstream', kgCo2ePerUnit: 0.0527 },
  ],
};

/** ADEME Base Carbone V23.6, element 26775 "Electricité 2012 - mix moyen, consommation", France continentale. */
const ELECTRICITY_FR_2012: LedgerFactor = {
  kgCo2ePerUnit: 0.0785,
  unit: 'kWh',
  energyBasis: null,
  uncertaintyPercent: 10,
  parts: [
    { kind: 'combustion', kgCo2ePerUnit: 0.0569 },
    { kind: 'upstream', kgCo2ePerUnit: 0.0129 },
    { kind: 'transmission_distribution_losses', kgCo2ePerUnit: 0.0087 },
  ],
};

const perUnit = (unit: LedgerFactor['unit'], kgCo2ePerUnit: number, extra: Partial<LedgerFactor> = {}): LedgerFactor => ({
  kgCo2ePerUnit,
  unit,
  energyBasis: null,
  uncertaintyPercent: null,
  parts: [],
  ...extra,
});

describe('computeEntry: fuels burnt on site', () => {
  it('counts the combustion part of diesel in scope 1 and derives its upstream part', () => {
    // 1,000 l × 2.49 kg/l = 2,490 kg (mobile combustion, scope 1); 1,000 l × 0.609 kg/l = 609 kg derived
    // (upstream_fuel_energy, scope 3 cat. 3). Uncertainty: activity 5 %, factor 10 % → sqrt(5² + 10²) = 11.18 %.
    const result = computeEntry({
      categoryKey: 'mobile_combustion',
      quantity: 1000,
      unit: 'l',
      fuel: 'diesel',
      activityUncertaintyPercent: 5,
      factor: DIESEL_B7_PER_LITRE,
    });
    expect(result.quantityInFactorUnit).toBe(1000);
    expect(result.conversion).toEqual({ from: 'l', to: 'l', multiplier: 1, steps: [] });
    expect(result.co2eKg).toBeCloseTo(2490, 9);
    expect(result.derived).toEqual([{ categoryKey: 'upstream_fuel_energy', partKind: 'upstream', co2eKg: expect.closeTo(609, 9) }]);
    expect(result.uncertaintyPercent).toBeCloseTo(Math.sqrt(125), 12);
    expect(result.uncertaintyPercent).toBeCloseTo(11.1803, 4);
  });

  it('converts a French gas bill in kWh PCS to the kWh PCI of the ADEME factor, and says so', () => {
    // 10 MWh PCS = 10,000 kWh HHV; ÷ 1.11 (PCS/PCI of natural gas, ADEME) = 9,009.009 kWh LHV.
    // Combustion 9,009.009 × 0.201 = 1,810.81 kg; upstream 9,009.009 × 0.0382 = 344.14 kg.
    // Cross-check: ADEME's own per-kWh-PCS factor (element 37133) has a combustion part of 0.181 → 1,810 kg.
    const result = computeEntry({
      categoryKey: 'stationary_combustion',
      quantity: 10,
      unit: 'MWh',
      quantityEnergyBasis: 'HHV',
      fuel: 'natural_gas',
      factor: NATURAL_GAS_PER_KWH_PCI,
    });
    expect(result.quantityInFactorUnit).toBeCloseTo(9009.009, 3);
    expect(result.co2eKg).toBeCloseTo(1810.81, 2);
    expect(result.derived).toHaveLength(1);
    expect(result.derived[0]!.co2eKg).toBeCloseTo(344.144, 3);
    expect(result.conversion.multiplier).toBeCloseTo(1000 / 1.11, 9);
    expect(result.conversion.steps).toEqual([
      { kind: 'unit', from: 'MWh', to: 'kWh', multiplier: 1000 },
      {
        kind: 'energy_basis',
        from: 'kWh HHV',
        to: 'kWh LHV',
        multiplier: 1 / 1.11,
        source: expect.stringContaining('ADEME'),
      },
    ]);
    expect(result.uncertaintyPercent).toBe(5);
  });

  it('converts kWh PCI to a factor per kWh PCS the other way', () => {
    // 1,000 kWh LHV × 1.11 = 1,110 kWh HHV; × 0.215 kg/kWh PCS (ADEME element 37133) = 238.65 kg.
    const result = computeEntry({
      categoryKey: 'stationary_combustion',
      quantity: 1000,
      unit: 'kWh',
      quantityEnergyBasis: 'LHV',
      fuel: 'natural_gas',
      factor: perUnit('kWh', 0.215, { energyBasis: 'HHV' }),
    });
    expect(result.quantityInFactorUnit).toBeCloseTo(1110, 9);
    expect(result.co2eKg).toBeCloseTo(238.65, 9);
  });

  it('applies no PCS/PCI ratio when the quantity and the factor share a basis', () => {
    const result = computeEntry({
      categoryKey: 'stationary_combustion',
      quantity: 2,
      unit: 'MWh',
      fuel: 'natural_gas',
      factor: NATURAL_GAS_PER_KWH_PCI,
    });
    expect(result.conversion.steps.map((s) => s.kind)).toEqual(['unit']);
    expect(result.quantityInFactorUnit).toBe(2000);
  });

  it('converts litres of heating oil to kWh PCI through its density and heating value', () => {
    // 1,000 l × 0.845 kg/l (ADEME 9406) = 845 kg; × 42 GJ/t ÷ 3.6 = 11.6667 kWh/kg (ADEME 9379) → 9,858.33 kWh PCI.
    // Combustion 9,858.33 × 0.272 = 2,681.47 kg; upstream 9,858.33 × 0.0527 = 519.53 kg.
    // Cross-check: ADEME's per-litre factor (element 14087) has a combustion part of 2.68 kg/l → 2,680 kg.
    const result = computeEntry({
      categoryKey: 'stationary_combustion',
      quantity: 1000,
      unit: 'l',
      fuel: 'heating_oil',
      factor: HEATING_OIL_PER_KWH_PCI,
    });
    expect(result.quantityInFactorUnit).toBeCloseTo(9858.333, 3);
    expect(result.co2eKg).toBeCloseTo(2681.467, 3);
    expect(result.derived[0]!.co2eKg).toBeCloseTo(519.534, 3);
    expect(result.conversion.steps).toEqual([
      { kind: 'density', from: 'l', to: 'kg', multiplier: 0.845, source: expect.stringContaining('9406') },
      { kind: 'heating_value', from: 'kg', to: 'kWh LHV', multiplier: 42 / 3.6, source: expect.stringContaining('9379') },
    ]);
  });

  it('converts m³ of heating oil and kWh back to litres', () => {
    // 1 m³ = 1,000 l → 9,858.33 kWh PCI.
    expect(
      computeEntry({ categoryKey: 'stationary_combustion', quantity: 1, unit: 'm3', fuel: 'heating_oil', factor: perUnit('kWh', 1) })
        .quantityInFactorUnit,
    ).toBeCloseTo(9858.333, 3);
    // 9,858.33 kWh PCI → 1,000 l, × 3.25 kg/l (ADEME 14087) = 3,250 kg.
    const back = computeEntry({
      categoryKey: 'stationary_combustion',
      quantity: 9858.333333333334,
      unit: 'kWh',
      fuel: 'heating_oil',
      factor: perUnit('l', 3.25),
    });
    expect(back.quantityInFactorUnit).toBeCloseTo(1000, 9);
    expect(back.co2eKg).toBeCloseTo(3250, 6);
    expect(back.conversion.steps.map((s) => `${s.from}→${s.to}`)).toEqual(['kWh LHV→kg', 'kg→l']);
  });

  it('converts kg of diesel to litres with its density, and tonnes of wood pellets to kWh', () => {
    // 845 kg ÷ 0.845 kg/l = 1,000 l.
    const diesel = computeEntry({ categoryKey: 'mobile_combustion', quantity: 845, unit: 'kg', fuel: 'diesel', factor: DIESEL_B7_PER_LITRE });
    expect(diesel.quantityInFactorUnit).toBeCloseTo(1000, 9);
    expect(diesel.conversion.steps).toEqual([
      { kind: 'density', from: 'kg', to: 'l', multiplier: 1 / 0.845, source: expect.stringContaining('Gazole') },
    ]);
    // 2 t × 1,000 kg/t × 17.6 GJ/t ÷ 3.6 = 9,777.78 kWh (ADEME 14172, 8 % moisture).
    const pellets = computeEntry({ categoryKey: 'stationary_combustion', quantity: 2, unit: 'tonne', fuel: 'wood_pellets', factor: perUnit('kWh', 0.03) });
    expect(pellets.quantityInFactorUnit).toBeCloseTo(9777.778, 3);
  });

  it('converts m³ of natural gas to kWh PCS through its heating value per m³ and PCS/PCI', () => {
    // 100 m³ × 10.196 kWh PCI/m³ (DESNZ 2025) = 1,019.6 kWh PCI; × 1.11 = 1,131.756 kWh PCS.
    const result = computeEntry({
      categoryKey: 'stationary_combustion',
      quantity: 100,
      unit: 'm3',
      fuel: 'natural_gas',
      factor: perUnit('kWh', 0.215, { energyBasis: 'HHV' }),
    });
    expect(result.quantityInFactorUnit).toBeCloseTo(1131.756, 6);
    expect(result.conversion.steps.map((s) => s.kind)).toEqual(['heating_value', 'energy_basis']);
  });

  it('counts the total when the factor has no parts', () => {
    const result = computeEntry({ categoryKey: 'stationary_combustion', quantity: 1000, unit: 'l', fuel: 'diesel', factor: perUnit('l', 3.1) });
    expect(result.co2eKg).toBeCloseTo(3100, 9);
    expect(result.derived).toEqual([]);
    expect(result.uncertaintyPercent).toBeNull();
  });

  it('keeps the rest of the total when a factor lists only its upstream part', () => {
    // 100 l × (3.1 − 0.609) = 249.1 kg own; 100 × 0.609 = 60.9 kg derived.
    const result = computeEntry({
      categoryKey: 'stationary_combustion',
      quantity: 100,
      unit: 'l',
      factor: { ...DIESEL_B7_PER_LITRE, parts: [{ kind: 'upstream', kgCo2ePerUnit: 0.609 }] },
    });
    expect(result.co2eKg).toBeCloseTo(249.1, 9);
    expect(result.derived[0]!.co2eKg).toBeCloseTo(60.9, 9);
  });
});

describe('computeEntry: electricity and other categories', () => {
  it('derives the upstream part and the T&D losses of electricity', () => {
    // 10,000 kWh × 0.0569 = 569 kg (generation, scope 2); × 0.0129 = 129 kg upstream (cat. 3 B);
    // × 0.0087 = 87 kg T&D losses (cat. 3 C). 569 + 129 + 87 = 785 = 10,000 × 0.0785.
    const result = computeEntry({ categoryKey: 'electricity', quantity: 10, unit: 'MWh', factor: ELECTRICITY_FR_2012 });
    expect(result.co2eKg).toBeCloseTo(569, 9);
    expect(result.derived).toEqual([
      { categoryKey: 'upstream_fuel_energy', partKind: 'upstream', co2eKg: expect.closeTo(129, 9) },
      { categoryKey: 'transmission_distribution_losses', partKind: 'transmission_distribution_losses', co2eKg: expect.closeTo(87, 9) },
    ]);
    expect(result.co2eKg + result.derived.reduce((s, d) => s + d.co2eKg, 0)).toBeCloseTo(785, 9);
  });

  it('keeps the whole factor in a category whose upstream is its own (business travel)', () => {
    const result = computeEntry({
      categoryKey: 'business_travel',
      quantity: 100,
      unit: 'l',
      factor: DIESEL_B7_PER_LITRE,
    });
    expect(result.co2eKg).toBeCloseTo(310, 9);
    expect(result.derived).toEqual([]);
  });

  it('computes refrigerant leaks: 10 kg charge × 10 % leak × GWP of R-410A', () => {
    // 10 kg × 10 % = 1 kg released; × 1,924 (GWP100 of R-410A, IPCC AR5: DESNZ 2025 "R410A", ADEME element 22600)
    // = 1,924 kg CO2e.
    const released = refrigerantReleasedKg({ method: 'leak_rate', chargeKg: 10, annualLeakRatePercent: 10 });
    expect(released).toBe(1);
    const result = computeEntry({ categoryKey: 'fugitive_emissions', quantity: released, unit: 'kg', factor: perUnit('kg', 1924) });
    expect(result.co2eKg).toBe(1924);
    expect(result.derived).toEqual([]);
    // Recharge method: 2.5 kg topped up = 2.5 kg released; in grams it converts.
    expect(refrigerantReleasedKg({ method: 'recharge', rechargedKg: 2.5 })).toBe(2.5);
    expect(computeEntry({ categoryKey: 'fugitive_emissions', quantity: 2500, unit: 'g', factor: perUnit('kg', 1924) }).co2eKg).toBeCloseTo(4810, 9);
    expect(() => refrigerantReleasedKg({ method: 'leak_rate', chargeKg: 10, annualLeakRatePercent: 120 })).toThrow(RangeError);
    expect(() => refrigerantReleasedKg({ method: 'recharge', rechargedKg: -1 })).toThrow(RangeError);
  });

  it('converts mass, distance, freight and passenger units', () => {
    // 2 t of purchased steel against a factor per kg: 2,000 kg.
    expect(computeEntry({ categoryKey: 'purchased_goods', quantity: 2, unit: 'tonne', factor: perUnit('kg', 1.5) }).co2eKg).toBeCloseTo(3000, 9);
    // 5,000 kg·km = 5 t·km.
    expect(computeEntry({ categoryKey: 'upstream_transport', quantity: 5000, unit: 'kg.km', factor: perUnit('t.km', 0.1) }).quantityInFactorUnit).toBe(5);
    // 100 passenger·miles = 160.9344 passenger·km.
    expect(
      computeEntry({ categoryKey: 'business_travel', quantity: 100, unit: 'passenger.mile', factor: perUnit('passenger.km', 0.2) }).quantityInFactorUnit,
    ).toBeCloseTo(160.9344, 9);
  });

  it('converts money, with a dated rate between currencies', () => {
    // 2 k€ = 2,000 €.
    expect(computeEntry({ categoryKey: 'purchased_services', quantity: 2, unit: 'kEUR', factor: perUnit('EUR', 0.1) }).quantityInFactorUnit).toBe(2000);
    // 1,000 € × 1.053 USD/EUR (ECB 2022 average) = 1,053 USD; × 0.2 kg/USD = 210.6 kg.
    const result = computeEntry({
      categoryKey: 'purchased_services',
      quantity: 1000,
      unit: 'EUR',
      exchangeRate: ECB_EUR_USD_2022_ANNUAL_AVERAGE,
      factor: perUnit('USD', 0.2),
    });
    expect(result.quantityInFactorUnit).toBeCloseTo(1053, 9);
    expect(result.co2eKg).toBeCloseTo(210.6, 9);
    expect(result.conversion.steps[0]).toMatchObject({ kind: 'unit', from: 'EUR', to: 'USD', source: expect.stringContaining('ECB') });
    expect(() => computeEntry({ categoryKey: 'purchased_services', quantity: 1000, unit: 'EUR', factor: perUnit('USD', 0.2) })).toThrow(
      /EUR.*USD.*exchange rate/,
    );
    // A rate between other currencies cannot convert: the error names both units.
    expect(() =>
      computeEntry({ categoryKey: 'purchased_services', quantity: 1, unit: 'kGBP', exchangeRate: ECB_EUR_USD_2022_ANNUAL_AVERAGE, factor: perUnit('USD', 0.2) }),
    ).toThrow(/kGBP to USD/);
  });
});

describe('computeEntry: errors', () => {
  const base: EntryComputationInput = { categoryKey: 'purchased_goods', quantity: 1, unit: 'kg', factor: perUnit('kg', 1) };

  it('refuses a non-positive or non-finite quantity with a RangeError', () => {
    for (const quantity of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => computeEntry({ ...base, quantity })).toThrow(RangeError);
    }
  });

  it('refuses an unknown category', () => {
    expect(() => computeEntry({ ...base, categoryKey: 'nope' })).toThrow(RangeError);
  });

  it('names both units when a conversion is impossible', () => {
    const attempts: [EntryComputationInput, RegExp][] = [
      [{ ...base, unit: 'km' }, /km.*kg/],
      [{ ...base, unit: 'passenger.km', factor: perUnit('km', 1) }, /passenger\.km.*km/],
      [{ ...base, categoryKey: 'stationary_combustion', unit: 'l', factor: perUnit('kWh', 1) }, /\bl\b.*kWh.*needs the fuel/],
      [{ ...base, categoryKey: 'stationary_combustion', unit: 'tonne', fuel: 'biomethane', factor: perUnit('kWh', 1) }, /tonne.*kWh.*biomethane/],
      [{ ...base, categoryKey: 'stationary_combustion', unit: 'kg', fuel: 'unobtainium', factor: perUnit('kWh', 1) }, /kg.*kWh.*unobtainium/],
      [{ ...base, categoryKey: 'stationary_combustion', unit: 'l', fuel: 'coal', factor: perUnit('kWh', 1) }, /\bl\b.*kWh.*density/],
      [
        { ...base, categoryKey: 'stationary_combustion', unit: 'kWh', quantityEnergyBasis: 'HHV', factor: perUnit('kWh', 1, { energyBasis: 'LHV' }) },
        /kWh HHV.*kWh LHV/,
      ],
      [
        { ...base, categoryKey: 'stationary_combustion', unit: 'kWh', quantityEnergyBasis: 'HHV', fuel: 'wood_logs', factor: perUnit('kWh', 1, { energyBasis: 'LHV' }) },
        /kWh HHV.*kWh LHV.*wood_logs/,
      ],
    ];
    for (const [input, message] of attempts) {
      expect(() => computeEntry(input)).toThrow(UnitConversionError);
      expect(() => computeEntry(input)).toThrow(message);
    }
  });
});

describe('uncertainty', () => {
  it('combines relative uncertainties in quadrature', () => {
    // sqrt(5² + 10²) = sqrt(125) = 11.1803.
    expect(combineUncertainty(5, 10)).toBeCloseTo(11.1803, 4);
    expect(combineUncertainty(5, null)).toBe(5);
    expect(combineUncertainty(null, undefined)).toBeNull();
    expect(combineUncertainty()).toBeNull();
    expect(combineUncertainty(3, 4, 12)).toBe(13);
    expect(() => combineUncertainty(-1)).toThrow(RangeError);
  });

  it('gives the uncertainty of a sum of independent terms', () => {
    // 1,000 kg ± 10 % and 3,000 kg ± 20 %: sqrt(100² + 600²) / 4,000 = 608.276 / 4,000 = 15.207 %.
    expect(
      totalUncertainty([
        { co2eKg: 1000, uncertaintyPercent: 10 },
        { co2eKg: 3000, uncertaintyPercent: 20 },
      ]),
    ).toBeCloseTo(15.2069, 4);
    // A term without uncertainty widens the total, not the spread: sqrt(100²) / 2,000 = 5 %.
    expect(
      totalUncertainty([
        { co2eKg: 1000, uncertaintyPercent: 10 },
        { co2eKg: 1000, uncertaintyPercent: null },
      ]),
    ).toBeCloseTo(5, 12);
    expect(totalUncertainty([{ co2eKg: 1000, uncertaintyPercent: null }])).toBeNull();
    expect(totalUncertainty([])).toBeNull();
  });

  it('gives the same figure from the sums a database aggregates, group by group', () => {
    const terms = [
      { co2eKg: 1000, uncertaintyPercent: 10 },
      { co2eKg: 3000, uncertaintyPercent: 20 },
      { co2eKg: 500, uncertaintyPercent: null },
    ];
    // Two groups summed apart (as GROUP BY category would), then added.
    const groups = [terms.slice(0, 1), terms.slice(1)].map((group) => ({
      totalKg: group.reduce((sum, term) => sum + term.co2eKg, 0),
      squaredSpreadKg2: group.reduce((sum, term) => sum + ((term.uncertaintyPercent ?? 0) * term.co2eKg) ** 2, 0),
      knownTerms: group.filter((term) => term.uncertaintyPercent !== null).length,
    }));
    const sums = groups.reduce((a, b) => ({
      totalKg: a.totalKg + b.totalKg,
      squaredSpreadKg2: a.squaredSpreadKg2 + b.squaredSpreadKg2,
      knownTerms: a.knownTerms + b.knownTerms,
    }));
    // sqrt((10 × 1,000)² + (20 × 3,000)²) / 4,500 = 13.517 %.
    expect(uncertaintyOfSums(sums)).toBeCloseTo(13.51725, 5);
    expect(uncertaintyOfSums(sums)).toBeCloseTo(totalUncertainty(terms)!, 12);
    expect(uncertaintyOfSums({ totalKg: 1000, squaredSpreadKg2: 0, knownTerms: 0 })).toBeNull();
    expect(uncertaintyOfSums({ totalKg: 0, squaredSpreadKg2: 4, knownTerms: 1 })).toBeNull();
    expect(() => uncertaintyOfSums({ totalKg: 1, squaredSpreadKg2: -1, knownTerms: 1 })).toThrow(RangeError);
  });
});

describe('fuel constants', () => {
  it('give every non-null constant a source', () => {
    for (const fuel of Object.values(FUELS)) {
      for (const field of ['lhvKwhPerKg', 'densityKgPerLitre', 'lhvKwhPerM3', 'hhvPerLhv'] as const) {
        if (fuel[field] !== null) expect(fuel.source[field], `${fuel.key}.${field}`).toMatch(/ADEME|DESNZ/);
      }
    }
  });

  it('hold the values of their sources', () => {
    // ADEME Base Carbone V23.6 PCI in GJ/t ÷ 3.6 = kWh/kg, masse volumique in kg/m³ ÷ 1,000 = kg/l.
    expect(fuelProperties('diesel')).toMatchObject({ lhvKwhPerKg: 42 / 3.6, densityKgPerLitre: 0.845 });
    expect(fuelProperties('natural_gas')).toMatchObject({ lhvKwhPerKg: 49.6 / 3.6, hhvPerLhv: 1.11 });
    // DESNZ 2025 ratios, net ÷ gross factor per kWh, to 4 significant figures.
    expect(fuelProperties('diesel')!.hhvPerLhv).toBeCloseTo(0.25953 / 0.24411, 3);
    expect(fuelProperties('heating_oil')!.hhvPerLhv).toBeCloseTo(0.27288 / 0.2565, 3);
    expect(fuelProperties('propane')!.hhvPerLhv).toBeCloseTo(0.23258 / 0.2141, 3);
    expect(fuelProperties('natural_gas')!.lhvKwhPerM3).toBeCloseTo(2.06672 / 0.2027, 3);
    // ADEME's own factors agree with 1.11 for natural gas: 0.239 per kWh PCI ÷ 0.215 per kWh PCS.
    expect(0.239 / 0.215).toBeCloseTo(1.11, 2);
    expect(fuelProperties('nope')).toBeUndefined();
  });
});
