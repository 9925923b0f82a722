import { describe, expect, it } from 'vitest';
import { parseFactorUnit, parseUnit } from './parse-unit.ts';

describe('parseUnit', () => {
  it.each([
    ['kg', 'kg', 'kg', null],
    ['Kg', 'kg', 'kg', null],
    ['g', 'g', 'g', null],
    ['tonne', 'tonne', 'tonne', null],
    ['tonnes', 'tonne', 'tonne', null],
    ['t', 'tonne', 'tonne', null],
    ['ton of waste', 'tonne', 'tonne', 'waste'],
    ['tonne de déchets', 'tonne', 'tonne', 'déchets'],
    ['kg de poids net', 'kg', 'kg', 'poids net'],
    ['kg (live weight)', 'kg', 'kg', 'live weight'],
    ["kg d'azote épandu", 'kg', 'kg', 'azote épandu'],
    ['kgH2', 'kg', 'kg', 'H2'],
    ['lb', 'lb', 'kg', null],
    ['litre', 'l', 'l', null],
    ['litres', 'l', 'l', null],
    ['Liter', 'l', 'l', null],
    ['L', 'l', 'l', null],
    ['ml', 'ml', 'l', null],
    ['m3', 'm3', 'm3', null],
    ['m³', 'm3', 'm3', null],
    ['cubic metres', 'm3', 'm3', null],
    ['m3 (n)', 'm3', 'm3', 'n'],
    ['million litres', 'megalitre', 'm3', null],
    ['kWh', 'kWh', 'kWh', null],
    ['KWh', 'kWh', 'kWh', null],
    ['MWh', 'MWh', 'kWh', null],
    ['GJ', 'GJ', 'kWh', null],
    ['MJ PCI', 'MJ', 'kWh', null],
    ['tep PCI', 'toe', 'kWh', null],
    ['km', 'km', 'km', null],
    ['miles', 'mile', 'km', null],
    ['véhicule.km', 'km', 'km', 'vehicle'],
    ['m de route', 'm', 'm', 'route'],
    ['mètre linéaire', 'm', 'm', null],
    ['m²', 'm2', 'm2', null],
    ['m² SHON', 'm2', 'm2', 'SHON'],
    ['Ha', 'ha', 'ha', null],
    ['ha.an', 'ha.year', 'ha.year', null],
    ['tkm', 't.km', 't.km', null],
    ['t.km', 't.km', 't.km', null],
    ['tonne.km', 't.km', 't.km', null],
    ['ton.km', 't.km', 't.km', null],
    ['t·km', 't.km', 't.km', null],
    ['passenger.km', 'passenger.km', 'passenger.km', null],
    ['passager.km', 'passenger.km', 'passenger.km', null],
    ['p.km', 'passenger.km', 'passenger.km', null],
    ['pkm', 'passenger.km', 'passenger.km', null],
    ['km.personne', 'passenger.km', 'passenger.km', null],
    ['peq.km', 'passenger.km', 'passenger.km', 'passenger equivalent'],
    ['m3.km', 'm3.km', 'm3.km', null],
    ['unit', 'unit', 'unit', null],
    ['unité', 'unit', 'unit', null],
    ['appareil', 'unit', 'unit', 'appareil'],
    ['repas', 'unit', 'unit', 'repas'],
    ['nuit', 'night', 'night', null],
    ['nuitée', 'night', 'night', null],
    ['night', 'night', 'night', null],
    ['Room per night', 'night', 'night', 'room'],
    ['heure', 'hour', 'hour', null],
    ['per FTE Working Hour', 'hour', 'hour', 'FTE working hour'],
    ['véhicule.an', 'vehicle.year', 'vehicle.year', null],
    ['personne.mois', 'person.month', 'person.month', null],
    ['€', 'EUR', 'EUR', null],
    ['EUR', 'EUR', 'EUR', null],
    ['euro dépensé', 'EUR', 'EUR', 'dépensé'],
    ['k€', 'kEUR', 'EUR', null],
    ['USD', 'USD', 'USD', null],
    ['Franc CFP', 'XPF', 'XPF', null],
  ])('reads %j as %s (normalised to %s, qualifier %j)', (label, code, canonical, qualifier) => {
    const parsed = parseUnit(label);
    expect(parsed).not.toBeNull();
    expect(parsed?.code).toBe(code);
    expect(parsed?.canonical).toBe(canonical);
    expect(parsed?.qualifier).toBe(qualifier);
  });

  it('keeps the calorific basis of energy units: PCI/LHV/Net CV vs PCS/HHV/Gross CV', () => {
    expect(parseUnit('kWh PCI')?.energyBasis).toBe('LHV');
    expect(parseUnit('kWhPCI')?.energyBasis).toBe('LHV');
    expect(parseUnit('kWh (Net CV)')?.energyBasis).toBe('LHV');
    expect(parseUnit('GJ ICV')?.energyBasis).toBe('LHV');
    expect(parseUnit('kWh PCS')?.energyBasis).toBe('HHV');
    expect(parseUnit('kWh (Gross CV)')?.energyBasis).toBe('HHV');
    expect(parseUnit('toe SCV')?.energyBasis).toBe('HHV');
    expect(parseUnit('kWh')?.energyBasis).toBeNull();
  });

  it('gives how many canonical units one labelled unit holds', () => {
    expect(parseUnit('GJ')?.canonicalPerUnit).toBeCloseTo(277.7778, 4);
    expect(parseUnit('tep PCI')?.canonicalPerUnit).toBe(11_630);
    expect(parseUnit('miles')?.canonicalPerUnit).toBe(1.609344);
    expect(parseUnit('million litres')?.canonicalPerUnit).toBe(1000);
    expect(parseUnit('100 feuilles A4')).toMatchObject({
      code: 'unit',
      scale: 100,
      canonicalPerUnit: 100,
      qualifier: 'feuilles A4',
    });
  });

  it('reads price year, currency and basis of spend units', () => {
    expect(parseUnit('keuro (2023) HT')).toMatchObject({
      code: 'kEUR',
      canonical: 'EUR',
      canonicalPerUnit: 1000,
      currency: 'EUR',
      priceYear: 2023,
      qualifier: 'HT',
    });
    expect(parseUnit('2022 USD, purchaser price')).toMatchObject({
      code: 'USD',
      scale: 1,
      canonicalPerUnit: 1,
      currency: 'USD',
      priceYear: 2022,
      qualifier: 'purchaser price',
    });
  });

  it('refuses what it cannot read instead of guessing', () => {
    expect(parseUnit('')).toBeNull();
    expect(parseUnit('furlong')).toBeNull();
    // A rate, not a unit: reading it as "kg" would be wrong by a factor of the distance.
    expect(parseUnit('kgH2/100km')).toBeNull();
    // A book in ADEME's labels, a pound in older French: ambiguous.
    expect(parseUnit('livre')).toBeNull();
  });
});

describe('parseFactorUnit', () => {
  it('reads the CO2e numerator and scales g and t to kg', () => {
    expect(parseFactorUnit('kgCO2e/kWh')).toMatchObject({ numeratorKgCo2e: 1, denominator: { code: 'kWh' } });
    expect(parseFactorUnit('kg CO2e/tonne')).toMatchObject({
      numeratorKgCo2e: 1,
      denominator: { code: 'tonne' },
    });
    expect(parseFactorUnit('kg CO2 eq/kg')).toMatchObject({
      numeratorKgCo2e: 1,
      denominator: { code: 'kg' },
    });
    expect(parseFactorUnit('gCO2e/kWh')).toMatchObject({
      numeratorKgCo2e: 0.001,
      denominator: { code: 'kWh' },
    });
    expect(parseFactorUnit('tCO2e/GJ')).toMatchObject({ numeratorKgCo2e: 1000, denominator: { code: 'GJ' } });
    expect(parseFactorUnit('kgCO2e per passenger.km')?.denominator.code).toBe('passenger.km');
    expect(parseFactorUnit('kgCO2e/keuro (2021) HT')?.denominator).toMatchObject({
      priceYear: 2021,
      code: 'kEUR',
    });
  });

  it('refuses a numerator that is not CO2-equivalent, such as a per-gas row', () => {
    expect(parseFactorUnit('kg CO2e of CO2 per unit')).toBeNull();
    expect(parseFactorUnit('kWh (Net CV)')).toBeNull();
    expect(parseFactorUnit('kgCO2e/kgH2/100km')).toBeNull();
  });
});
