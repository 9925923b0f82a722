import { messageKeys } from '@carbon/contracts/common';
import { z } from 'zod';

/**
 * Reads a number typed the French or the English way: "1 234,5" and "1,234.5" are both accepted
 * where unambiguous. Returns NaN for anything else, which the contract schema then rejects.
 */
export function parseLocaleNumber(raw: string): number {
  const compact = raw.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return Number.NaN;
  let normalized = compact;
  if (compact.includes(',') && compact.includes('.')) {
    // The last separator is the decimal one; the other groups thousands.
    normalized = compact.lastIndexOf(',') > compact.lastIndexOf('.') ? compact.replace(/\./g, '').replace(',', '.') : compact.replace(/,/g, '');
  } else if (compact.includes(',')) {
    normalized = compact.replace(',', '.');
  }
  return /^-?\d*\.?\d+$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** A text input holding a required number, validated by the contract's number schema. */
export function requiredNumberField<T extends z.ZodType>(inner: T) {
  // The inner schema accepts a number (it may also accept more, like z.coerce); the cast says only that.
  return z
    .string()
    .trim()
    .min(1, { error: messageKeys.required })
    .transform(parseLocaleNumber)
    .pipe(inner as unknown as z.ZodType<z.output<T>, number>);
}

/** A text input holding an optional number: empty means null. */
export function optionalNumberField<T extends z.ZodType>(inner: T) {
  return z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : parseLocaleNumber(value)))
    .pipe(inner as unknown as z.ZodType<z.output<T>, number | null>);
}
