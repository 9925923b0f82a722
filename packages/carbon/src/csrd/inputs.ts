/**
 * Validation of the calculator's answers, for the CSRD and for the BEGES. The assessments take answers
 * that passed these schemas.
 */
import { z } from 'zod';

/**
 * Messages are keys of the `errors` i18n namespace, the convention of packages/contracts, so the web shows
 * them in the user's language. This package depends on nothing of ours, hence the literal keys.
 */
export const csrdValidationMessages = {
  required: 'errors.field_required',
  invalid: 'errors.invalid_input',
  negative: 'errors.must_be_positive',
} as const;

function requiredOr(wrong: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? csrdValidationMessages.required : wrong);
}

/** Far above any real company, low enough to keep arithmetic and URLs sane. */
const MAX_HEADCOUNT = 10_000_000;
const MAX_TURNOVER_MEUR = 100_000_000;

/** An average headcount: may be fractional (an annual average), never negative. */
const headcountSchema = z
  .number({ error: requiredOr(csrdValidationMessages.invalid) })
  .min(0, { error: csrdValidationMessages.negative })
  .max(MAX_HEADCOUNT, { error: csrdValidationMessages.invalid });

/** Net turnover in millions of euros. */
const turnoverMeurSchema = z
  .number({ error: requiredOr(csrdValidationMessages.invalid) })
  .min(0, { error: csrdValidationMessages.negative })
  .max(MAX_TURNOVER_MEUR, { error: csrdValidationMessages.invalid });

const answerSchema = z.boolean({ error: requiredOr(csrdValidationMessages.invalid) });

export const establishmentSchema = z.enum(['eu', 'non-eu'], { error: requiredOr(csrdValidationMessages.invalid) });
export type Establishment = z.infer<typeof establishmentSchema>;

/** Which figures count: the company's own, or the consolidated figures of the group it heads. */
export const groupStructureSchema = z.enum(['standalone', 'parent', 'subsidiary'], { error: requiredOr(csrdValidationMessages.invalid) });
export type GroupStructure = z.infer<typeof groupStructureSchema>;

function requireWhen(context: z.RefinementCtx, present: boolean, path: string): void {
  if (!present) context.addIssue({ code: 'custom', path: [path], message: csrdValidationMessages.required });
}

/**
 * Conditional "required" checks also run when other fields already failed, so a form shows every missing
 * answer at once. The refinements below only compare values, which is safe on a partly invalid object.
 */
const alsoWhenOtherFieldsFail = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/**
 * An undertaking established in the EU (articles 19a and 29a). `financialHolding` is asked of parents
 * only and `coveredByParentReport` of subsidiaries only; the refinement makes each required there.
 */
export const euUndertakingInputSchema = z
  .object({
    establishment: z.literal('eu'),
    structure: groupStructureSchema,
    /** Average number of employees during the financial year (consolidated for a parent). */
    employees: headcountSchema,
    /** Net turnover of the financial year in EUR million (consolidated for a parent). */
    netTurnoverMeur: turnoverMeurSchema,
    /** Transferable securities admitted to trading on an EU regulated market. */
    listedOnEuRegulatedMarket: answerSchema,
    /** Already published a CSRD sustainability statement for FY2024 (wave 1). */
    reportedForFy2024: answerSchema,
    /** Parent only: a financial holding undertaking (exempted by Omnibus I). */
    financialHolding: answerSchema.optional(),
    /** Subsidiary only: included in its parent's consolidated sustainability statement. */
    coveredByParentReport: answerSchema.optional(),
  })
  .superRefine((input, context) => {
    if (input.structure === 'parent') requireWhen(context, input.financialHolding !== undefined, 'financialHolding');
    if (input.structure === 'subsidiary') requireWhen(context, input.coveredByParentReport !== undefined, 'coveredByParentReport');
  }, alsoWhenOtherFieldsFail);
export type EuUndertakingInput = z.infer<typeof euUndertakingInputSchema>;

/**
 * An undertaking, or the ultimate parent of a group, established outside the EU. Article 40a needs the EU
 * turnover of the last two financial years and the turnover of its largest EU subsidiary or branch; the
 * headcount, worldwide turnover and wave-1 answers matter only when its securities are listed in the EU.
 */
export const thirdCountryUndertakingInputSchema = z
  .object({
    establishment: z.literal('non-eu'),
    listedOnEuRegulatedMarket: answerSchema,
    /** Net turnover generated in the EU, last financial year, EUR million (group level if a group). */
    euTurnoverMeur: turnoverMeurSchema,
    /** The same for the financial year before. */
    euTurnoverPreviousYearMeur: turnoverMeurSchema,
    /** Net turnover of its largest EU subsidiary or EU branch in the last financial year, EUR million. */
    largestEuEntityTurnoverMeur: turnoverMeurSchema,
    employees: headcountSchema.optional(),
    netTurnoverMeur: turnoverMeurSchema.optional(),
    reportedForFy2024: answerSchema.optional(),
  })
  .superRefine((input, context) => {
    if (input.listedOnEuRegulatedMarket !== true) return;
    requireWhen(context, input.employees !== undefined, 'employees');
    requireWhen(context, input.netTurnoverMeur !== undefined, 'netTurnoverMeur');
    requireWhen(context, input.reportedForFy2024 !== undefined, 'reportedForFy2024');
  }, alsoWhenOtherFieldsFail);
export type ThirdCountryUndertakingInput = z.infer<typeof thirdCountryUndertakingInputSchema>;

/** With no recognised establishment the union reports on `establishment`: unanswered reads as required. */
function establishmentIssue(issue: { input?: unknown }): string {
  const input = issue.input;
  if (input === undefined || input === null) return csrdValidationMessages.required;
  const answer = typeof input === 'object' ? (input as { establishment?: unknown }).establishment : input;
  return answer === undefined || answer === null || answer === '' ? csrdValidationMessages.required : csrdValidationMessages.invalid;
}

export const csrdInputSchema = z.discriminatedUnion('establishment', [euUndertakingInputSchema, thirdCountryUndertakingInputSchema], {
  error: establishmentIssue,
});
export type CsrdInput = z.infer<typeof csrdInputSchema>;

/** Private-law legal person, other public-law legal person, or local authority (L.229-25 I 1° to 3°). */
export const begesEntitySchema = z.enum(['private', 'public-body', 'local-authority'], { error: requiredOr(csrdValidationMessages.invalid) });
export type BegesEntity = z.infer<typeof begesEntitySchema>;

/**
 * Communes and communautés de communes are covered above 50,000 inhabitants; the other authorities that
 * L.229-25 I 3° names (régions, départements, métropoles, communautés urbaines and d'agglomération) are
 * covered whatever their population.
 */
export const localAuthorityKindSchema = z.enum(['commune', 'other'], { error: requiredOr(csrdValidationMessages.invalid) });
export type LocalAuthorityKind = z.infer<typeof localAuthorityKindSchema>;

export const begesInputSchema = z
  .object({
    entity: begesEntitySchema,
    /** Staff working in metropolitan France (counted as in code du travail L.1111-2, R.229-46). */
    employeesMetropolitanFrance: headcountSchema.optional(),
    /** Staff working in the overseas regions and departments (Guadeloupe, Guyane, Martinique, La Réunion, Mayotte). */
    employeesOverseasFrance: headcountSchema.optional(),
    localAuthorityKind: localAuthorityKindSchema.optional(),
    inhabitants: z
      .number({ error: requiredOr(csrdValidationMessages.invalid) })
      .min(0, { error: csrdValidationMessages.negative })
      .max(100_000_000, { error: csrdValidationMessages.invalid })
      .optional(),
    /**
     * The first financial year of the entity's sustainability statement, or null when it publishes none:
     * R.229-47 makes significant indirect emissions (scope 3) mandatory only for private entities that
     * publish sustainability information. Filled from assessCsrd by the caller, not asked.
     */
    sustainabilityReportingFromYear: z.number().int().nullable().optional(),
  })
  .superRefine((input, context) => {
    if (input.entity === 'local-authority') {
      requireWhen(context, input.localAuthorityKind !== undefined, 'localAuthorityKind');
      if (input.localAuthorityKind === 'commune') requireWhen(context, input.inhabitants !== undefined, 'inhabitants');
      return;
    }
    requireWhen(context, input.employeesMetropolitanFrance !== undefined, 'employeesMetropolitanFrance');
    requireWhen(context, input.employeesOverseasFrance !== undefined, 'employeesOverseasFrance');
  }, alsoWhenOtherFieldsFail);
export type BegesInput = z.infer<typeof begesInputSchema>;
