import { z } from 'zod';
import { idSchema, messageKeys, missingOr, noContentSchema, optionalText, yearSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { positiveNumber, scope3MessageKeys } from './freight.ts';
import {
  activityFields,
  entryIdParamsSchema,
  listActivitiesQuerySchema,
  SHARES_TOTAL_TOLERANCE,
} from './ledger.ts';

/**
 * Employee commuting (scope 3 category 7), written as one ledger activity of kind 'commuting' with one line per
 * mode: from a headcount and a mode split, or from an employee survey (one row per employee). The modes repeat
 * @carbon/carbon/commuting; a test checks both lists are equal.
 *
 * Survey CSV format (header row required, comma or semicolon separated, UTF-8):
 *   mode,one_way_km,days_per_week
 *   car_petrol,12.5,4
 * `mode` one of COMMUTING_MODES, `one_way_km` ≥ 0 (decimal point or comma), `days_per_week` 0–7 days on site.
 */
export const COMMUTING_MODES = [
  'car_petrol',
  'car_diesel',
  'car_electric',
  'bus',
  'train',
  'metro_tram',
  'bike',
  'walk',
] as const;
export type CommutingModeDto = (typeof COMMUTING_MODES)[number];
export const commutingModeSchema = z.enum(COMMUTING_MODES, { error: missingOr(messageKeys.invalid) });

const count = (max: number) =>
  z
    .number({ error: missingOr(messageKeys.invalid) })
    .int({ error: messageKeys.invalid })
    .min(0, { error: messageKeys.mustBePositive })
    .max(max, { error: messageKeys.invalid });

const shareSchema = z
  .number({ error: messageKeys.invalid })
  .min(0, { error: messageKeys.mustBePositive })
  .max(100, { error: 'errors.invalid_percentage' });

export const modeSplitSchema = z.partialRecord(commutingModeSchema, shareSchema, {
  error: missingOr(messageKeys.invalid),
});

const splitFields = {
  site_id: idSchema,
  period_year: yearSchema,
  employees: count(10_000_000).refine((n) => n > 0, { error: scope3MessageKeys.greaterThanZero }),
  working_days: count(366),
  remote_days: count(366).default(0),
  one_way_km: positiveNumber(),
  mode_split_percent: modeSplitSchema,
  label: optionalText(200).default(''),
};

function checkSplit(
  value: { working_days: number; remote_days: number; mode_split_percent: Partial<Record<string, number>> },
  context: z.RefinementCtx,
) {
  if (value.remote_days > value.working_days) {
    context.addIssue({ code: 'custom', path: ['remote_days'], message: scope3MessageKeys.remoteDaysTooMany });
  }
  const total = Object.values(value.mode_split_percent).reduce<number>((sum, share) => sum + (share ?? 0), 0);
  if (Math.abs(total - 100) > SHARES_TOTAL_TOLERANCE) {
    context.addIssue({
      code: 'custom',
      path: ['mode_split_percent'],
      message: scope3MessageKeys.modeSplitTotal,
    });
  }
}

export const createCommutingInputSchema = z
  .object({ company_id: idSchema, ...splitFields })
  .superRefine(checkSplit);
export type CreateCommutingInput = z.infer<typeof createCommutingInputSchema>;
export const updateCommutingInputSchema = z.object(splitFields).superRefine(checkSplit);
export type UpdateCommutingInput = z.infer<typeof updateCommutingInputSchema>;

export const surveyRowSchema = z.object({
  mode: commutingModeSchema,
  one_way_km: z
    .number({ error: missingOr(messageKeys.invalid) })
    .min(0, { error: messageKeys.mustBePositive })
    .max(10_000, { error: messageKeys.invalid }),
  days_per_week: z
    .number({ error: missingOr(messageKeys.invalid) })
    .min(0, { error: messageKeys.mustBePositive })
    .max(7, { error: messageKeys.invalid }),
});
export type SurveyRow = z.infer<typeof surveyRowSchema>;

/** An employee survey: the rows as JSON, or the CSV file's text (format above); exactly one of the two. */
export const commutingSurveyInputSchema = z
  .object({
    company_id: idSchema,
    site_id: idSchema,
    period_year: yearSchema,
    working_weeks: z
      .number({ error: messageKeys.invalid })
      .gt(0, { error: scope3MessageKeys.greaterThanZero })
      .max(53, { error: messageKeys.invalid })
      .default(47),
    rows: z.array(surveyRowSchema).max(100_000, { error: messageKeys.tooLong }).optional(),
    csv: z.string({ error: messageKeys.invalid }).max(5_000_000, { error: messageKeys.tooLong }).optional(),
    label: optionalText(200).default(''),
  })
  .superRefine((value, context) => {
    if ((value.rows === undefined) === (value.csv === undefined)) {
      context.addIssue({ code: 'custom', path: ['csv'], message: scope3MessageKeys.surveySourceExclusive });
    } else if (value.rows?.length === 0) {
      context.addIssue({ code: 'custom', path: ['rows'], message: scope3MessageKeys.surveyEmpty });
    }
  });
export type CommutingSurveyInput = z.infer<typeof commutingSurveyInputSchema>;

export const commutingSchema = z.object({
  ...activityFields,
  method: z.enum(['split', 'survey']),
  employees: z.number().nullable(),
  working_days: z.number().nullable(),
  remote_days: z.number().nullable(),
  one_way_km: z.number().nullable(),
  mode_split_percent: z.record(z.string(), z.number()).nullable(),
  /** Survey: answers counted and the working weeks a year their days a week were multiplied by. */
  respondents: z.number().nullable(),
  working_weeks: z.number().nullable(),
  passenger_km_by_mode: z.record(z.string(), z.number()),
  label: z.string(),
});
export type Commuting = z.infer<typeof commutingSchema>;
export const commutingListSchema = z.object({ items: z.array(commutingSchema) });
export type CommutingList = z.infer<typeof commutingListSchema>;

export const commutingEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/commuting',
    auth: 'bearer',
    tags: ['scope3'],
    summary: "The year's commuting records (scope 3 category 7), oldest first",
    query: listActivitiesQuerySchema,
    success: { status: 200, schema: commutingListSchema },
    errors: [401, 404, 422],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/commuting',
    auth: 'bearer',
    tags: ['scope3'],
    summary:
      'Record commuting from a headcount, days on site, distance and mode split (owner, admin or editor)',
    body: createCommutingInputSchema,
    success: { status: 201, schema: commutingSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  survey: defineEndpoint({
    method: 'POST',
    path: '/commuting/survey',
    auth: 'bearer',
    tags: ['scope3'],
    summary: 'Record commuting from an employee survey: CSV text or JSON rows (owner, admin or editor)',
    body: commutingSurveyInputSchema,
    success: { status: 201, schema: commutingSchema },
    errors: [400, 401, 403, 404, 413, 422],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/commuting/:id',
    auth: 'bearer',
    tags: ['scope3'],
    summary: 'A commuting record',
    params: entryIdParamsSchema,
    success: { status: 200, schema: commutingSchema },
    errors: [401, 404, 422],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/commuting/:id',
    auth: 'bearer',
    tags: ['scope3'],
    summary: 'Replace a commuting record with a mode split (owner, admin or editor)',
    params: entryIdParamsSchema,
    body: updateCommutingInputSchema,
    success: { status: 200, schema: commutingSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/commuting/:id',
    auth: 'bearer',
    tags: ['scope3'],
    summary: 'Delete a commuting record (owner, admin or editor)',
    params: entryIdParamsSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [401, 403, 404, 422],
  }),
};
