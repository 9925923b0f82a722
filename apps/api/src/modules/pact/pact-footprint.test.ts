import { describe, expect, it } from 'vitest';
import type { Footprint } from '@carbon/contracts/products';
import {
  buildFootprintContent,
  decimalString,
  declaredUnitOf,
  type PactProductSource,
} from './pact-footprint.ts';

const line = (
  kg: number,
  primary: boolean,
  age: number | null,
  geography: string | null,
  source = 'ADEME',
) => ({
  id: 'l',
  kind: 'material' as const,
  stage: 'raw_material' as const,
  label: '',
  kg_co2e_per_unit: kg,
  quantity_per_unit: 1,
  unit: 'kg',
  mass_kg_per_unit: 1,
  product_id: null,
  factor: {
    id: null,
    name: 'x',
    source,
    version: primary ? null : '23.6',
    kg_co2e_per_unit: kg,
    unit: 'kg',
    year: 2024,
    geography,
    primary,
  },
  data_quality: { primary, age_years: age, geography, score: 1 },
});

function source(footprint: Partial<Footprint>, fields: Partial<PactProductSource> = {}): PactProductSource {
  return {
    productId: '11111111-1111-4111-8111-111111111111',
    name: 'Bread',
    description: '',
    unit: 'g',
    weightPerUnitKg: 0.001,
    footprint: {
      kg_co2e_per_unit: 0.1 + 0.2,
      by_stage: { raw_material: 0.3, energy: 0, transport: 0, packaging: 0, waste: 0, distribution: 0 },
      lines: [],
      data_quality: { score: 2, rating: 'good', primary_share_percent: 33.333333333 },
      mass_balance: { declared_kg: null, lines_kg: 0, difference_percent: null, warning: false },
      warnings: [],
      ...footprint,
    } as Footprint,
    updatedAt: new Date('2026-03-04T05:06:07Z'),
    companyId: '22222222-2222-4222-8222-222222222222',
    companyName: 'Bakery',
    siteCountry: 'fr',
    gwpBases: ['AR5', 'AR6', 'AR5'],
    extraProductIds: [],
    productClassifications: [],
    extraCompanyIds: [],
    ...fields,
  };
}

describe('PACT footprint builder', () => {
  it('writes decimals as plain strings, never in exponent form', () => {
    expect(decimalString(1e-7)).toBe('0.0000001');
    expect(decimalString(1.5e21)).toBe('1500000000000000000000');
    expect(decimalString(-0)).toBe('0');
    // The double's sum noise is dropped at twelve significant digits; a figure with fewer digits is kept whole.
    expect(decimalString(0.1 + 0.2)).toBe('0.3');
    expect(decimalString(0.7343368276000001)).toBe('0.7343368276');
    expect(decimalString(0.45359237)).toBe('0.45359237');
    expect(decimalString(123456.789012345)).toBe('123456.789012');
  });

  it('maps product units to PACT declared units, and has none for lengths', () => {
    expect(declaredUnitOf('g')).toEqual({ unit: 'kilogram', amount: '0.001' });
    expect(declaredUnitOf('unit')).toEqual({ unit: 'piece', amount: '1' });
    expect(declaredUnitOf('MWh')).toEqual({ unit: 'kilowatt hour', amount: '1000' });
    expect(declaredUnitOf('km')).toBeNull();
    expect(buildFootprintContent(source({}, { unit: 'm' }))).toBeNull();
  });

  it('builds the periods, geography, IPCC reports, sources and DQRs weighted by emissions', () => {
    const content = buildFootprintContent(
      source({
        lines: [line(3, true, 1, 'FR'), line(1, false, 12, 'DE')],
      }),
    )!;
    expect(content).toMatchObject({
      validityPeriodStart: '2026-01-01T00:00:00Z',
      validityPeriodEnd: '2029-01-01T00:00:00Z',
      productDescription: 'Bread',
      companyIds: ['urn:uuid:22222222-2222-4222-8222-222222222222'],
    });
    expect(content.pcf).toMatchObject({
      declaredUnitOfMeasurement: 'kilogram',
      declaredUnitAmount: '0.001',
      referencePeriodStart: '2026-01-01T00:00:00Z',
      referencePeriodEnd: '2027-01-01T00:00:00Z',
      geographyCountry: 'FR',
      ipccCharacterizationFactors: ['AR5', 'AR6'],
      secondaryEmissionFactorSources: [{ name: 'ADEME', version: '23.6' }],
      primaryDataShare: '33.33',
      packagingEmissionsIncluded: false,
      // (3×1 + 1×3) / 4 = 1.5; geography (3×1 + 1×3) / 4 = 1.5; age (3×1 + 1×4) / 4 = 1.75
      dqi: { technologicalDQR: '1.5', geographicalDQR: '1.5', temporalDQR: '1.75' },
    });
  });
});
