import { describe, expect, it } from 'vitest';
import { acceptableBaseUrl, nextLinkOf } from './pact-client.ts';
import { publishedEvent } from './pact-events.ts';
import { newerFootprintOf } from './pact-suppliers.service.ts';
import { changePercent, factorValueOf, gwpBasisOf } from './pact-units.ts';
import { pactProductFootprintSchema } from '@carbon/contracts/pact';

const pcf = (fields: Record<string, unknown>) => ({ pcf: { ipccCharacterizationFactors: ['AR6'], ...fields } });

describe('a supplier footprint as a company factor', () => {
  it('divides the PCF by the declared amount in decimals, with no float drift', () => {
    // 0.3 / 0.1 is 2.9999999999999996 in floats.
    expect(
      factorValueOf(pcf({ declaredUnitOfMeasurement: 'kilogram', declaredUnitAmount: '0.1', pcfExcludingBiogenicUptake: '0.3' })),
    ).toEqual({ unit: 'kg', value: '3' });
    expect(
      factorValueOf(pcf({ declaredUnitOfMeasurement: 'piece', declaredUnitAmount: '3', pcfExcludingBiogenicUptake: '1' })),
    ).toEqual({ unit: 'unit', value: '0.3333333333333333333333333333333333333333' });
    // Never the exponent form the PACT Decimal pattern refuses.
    expect(
      factorValueOf(pcf({ declaredUnitOfMeasurement: 'liter', declaredUnitAmount: '1000', pcfExcludingBiogenicUptake: '0.0001' })),
    ).toEqual({ unit: 'l', value: '0.0000001' });
  });

  it('maps each declared unit to a factor unit; megajoules become kWh (× 3.6); megabit seconds cannot be imported', () => {
    const of = (unit: string) =>
      factorValueOf(pcf({ declaredUnitOfMeasurement: unit, declaredUnitAmount: '1', pcfExcludingBiogenicUptake: '0.5' }));
    expect(of('cubic meter')?.unit).toBe('m3');
    expect(of('kilowatt hour')?.unit).toBe('kWh');
    expect(of('ton kilometer')?.unit).toBe('t.km');
    expect(of('square meter')?.unit).toBe('m2');
    expect(of('hour')?.unit).toBe('hour');
    expect(of('megajoule')).toEqual({ unit: 'kWh', value: '1.8' });
    expect(of('megabit second')).toBeNull();
  });

  it('takes the IPCC report when there is exactly one it knows', () => {
    expect(gwpBasisOf({ pcf: { ipccCharacterizationFactors: ['AR5'] } })).toBe('AR5');
    expect(gwpBasisOf({ pcf: { ipccCharacterizationFactors: ['AR5', 'AR6'] } })).toBeNull();
    expect(gwpBasisOf({ pcf: { ipccCharacterizationFactors: ['AR7'] } })).toBeNull();
  });

  it('gives the change in percent, null from zero', () => {
    expect(changePercent('1.9', '2.28')).toBe(20);
    expect(changePercent('3', '2')).toBe(-33.33);
    expect(changePercent('0', '1')).toBeNull();
  });
});

describe('the PACT client', () => {
  it('accepts https to a public host; this machine and private networks only where the instance allows them', () => {
    const local = { allowLocal: true };
    const publicOnly = { allowLocal: false };
    for (const options of [local, publicOnly]) {
      expect(acceptableBaseUrl('https://supplier.example.com/pact', options)).toBe(true);
      expect(acceptableBaseUrl('http://supplier.example.com/pact', options)).toBe(false);
      expect(acceptableBaseUrl('https://user:pw@supplier.example.com', options)).toBe(false);
      expect(acceptableBaseUrl('ftp://supplier.example.com', options)).toBe(false);
    }
    for (const url of [
      'http://127.0.0.1:8080/pact',
      'http://localhost/pact',
      'http://[::1]:3000',
      'https://10.0.0.5/pact',
      'https://169.254.169.254/latest',
      'http://192.168.1.20/pact',
    ]) {
      expect(acceptableBaseUrl(url, local), url).toBe(true);
      expect(acceptableBaseUrl(url, publicOnly), url).toBe(false);
    }
  });

  it('reads the next page of an RFC 8288 Link header', () => {
    expect(nextLinkOf('<https://s.example/3/footprints?offset=2>; rel="next"')).toBe('https://s.example/3/footprints?offset=2');
    expect(nextLinkOf('<https://s.example/a>; rel="prev", <https://s.example/b>; rel=next')).toBe('https://s.example/b');
    expect(nextLinkOf('<https://s.example/b>; rel="last next"')).toBe('https://s.example/b');
    expect(nextLinkOf('<https://s.example/a>; rel="prev"')).toBeNull();
    expect(nextLinkOf(null)).toBeNull();
  });
});

describe('newer versions', () => {
  const base = {
    specVersion: '3.0.3',
    companyName: 'S',
    companyIds: ['urn:uuid:0a0a0a0a-0000-4000-8000-000000000000'],
    productDescription: '',
    productNameCompany: 'Bracket',
    pcf: {
      declaredUnitOfMeasurement: 'kilogram' as const,
      declaredUnitAmount: '1',
      productMassPerDeclaredUnit: '1',
      referencePeriodStart: '2025-01-01T00:00:00Z',
      referencePeriodEnd: '2026-01-01T00:00:00Z',
      pcfExcludingBiogenicUptake: '2',
      pcfIncludingBiogenicUptake: '2',
      fossilGhgEmissions: '2',
      fossilCarbonContent: '0',
      ipccCharacterizationFactors: ['AR6'],
      crossSectoralStandards: ['ISO14067'],
      exemptedEmissionsPercent: '0',
    },
  };
  const old = { ...base, id: '11111111-1111-4111-8111-111111111111', created: '2025-01-01T00:00:00Z', status: 'Deprecated' as const, productIds: ['urn:gtin:1'] };
  const successor = { ...base, id: '22222222-2222-4222-8222-222222222222', created: '2025-02-01T00:00:00Z', status: 'Active' as const, productIds: ['urn:gtin:1'], precedingPfIds: [old.id] };
  const sameProduct = { ...base, id: '33333333-3333-4333-8333-333333333333', created: '2025-03-01T00:00:00Z', status: 'Active' as const, productIds: ['urn:gtin:1'] };
  const imported = { footprintId: old.id, factorUnit: 'kg', footprint: old };

  it('is the Active footprint naming the imported one as preceding, else an Active one of the same product', () => {
    for (const pf of [old, successor, sameProduct]) expect(pactProductFootprintSchema.safeParse(pf).success).toBe(true);
    expect(newerFootprintOf(imported, [old, successor, sameProduct])?.id).toBe(successor.id);
    expect(newerFootprintOf(imported, [old, sameProduct])?.id).toBe(sameProduct.id);
    expect(newerFootprintOf(imported, [{ ...old, status: 'Active' }, sameProduct])).toBeNull();
  });

  it('announces new versions as a CloudEvents PublishedEvent', () => {
    const event = publishedEvent([successor.id], 'https://owner.example/pact');
    expect(event).toMatchObject({
      type: 'org.wbcsd.pact.ProductFootprint.PublishedEvent.3',
      specversion: '1.0',
      source: 'https://owner.example/pact',
      data: { pfIds: [successor.id] },
    });
    expect(String(event.id)).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(String(event.time)))).toBe(false);
  });
});
