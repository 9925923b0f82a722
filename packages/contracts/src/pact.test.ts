import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  pactErrorSchema,
  pactGetFootprintResponseSchema,
  pactListFootprintsResponseSchema,
  pactProductFootprintSchema,
  pactRequestFulfilledEventSchema,
  pactRequestRejectedEventSchema,
} from './pact.ts';

/**
 * Our implementation of the PACT v3 wire schemas (pact.ts) against the specification's own examples, where a
 * checkout of wbcsd/data-exchange-protocol sits beside the repository (it may not be copied into it), and against a
 * footprint of our own everywhere.
 */
const examplesDir = process.env.PACT_SPEC_OPENAPI
  ? join(dirname(process.env.PACT_SPEC_OPENAPI), 'examples')
  : join(
      dirname(fileURLToPath(import.meta.url)),
      '..',
      '..',
      '..',
      '..',
      'pact-ref',
      'spec',
      'spec',
      'v3',
      'examples',
    );

function expectValid(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  expect(result.success, result.success ? '' : z.prettifyError(result.error)).toBe(true);
}

function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('PACT wire schemas against the specification’s examples', () => {
  const present = existsSync(examplesDir);
  if (!present) {
    console.info(
      `PACT spec examples not found at ${examplesDir} (clean clone): only our own fixture is checked`,
    );
  }
  const read = (name: string): unknown => JSON.parse(readFileSync(join(examplesDir, name), 'utf8'));

  it.skipIf(!present)('accepts every example footprint, response and event of spec/v3/examples', () => {
    for (const name of ['example-1.json', 'example-2.json', 'example-3.json', 'example-4.json']) {
      expectValid(pactProductFootprintSchema, read(name));
    }
    expectValid(pactListFootprintsResponseSchema, read('list-footprints-response.json'));
    expectValid(pactGetFootprintResponseSchema, read('get-footprint-response.json'));
    expectValid(pactRequestFulfilledEventSchema, read('pf-response-event.json'));
    expectValid(pactErrorSchema, read('error-response-access-denied.json'));
  });
});

/** A footprint as we serve it (apps/api/src/modules/pact/pact-footprint.ts), written out by hand. */
function ourFootprint() {
  return {
    id: '6a3c1e55-0f2b-4c8e-9a7d-2b1f0c9e8d71',
    specVersion: '3.0.3',
    precedingPfIds: ['0d9c7f3a-5b2e-4f61-8a4c-7e3b2a1d0c95'],
    created: '2026-03-02T10:15:00Z',
    status: 'Active',
    validityPeriodStart: '2026-01-01T00:00:00Z',
    validityPeriodEnd: '2029-01-01T00:00:00Z',
    companyName: 'Ateliers Durand',
    companyIds: ['urn:uuid:8f14e45f-ceea-467f-a0e6-1c7d2b9f3a10', 'urn:siren:552081317'],
    productDescription: 'Steel bicycle frame',
    productIds: ['urn:uuid:c9f0f895-fb98-4b91-9f3c-2a7e5d1b6c44', 'urn:gtin:4712345060507'],
    productClassifications: ['urn:eclass:0173-1-01-AAA123-005'],
    productNameCompany: 'Frame',
    pcf: {
      declaredUnitOfMeasurement: 'kilogram',
      declaredUnitAmount: '1',
      productMassPerDeclaredUnit: '1',
      referencePeriodStart: '2026-01-01T00:00:00Z',
      referencePeriodEnd: '2027-01-01T00:00:00Z',
      geographyCountry: 'FR',
      pcfExcludingBiogenicUptake: '0.19',
      pcfIncludingBiogenicUptake: '0.19',
      fossilGhgEmissions: '0.19',
      fossilCarbonContent: '0',
      packagingEmissionsIncluded: false,
      ipccCharacterizationFactors: ['AR6'],
      crossSectoralStandards: ['ISO14067', 'GHGP-Product'],
      boundaryProcessesDescription: 'Cradle to gate plus distribution.',
      exemptedEmissionsPercent: '0',
      secondaryEmissionFactorSources: [{ name: 'Base Empreinte', version: '23.4' }],
      primaryDataShare: '100',
      dqi: { technologicalDQR: '1', geographicalDQR: '1', temporalDQR: '1' },
    },
  };
}

describe('PACT wire schemas on our own footprint', () => {
  it('accepts a footprint as we build it, alone, in a list, in a single answer and in a fulfilled event', () => {
    const pf = ourFootprint();
    expectValid(pactProductFootprintSchema, pf);
    expectValid(pactListFootprintsResponseSchema, { data: [pf] });
    expectValid(pactListFootprintsResponseSchema, { data: [] });
    expectValid(pactGetFootprintResponseSchema, { data: pf });
    expectValid(pactRequestFulfilledEventSchema, {
      specversion: '1.0',
      id: 'e1',
      source: 'https://pact.example.com/pact',
      time: '2026-03-02T10:15:00.123Z',
      type: 'org.wbcsd.pact.ProductFootprint.RequestFulfilledEvent.3',
      data: { requestEventId: 'r1', pfs: [pf] },
    });
    expectValid(pactRequestRejectedEventSchema, {
      specversion: '1.0',
      id: 'e2',
      source: 'https://pact.example.com/pact',
      time: '2026-03-02T10:15:00Z',
      type: 'org.wbcsd.pact.ProductFootprint.RequestRejectedEvent.3',
      data: {
        requestEventId: 'r1',
        error: { code: 'NotFound', message: 'No footprint matches the request' },
      },
    });
  });

  it('refuses a number where a decimal string is required', () => {
    const pf = ourFootprint();
    expect(
      issuesOf(pactProductFootprintSchema, { ...pf, pcf: { ...pf.pcf, pcfExcludingBiogenicUptake: 0.19 } }),
    ).toEqual(['pcf.pcfExcludingBiogenicUptake']);
    // The exponent form a float's toString can give is not a PACT decimal either.
    expect(
      issuesOf(pactProductFootprintSchema, { ...pf, pcf: { ...pf.pcf, fossilGhgEmissions: '1e-7' } }),
    ).toEqual(['pcf.fossilGhgEmissions']);
    // declaredUnitAmount must be > 0, fossil emissions ≥ 0.
    expect(
      issuesOf(pactProductFootprintSchema, { ...pf, pcf: { ...pf.pcf, declaredUnitAmount: '0' } }),
    ).toEqual(['pcf.declaredUnitAmount']);
    expect(
      issuesOf(pactProductFootprintSchema, { ...pf, pcf: { ...pf.pcf, fossilGhgEmissions: '-1' } }),
    ).toEqual(['pcf.fossilGhgEmissions']);
  });

  it('refuses a footprint whose pcf misses a required field', () => {
    const pf = ourFootprint();
    const { fossilCarbonContent: _dropped, ...pcf } = pf.pcf;
    expect(issuesOf(pactProductFootprintSchema, { ...pf, pcf })).toEqual(['pcf.fossilCarbonContent']);
    const { pcf: _pcf, ...withoutPcf } = pf;
    expect(issuesOf(pactProductFootprintSchema, withoutPcf)).toEqual(['pcf']);
  });

  it('refuses a product or company id that is not a URN, and repeated ids', () => {
    const pf = ourFootprint();
    expect(issuesOf(pactProductFootprintSchema, { ...pf, productIds: ['gtin:4712345060507'] })).toEqual([
      'productIds.0',
    ]);
    expect(issuesOf(pactProductFootprintSchema, { ...pf, companyIds: [] })).toEqual(['companyIds']);
    expect(issuesOf(pactProductFootprintSchema, { ...pf, productIds: ['urn:gtin:1', 'urn:gtin:1'] })).toEqual(
      ['productIds'],
    );
  });

  it('refuses other breaches: enums, dates, geography given twice, an unknown error code, an empty fulfilment', () => {
    const pf = ourFootprint();
    expect(issuesOf(pactProductFootprintSchema, { ...pf, status: 'Retired' })).toEqual(['status']);
    expect(issuesOf(pactProductFootprintSchema, { ...pf, created: '2026-03-02' })).toEqual(['created']);
    expect(
      issuesOf(pactProductFootprintSchema, { ...pf, pcf: { ...pf.pcf, declaredUnitOfMeasurement: 'kg' } }),
    ).toEqual(['pcf.declaredUnitOfMeasurement']);
    expect(
      issuesOf(pactProductFootprintSchema, {
        ...pf,
        pcf: { ...pf.pcf, geographyRegionOrSubregion: 'Europe' },
      }),
    ).toHaveLength(1);
    expect(issuesOf(pactErrorSchema, { code: 'Teapot', message: 'no' })).toEqual(['code']);
    expect(
      issuesOf(pactRequestFulfilledEventSchema, {
        specversion: '1.0',
        id: 'e1',
        source: 's',
        time: '2026-03-02T10:15:00Z',
        type: 'org.wbcsd.pact.ProductFootprint.RequestFulfilledEvent.3',
        data: { requestEventId: 'r1', pfs: [] },
      }),
    ).toEqual(['data.pfs']);
  });
});
