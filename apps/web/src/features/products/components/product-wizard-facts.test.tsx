import { productMessageKeys } from '@carbon/contracts/products';
import { describe, expect, it } from 'vitest';
import { parseLocaleNumber } from '@/lib/locale-number';
import { validateInfo } from './product-wizard';

/** The Info step's optional facts of the public report (docs/decisions/0028): volume per unit and size in cm. */
const base = { name: 'Shelf', category: 'Racks', weight: '43,6', volume: '', compositionMode: 'per_unit' as const };
const parseFr = (raw: string) => parseLocaleNumber(raw, 'fr');

describe('validateInfo: volume per unit and size', () => {
  it('accepts them empty, or all given and greater than 0 (French decimals)', () => {
    expect(validateInfo('site', { ...base, unitVolume: '', length: '', width: '', height: '' }, parseFr)).toEqual({});
    expect(validateInfo('site', { ...base, unitVolume: '3,2', length: '200', width: '4', height: '4,5' }, parseFr)).toEqual({});
  });

  it('refuses a volume or a side not greater than 0, and a size with a side missing', () => {
    expect(validateInfo('site', { ...base, unitVolume: '0' }, parseFr)).toEqual({ unitVolume: productMessageKeys.greaterThanZero });
    expect(validateInfo('site', { ...base, unitVolume: 'abc' }, parseFr)).toEqual({ unitVolume: productMessageKeys.greaterThanZero });
    expect(validateInfo('site', { ...base, length: '10', width: '-1', height: '2' }, parseFr)).toEqual({
      width: productMessageKeys.greaterThanZero,
    });
    expect(validateInfo('site', { ...base, length: '10', width: '', height: '2' }, parseFr)).toEqual({
      width: productMessageKeys.greaterThanZero,
    });
  });
});
