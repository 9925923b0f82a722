import { z } from 'zod';

/**
 * Validation messages in the contracts are i18n keys of the `errors` namespace
 * (packages/i18n/locales/<lang>/errors.json), so the API and the web show the same
 * words in the user's language from one schema.
 */
export const messageKeys = {
  required: 'errors.field_required',
  invalid: 'errors.invalid_input',
  email: 'errors.invalid_email',
  passwordTooShort: 'errors.password_too_short',
  passwordOnlySpaces: 'errors.password_only_spaces',
  tooLong: 'errors.too_long',
  mustBePositive: 'errors.must_be_positive',
  year: 'errors.invalid_year',
  country: 'errors.invalid_country',
  currency: 'errors.invalid_currency',
  forbiddenCharacters: 'errors.forbidden_characters',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

/**
 * The message of a failed check: a missing value (undefined, null as JSON sends it, or the empty string of
 * an untouched select) is `requiredKey` ("required"); a value of the wrong kind (a number for a text...) is `wrongKey`.
 */
export function missingOr(wrongKey: string, requiredKey: string = messageKeys.required) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === '' ? requiredKey : wrongKey;
}

/**
 * The product's languages. The type is AppLocale of @carbon/i18n/locale; contracts depend only on zod, so the
 * list is repeated here, and apps/api/src/platform/locale-contract.test.ts checks that both stay equal.
 */
export const localeSchema = z.enum(['en', 'fr']);

export const idSchema = z.uuid({ error: missingOr(messageKeys.invalid) });

/**
 * Characters no one types into a form: C0 and C1 controls, DEL, and a UTF-16 half without its pair. PostgreSQL
 * refuses NUL in text and a lone surrogate has no UTF-8 encoding, so both would fail deep in the database or the
 * mailer instead of at the field. In `u` mode `\p{Cs}` matches only unpaired surrogates (an emoji is one code point).
 * A multi-line field (a textarea) keeps tab and its line breaks, CR LF included.
 */
const FORBIDDEN_SINGLE_LINE = /[\p{Cc}\p{Cs}]/u;
const FORBIDDEN_MULTI_LINE = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

export interface TextOptions {
  /** A textarea: tab and line breaks are allowed. */
  multiline?: boolean;
}

/**
 * The trimmed, bounded string every text field starts from, refusing the characters above. `typeError` words a
 * value that is not a string, a missing one included. Fields normally use `requiredText` or `optionalText`.
 */
export function plainText(
  max: number,
  {
    multiline = false,
    typeError = messageKeys.invalid,
  }: TextOptions & { typeError?: string | ((issue: { input?: unknown }) => string) } = {},
) {
  const forbidden = multiline ? FORBIDDEN_MULTI_LINE : FORBIDDEN_SINGLE_LINE;
  return z
    .string({ error: typeError })
    .trim()
    .max(max, { error: messageKeys.tooLong })
    .refine((value) => !forbidden.test(value), { error: messageKeys.forbiddenCharacters });
}

/**
 * A required trimmed text; empty after trimming counts as missing, worded by `requiredKey` ("This field is
 * required" unless the field has its own message).
 */
export function requiredText(
  max: number,
  { requiredKey = messageKeys.required, ...options }: TextOptions & { requiredKey?: string } = {},
) {
  // A blank value says only "required", not also what a longer minimum added after this one would say.
  return plainText(max, { ...options, typeError: missingOr(messageKeys.invalid, requiredKey) }).min(1, {
    error: requiredKey,
    abort: true,
  });
}

/** A trimmed text that may be empty. */
export function optionalText(max: number, options: TextOptions = {}) {
  return plainText(max, options);
}

/** ISO 3166-1 alpha-2, upper case. */
export const countryCodeSchema = z
  .string({ error: missingOr(messageKeys.country) })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: messageKeys.country });

/** ISO 4217, upper case. */
export const currencyCodeSchema = z
  .string({ error: missingOr(messageKeys.currency) })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: messageKeys.currency });

export const emailSchema = z
  .string({ error: missingOr(messageKeys.email) })
  .trim()
  .toLowerCase()
  .min(1, { error: messageKeys.required })
  .max(254, { error: messageKeys.tooLong })
  .pipe(z.email({ error: messageKeys.email }));

/**
 * The rules a new password can be checked against anywhere. The API adds those that need the account or a
 * dictionary too large for the browser (common passwords, the user's email and name: platform/passwords.ts).
 */
export const newPasswordSchema = z
  .string({ error: missingOr(messageKeys.invalid) })
  .min(PASSWORD_MIN_LENGTH, { error: messageKeys.passwordTooShort, abort: true })
  .max(256, { error: messageKeys.tooLong })
  .refine((value) => value.trim() !== '', { error: messageKeys.passwordOnlySpaces });

/** A reporting or selection year. */
export const yearSchema = z.coerce
  .number({ error: messageKeys.year })
  .int({ error: messageKeys.year })
  .min(1990, { error: messageKeys.year })
  .max(2100, { error: messageKeys.year });

/** Error bodies of the wire (DESIGN.md section 4). */
export const validationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export const errorResponseSchema = z.object({
  detail: z.union([z.string(), z.array(validationIssueSchema)]),
  code: z.string().optional(),
  /** Extra fields of a 403 `plan_limit` (entitlements.ts): the plan, the limit reached and what it limits. */
  plan: z.string().optional(),
  limit: z.number().int().optional(),
  resource: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** The body of a 204 answer, for endpoint descriptors: nothing. */
export const noContentSchema = z.null().describe('No content');
