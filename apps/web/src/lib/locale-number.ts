import { messageKeys } from '@carbon/contracts/common';
import { intlLocale, type AppLocale } from '@carbon/i18n/locale';
import { z } from 'zod';

/**
 * Numbers typed and shown in the user's language (UI.md, "Numbers in and out follow the locale"):
 * English "1,200.5", French "1 200,5". Every numeric field of every form goes through this module,
 * through components/ui/number-input.tsx.
 */

/** Spaces that group thousands: the regular space, the no-break space and the narrow no-break space Intl writes in French. */
const SPACES = ' \u00a0\u202f';
/** Grouping characters each language accepts; apostrophes (Swiss style) are read in both. */
const groupingChars: Record<AppLocale, string> = { en: `,${SPACES}'’`, fr: `.${SPACES}'’` };
const decimalChar: Record<AppLocale, string> = { en: '.', fr: ',' };

function escapeClass(chars: string): string {
  return chars.replace(/[\\\]^-]/g, '\\$&');
}

/** Digits, grouped by threes with the language's separators, or plain. */
function integerPattern(grouping: string): RegExp {
  return new RegExp(`^(\\d+|\\d{1,3}([${escapeClass(grouping)}]\\d{3})+)$`);
}
const integerPatterns: Record<AppLocale, RegExp> = { en: integerPattern(groupingChars.en), fr: integerPattern(groupingChars.fr) };
const dotGroupedInteger = /^\d{1,3}(\.\d{3})+$/;

/**
 * Reads what the user typed: null when empty, NaN when it is not a number in their language, else
 * the number. English groups with commas (and spaces) and uses a decimal point: "1,200.5". French
 * groups with spaces (or dots) and uses a decimal comma: "1 200,5"; a lone dot that does not group
 * by threes is read as a decimal point ("1.5"), since number pads type one. Groups must be of three
 * digits, so an English "1,5" is refused rather than read as fifteen.
 */
export function parseLocaleNumber(raw: string, locale: AppLocale): number | null {
  const text = raw.trim();
  if (text === '') return null;
  // Intl writes negatives with a minus sign in some locales; accept it as well as the hyphen.
  const negative = /^[-\u2212]/.test(text);
  const body = negative ? text.slice(1).trimStart() : text;

  let decimal = decimalChar[locale];
  if (locale === 'fr' && !body.includes(',') && body.includes('.') && !dotGroupedInteger.test(body)) decimal = '.';
  const parts = body.split(decimal);
  if (parts.length > 2) return Number.NaN;
  const [integerPart = '', fraction] = parts;
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return Number.NaN;
  // ".5" is half; "" alone is not a number.
  if (integerPart === '' ? fraction === undefined : !integerPatterns[locale].test(integerPart)) return Number.NaN;

  const digits = integerPart.replace(/\D/g, '') || '0';
  const value = Number(`${digits}${fraction === undefined ? '' : `.${fraction}`}`);
  return negative ? -value : value;
}

const displayFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number as the field shows it back: the language's grouping and decimal mark, and every decimal
 * the value has (no rounding, no exponent), so that saving unchanged stores the same value.
 * Years and codes pass `grouping: false` ("2025", not "2,025").
 */
export function formatLocaleNumber(value: number, locale: AppLocale, { grouping = true }: { grouping?: boolean } = {}): string {
  const key = `${locale}:${grouping}`;
  let format = displayFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[locale], { useGrouping: grouping, maximumFractionDigits: 20 });
    displayFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * Form schemas for number fields. The number input gives the form a number, null when empty, or NaN
 * for text that is not a number; these turn the last two into the field's translated message
 * ("This field is required", "Invalid input") before the contract's own rule applies.
 */
export function requiredNumber<T extends z.ZodType>(inner: T, requiredMessage: string = messageKeys.required) {
  return z
    .number({ error: messageKeys.invalid })
    .nullable()
    .pipe(z.number({ error: requiredMessage }).pipe(acceptingNumbers(inner)));
}

export function optionalNumber<T extends z.ZodType>(inner: T) {
  return z.number({ error: messageKeys.invalid }).pipe(acceptingNumbers(inner)).nullable();
}

/** The contract's schema accepts a number (it may accept more, like z.coerce); the cast says only that. */
function acceptingNumbers<T extends z.ZodType>(inner: T) {
  return inner as unknown as z.ZodType<z.output<T>, number>;
}
