import { messageKeys } from '@carbon/contracts/common';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatLocaleNumber, optionalNumber, parseLocaleNumber, requiredNumber } from './locale-number';

describe('parseLocaleNumber', () => {
  it.each([
    ['1200', 1200],
    ['1,200', 1200],
    ['1,200.5', 1200.5],
    ['500,000,000', 500_000_000],
    ['0.25', 0.25],
    ['.5', 0.5],
    ['1 200.5', 1200.5],
    ['  42  ', 42],
    ['-1,200.5', -1200.5],
    ['\u22123.5', -3.5],
  ])('reads %j in English as %s', (raw, expected) => {
    expect(parseLocaleNumber(raw, 'en')).toBe(expected);
  });

  it.each([
    ['1200', 1200],
    ['1 200', 1200],
    ['1\u00a0200', 1200],
    ['1\u202f200', 1200],
    ['1 200,5', 1200.5],
    ['1200,5', 1200.5],
    ['500 000 000', 500_000_000],
    ['0,000001', 0.000001],
    ['1.200', 1200],
    ['1.200,5', 1200.5],
    ['1.5', 1.5],
    ['-1 200,5', -1200.5],
    ['\u22121\u202f200,5', -1200.5],
  ])('reads %j in French as %s', (raw, expected) => {
    expect(parseLocaleNumber(raw, 'fr')).toBe(expected);
  });

  it('reads an empty field as no value', () => {
    expect(parseLocaleNumber('', 'en')).toBeNull();
    expect(parseLocaleNumber('   ', 'fr')).toBeNull();
  });

  it.each([
    ['abc', 'en'],
    ['12abc', 'en'],
    ['1,2', 'en'],
    ['1,2345', 'en'],
    ['1.2.3', 'en'],
    ['1,200,5', 'en'],
    ['1e5', 'en'],
    ['--5', 'en'],
    ['-', 'en'],
    ['.', 'en'],
    ['1 200,5', 'en'],
    ['1,2,3', 'fr'],
    ['12 34', 'fr'],
    ['1,200.5', 'fr'],
    ['deux', 'fr'],
    ['Infinity', 'en'],
  ] as const)('refuses %j in %s', (raw, locale) => {
    expect(parseLocaleNumber(raw, locale)).toBeNaN();
  });
});

describe('formatLocaleNumber', () => {
  it('groups and marks decimals the way each language writes them', () => {
    expect(formatLocaleNumber(1200.5, 'en')).toBe('1,200.5');
    expect(formatLocaleNumber(1200.5, 'fr')).toBe('1\u202f200,5');
    expect(formatLocaleNumber(-500_000_000, 'en')).toBe('-500,000,000');
  });

  it('keeps every decimal and never writes an exponent', () => {
    expect(formatLocaleNumber(1e-7, 'en')).toBe('0.0000001');
    expect(formatLocaleNumber(0.1 + 0.2, 'fr')).toBe('0,30000000000000004');
  });

  it('leaves years ungrouped when asked', () => {
    expect(formatLocaleNumber(2025, 'en', { grouping: false })).toBe('2025');
    expect(formatLocaleNumber(2025, 'fr', { grouping: false })).toBe('2025');
  });

  it.each([1200.5, -3, 0, 1e-7, 123_456_789.125])('reads back what it writes (%s)', (value) => {
    for (const locale of ['en', 'fr'] as const) expect(parseLocaleNumber(formatLocaleNumber(value, locale), locale)).toBe(value);
  });
});

describe('number field schemas', () => {
  const positive = z.number().min(0, { error: messageKeys.mustBePositive });

  it('says "required" for an empty required field and "invalid" for text that is not a number', () => {
    const schema = requiredNumber(positive);
    expect(schema.safeParse(null).error?.issues[0]?.message).toBe(messageKeys.required);
    expect(schema.safeParse(Number.NaN).error?.issues[0]?.message).toBe(messageKeys.invalid);
    expect(schema.safeParse(-1).error?.issues[0]?.message).toBe(messageKeys.mustBePositive);
    expect(schema.parse(1200)).toBe(1200);
  });

  it('uses the field\'s own "required" message when it has one', () => {
    expect(requiredNumber(positive, 'catalog.validation.price_required').safeParse(null).error?.issues[0]?.message).toBe(
      'catalog.validation.price_required',
    );
  });

  it('lets an optional field stay empty but never accepts text that is not a number', () => {
    const schema = optionalNumber(positive);
    expect(schema.parse(null)).toBeNull();
    expect(schema.safeParse(Number.NaN).error?.issues[0]?.message).toBe(messageKeys.invalid);
    expect(schema.parse(3.5)).toBe(3.5);
  });
});
