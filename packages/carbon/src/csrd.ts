/**
 * Who must publish a CSRD sustainability statement, from which financial year, and whether the French
 * BEGES (bilan des émissions de gaz à effet de serre) obligation applies: the rules of the public CSRD
 * calculator, as pure functions over validated answers.
 *
 * The law encoded is the law in force on LAW_AS_OF:
 * - Directive 2013/34/EU (Accounting Directive) articles 19a, 29a and 40a as amended by the CSRD,
 *   Directive (EU) 2022/2464, and by Omnibus I, Directive (EU) 2026/470 (in force 18 March 2026,
 *   transposition due 19 March 2027);
 * - the application dates of Directive (EU) 2022/2464 article 5 as postponed by "stop-the-clock",
 *   Directive (EU) 2025/794;
 * - Code de l'environnement L.229-25 and R.229-45 to R.229-50-1 for the BEGES.
 *
 * Nothing here is user-facing text: every answer is a rule id with parameters and legal-reference ids,
 * which the web translates, so the same result reads correctly in English and in French.
 */
import { z } from 'zod';

/** The date of the law this module encodes; the web shows it beside the disclaimer. */
export const LAW_AS_OF = '2026-11-21';

/**
 * Omnibus I scope test for EU undertakings and groups: both limits must be exceeded ("more than"),
 * so exactly 1,000 employees or exactly EUR 450 million is out of scope.
 */
export const CSRD_EMPLOYEES_LIMIT = 1000;
export const CSRD_NET_TURNOVER_LIMIT_MEUR = 450;
/** Article 40a after Omnibus I: EU net turnover of the non-EU group, and of its EU subsidiary or branch. */
export const THIRD_COUNTRY_EU_TURNOVER_LIMIT_MEUR = 450;
export const THIRD_COUNTRY_EU_ENTITY_TURNOVER_LIMIT_MEUR = 200;

/** Wave 1 (former NFRD public-interest entities) reports from FY2024; unchanged by stop-the-clock. */
export const WAVE_1_FIRST_FINANCIAL_YEAR = 2024;
/** Other large undertakings: FY2025 in Directive (EU) 2022/2464, postponed by two years by Directive (EU) 2025/794. */
export const LARGE_UNDERTAKINGS_FORMER_FIRST_FINANCIAL_YEAR = 2025;
export const LARGE_UNDERTAKINGS_FIRST_FINANCIAL_YEAR = 2027;
/** Article 40a groups: FY2028, unchanged by stop-the-clock and by Omnibus I. */
export const THIRD_COUNTRY_FIRST_FINANCIAL_YEAR = 2028;
/** Listed SMEs were due from FY2028 after stop-the-clock, before Omnibus I removed them. */
export const LISTED_SMES_FORMER_FIRST_FINANCIAL_YEAR = 2028;
/** Omnibus I lets Member States exempt wave-1 undertakings that fall out of scope for these two years. */
export const WAVE_1_TRANSITION_FINANCIAL_YEARS = [2025, 2026] as const;
export const OMNIBUS_TRANSPOSITION_DEADLINE = '2027-03-19';

/** L.229-25 I: "plus de cinq cents personnes", "plus de deux cent cinquante personnes", "plus de 50 000 habitants". */
export const BEGES_PRIVATE_EMPLOYEES_LIMIT = 500;
export const BEGES_PRIVATE_OVERSEAS_EMPLOYEES_LIMIT = 250;
export const BEGES_PUBLIC_STAFF_LIMIT = 250;
export const BEGES_LOCAL_AUTHORITY_INHABITANTS_LIMIT = 50_000;
export const BEGES_PRIVATE_PERIOD_YEARS = 4;
export const BEGES_PUBLIC_PERIOD_YEARS = 3;
/** L.229-25 as amended by loi n° 2023-973, art. 29. */
export const BEGES_MAX_FINE_EUR = 50_000;
export const BEGES_MAX_FINE_REPEAT_EUR = 100_000;

// ---------------------------------------------------------------------------------------------------
// Input validation
// ---------------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------------------------------

/** Legal texts the web names and links to, in the reader's language (article "19a" is "19 bis" in French). */
export type LegalReferenceId =
  | 'accounting-directive-art-19a'
  | 'accounting-directive-art-29a'
  | 'accounting-directive-subsidiary-exemption'
  | 'accounting-directive-art-40a'
  | 'transparency-directive-art-4'
  | 'csrd-directive-art-5'
  | 'stop-the-clock-directive'
  | 'omnibus-directive'
  | 'esrs-quick-fix-regulation'
  /** Ordonnance n° 2023-1142 with the dates of loi n° 2025-391: the French law until 2026/470 is transposed. */
  | 'fr-csrd-transposition'
  | 'fr-env-code-l229-25'
  | 'fr-env-code-r229-46'
  | 'fr-env-code-r229-47'
  | 'fr-env-code-r229-45-to-r229-50-1'
  | 'fr-decret-2022-982'
  | 'fr-loi-2023-973';

export type CsrdRuleId =
  /** Reported for FY2024 and still above both limits: reporting continues. */
  | 'csrd.in.wave-1-continuing'
  /** EU undertaking above both limits on its own figures. */
  | 'csrd.in.large-undertaking'
  /** EU parent above both limits on consolidated figures. */
  | 'csrd.in.large-group'
  /** Non-EU issuer with securities on an EU regulated market, above both limits. */
  | 'csrd.in.third-country-issuer'
  /** Non-EU group caught by article 40a. */
  | 'csrd.in.third-country-group'
  /** Reported for FY2024 but below the Omnibus I limits. */
  | 'csrd.transitional.wave-1-below-limits'
  /** Above the limits, but included in its parent's consolidated sustainability statement. */
  | 'csrd.exempt.subsidiary'
  /** Above the limits, but a financial holding undertaking. */
  | 'csrd.exempt.financial-holding'
  | 'csrd.out.below-limits'
  /** Listed, below the limits: listed SMEs and smaller listed companies are out since Omnibus I. */
  | 'csrd.out.listed-below-limits'
  | 'csrd.out.third-country-below-limits';

export type CsrdReasonId =
  | 'employees-above'
  | 'employees-not-above'
  | 'turnover-above'
  | 'turnover-not-above'
  | 'consolidated-figures'
  | 'individual-figures'
  | 'reported-fy2024'
  | 'listing-not-a-criterion'
  | 'listed-no-subsidiary-exemption'
  | 'covered-by-parent-report'
  | 'financial-holding'
  | 'third-country-issuer'
  | 'eu-turnover-above'
  | 'eu-turnover-not-above'
  | 'eu-entity-turnover-above'
  | 'eu-entity-turnover-not-above';

export type CsrdNoteId =
  /** Member States may exempt wave-1 undertakings now below the limits for FY2025 and FY2026. */
  | 'wave-1-transition-exemption'
  /** Wave-1 phase-ins extended by the ESRS "quick fix". */
  | 'wave-1-phase-ins'
  /** The FY2025 start of large undertakings was postponed to FY2027. */
  | 'stop-the-clock'
  /** Listed SMEs, due from FY2028, were removed. */
  | 'listed-smes-removed'
  | 'third-country-timing'
  /** A non-EU issuer may also fall under article 40a from FY2028. */
  | 'third-country-group-also'
  /** The EU subsidiaries of a non-EU group are assessed on their own as EU undertakings. */
  | 'eu-subsidiaries-assessed-separately'
  | 'financial-year-start'
  | 'limits-each-year'
  | 'subsidiary-exemption-conditions'
  | 'value-chain-cap'
  | 'vsme-voluntary'
  | 'limited-assurance'
  | 'esrs-revision-pending'
  | 'nesrs-pending'
  | 'transposition-pending';

export type RuleParams = Readonly<Record<string, number | string>>;

export interface RuleMessage<Id extends string> {
  id: Id;
  params?: RuleParams;
}

/** true: must report; false: out of scope; 'exempt': in scope but exempted; 'transitional': wave-1 relief. */
export type CsrdApplies = boolean | 'transitional' | 'exempt';

export type ReportingStandard = 'esrs' | 'nesrs' | 'vsme-voluntary';

export interface CsrdAssessment {
  applies: CsrdApplies;
  ruleId: CsrdRuleId;
  /** The first financial year reported on (financial years starting on or after 1 January of it). */
  firstFinancialYear: number | null;
  /** The calendar year the first sustainability statement is published, with the management report. */
  firstReportPublishedIn: number | null;
  /** For a transitional case: the last financial year that can still be due, before leaving the scope. */
  lastFinancialYear: number | null;
  /** The standard to report under; null when a parent's statement covers the undertaking. */
  standard: ReportingStandard | null;
  legalReferences: LegalReferenceId[];
  reasons: RuleMessage<CsrdReasonId>[];
  transitionalNotes: RuleMessage<CsrdNoteId>[];
  notes: RuleMessage<CsrdNoteId>[];
}

// ---------------------------------------------------------------------------------------------------
// CSRD
// ---------------------------------------------------------------------------------------------------

/** "More than": the directive's limits are exceeded only by a strictly greater figure. */
function exceeds(value: number, limit: number): boolean {
  return value > limit;
}

function sizeReasons(employees: number, turnoverMeur: number): RuleMessage<CsrdReasonId>[] {
  return [
    {
      id: exceeds(employees, CSRD_EMPLOYEES_LIMIT) ? 'employees-above' : 'employees-not-above',
      params: { employees, limit: CSRD_EMPLOYEES_LIMIT },
    },
    {
      id: exceeds(turnoverMeur, CSRD_NET_TURNOVER_LIMIT_MEUR) ? 'turnover-above' : 'turnover-not-above',
      params: { turnoverMeur, limitMeur: CSRD_NET_TURNOVER_LIMIT_MEUR },
    },
  ];
}

function aboveSizeLimits(employees: number, turnoverMeur: number): boolean {
  return exceeds(employees, CSRD_EMPLOYEES_LIMIT) && exceeds(turnoverMeur, CSRD_NET_TURNOVER_LIMIT_MEUR);
}

const pendingNotes: RuleMessage<CsrdNoteId>[] = [
  { id: 'esrs-revision-pending' },
  { id: 'transposition-pending', params: { deadline: OMNIBUS_TRANSPOSITION_DEADLINE } },
];

function wave1TransitionNote(): RuleMessage<CsrdNoteId> {
  const [from, to] = WAVE_1_TRANSITION_FINANCIAL_YEARS;
  return { id: 'wave-1-transition-exemption', params: { fromYear: from, toYear: to, outOfScopeFromYear: LARGE_UNDERTAKINGS_FIRST_FINANCIAL_YEAR } };
}

function outOfScopeNotes(employees: number | undefined): RuleMessage<CsrdNoteId>[] {
  const notes: RuleMessage<CsrdNoteId>[] = [{ id: 'vsme-voluntary' }];
  // Omnibus I value-chain cap: only undertakings up to 1,000 employees may refuse requests beyond VSME.
  if (employees !== undefined && !exceeds(employees, CSRD_EMPLOYEES_LIMIT)) {
    notes.push({ id: 'value-chain-cap', params: { limit: CSRD_EMPLOYEES_LIMIT } });
  }
  notes.push({ id: 'limits-each-year' });
  return notes;
}

function notInScope(
  ruleId: CsrdRuleId,
  applies: false | 'exempt',
  legalReferences: LegalReferenceId[],
  reasons: RuleMessage<CsrdReasonId>[],
  transitionalNotes: RuleMessage<CsrdNoteId>[],
  notes: RuleMessage<CsrdNoteId>[],
): CsrdAssessment {
  return {
    applies,
    ruleId,
    firstFinancialYear: null,
    firstReportPublishedIn: null,
    lastFinancialYear: null,
    standard: ruleId === 'csrd.exempt.subsidiary' ? null : 'vsme-voluntary',
    legalReferences,
    reasons,
    transitionalNotes,
    notes,
  };
}

function inScope(
  ruleId: CsrdRuleId,
  firstFinancialYear: number,
  standard: ReportingStandard,
  legalReferences: LegalReferenceId[],
  reasons: RuleMessage<CsrdReasonId>[],
  transitionalNotes: RuleMessage<CsrdNoteId>[],
  notes: RuleMessage<CsrdNoteId>[],
): CsrdAssessment {
  return {
    applies: true,
    ruleId,
    firstFinancialYear,
    firstReportPublishedIn: firstFinancialYear + 1,
    lastFinancialYear: null,
    standard,
    legalReferences,
    reasons,
    transitionalNotes,
    notes,
  };
}

function wave1Transitional(
  legalReferences: LegalReferenceId[],
  reasons: RuleMessage<CsrdReasonId>[],
  notes: RuleMessage<CsrdNoteId>[],
): CsrdAssessment {
  const lastFinancialYear = WAVE_1_TRANSITION_FINANCIAL_YEARS[WAVE_1_TRANSITION_FINANCIAL_YEARS.length - 1] ?? null;
  return {
    applies: 'transitional',
    ruleId: 'csrd.transitional.wave-1-below-limits',
    firstFinancialYear: WAVE_1_FIRST_FINANCIAL_YEAR,
    firstReportPublishedIn: WAVE_1_FIRST_FINANCIAL_YEAR + 1,
    lastFinancialYear,
    standard: 'esrs',
    legalReferences,
    reasons: [...reasons, { id: 'reported-fy2024', params: { year: WAVE_1_FIRST_FINANCIAL_YEAR } }],
    transitionalNotes: [wave1TransitionNote(), ...pendingNotes],
    notes,
  };
}

function assessEuUndertaking(input: EuUndertakingInput): CsrdAssessment {
  const consolidated = input.structure === 'parent';
  const article: LegalReferenceId = consolidated ? 'accounting-directive-art-29a' : 'accounting-directive-art-19a';
  const reasons: RuleMessage<CsrdReasonId>[] = [
    { id: consolidated ? 'consolidated-figures' : 'individual-figures' },
    ...sizeReasons(input.employees, input.netTurnoverMeur),
  ];
  const baseReferences: LegalReferenceId[] = [article, 'omnibus-directive'];

  if (!aboveSizeLimits(input.employees, input.netTurnoverMeur)) {
    if (input.reportedForFy2024) return wave1Transitional([...baseReferences, 'fr-csrd-transposition'], reasons, outOfScopeNotes(input.employees));
    if (input.listedOnEuRegulatedMarket) {
      return notInScope(
        'csrd.out.listed-below-limits',
        false,
        [...baseReferences, 'transparency-directive-art-4'],
        [...reasons, { id: 'listing-not-a-criterion' }],
        [{ id: 'listed-smes-removed', params: { formerFirstYear: LISTED_SMES_FORMER_FIRST_FINANCIAL_YEAR } }],
        outOfScopeNotes(input.employees),
      );
    }
    return notInScope('csrd.out.below-limits', false, baseReferences, reasons, [], outOfScopeNotes(input.employees));
  }

  if (consolidated && input.financialHolding === true) {
    // A wave-1 holding leaves the scope like any wave-1 undertaking the new rules no longer catch.
    const transitional = input.reportedForFy2024 ? [wave1TransitionNote()] : [];
    return notInScope(
      'csrd.exempt.financial-holding',
      'exempt',
      baseReferences,
      [...reasons, { id: 'financial-holding' }],
      [...transitional, ...pendingNotes],
      [{ id: 'vsme-voluntary' }],
    );
  }

  if (input.structure === 'subsidiary' && input.coveredByParentReport === true) {
    // Article 19a(9) keeps excluding large undertakings whose securities are on an EU regulated market.
    if (!input.listedOnEuRegulatedMarket) {
      return notInScope(
        'csrd.exempt.subsidiary',
        'exempt',
        [...baseReferences, 'accounting-directive-subsidiary-exemption'],
        [...reasons, { id: 'covered-by-parent-report' }],
        pendingNotes,
        [{ id: 'subsidiary-exemption-conditions' }, { id: 'limits-each-year' }],
      );
    }
    reasons.push({ id: 'listed-no-subsidiary-exemption' });
    baseReferences.push('accounting-directive-subsidiary-exemption');
  }

  const inScopeNotes: RuleMessage<CsrdNoteId>[] = [{ id: 'limited-assurance' }];
  if (input.reportedForFy2024) {
    return inScope(
      'csrd.in.wave-1-continuing',
      WAVE_1_FIRST_FINANCIAL_YEAR,
      'esrs',
      [...baseReferences, 'csrd-directive-art-5', 'esrs-quick-fix-regulation', 'fr-csrd-transposition'],
      [...reasons, { id: 'reported-fy2024', params: { year: WAVE_1_FIRST_FINANCIAL_YEAR } }],
      [{ id: 'wave-1-phase-ins' }, ...pendingNotes],
      inScopeNotes,
    );
  }
  return inScope(
    consolidated ? 'csrd.in.large-group' : 'csrd.in.large-undertaking',
    LARGE_UNDERTAKINGS_FIRST_FINANCIAL_YEAR,
    'esrs',
    [...baseReferences, 'csrd-directive-art-5', 'stop-the-clock-directive', 'fr-csrd-transposition'],
    reasons,
    [
      { id: 'stop-the-clock', params: { firstYear: LARGE_UNDERTAKINGS_FIRST_FINANCIAL_YEAR, formerFirstYear: LARGE_UNDERTAKINGS_FORMER_FIRST_FINANCIAL_YEAR } },
      { id: 'financial-year-start', params: { date: `${LARGE_UNDERTAKINGS_FIRST_FINANCIAL_YEAR}-01-01` } },
      ...pendingNotes,
    ],
    [...inScopeNotes, { id: 'limits-each-year' }],
  );
}

function assessThirdCountryUndertaking(input: ThirdCountryUndertakingInput): CsrdAssessment {
  const euTurnoverAbove =
    exceeds(input.euTurnoverMeur, THIRD_COUNTRY_EU_TURNOVER_LIMIT_MEUR) &&
    exceeds(input.euTurnoverPreviousYearMeur, THIRD_COUNTRY_EU_TURNOVER_LIMIT_MEUR);
  const euEntityAbove = exceeds(input.largestEuEntityTurnoverMeur, THIRD_COUNTRY_EU_ENTITY_TURNOVER_LIMIT_MEUR);
  const groupCaught = euTurnoverAbove && euEntityAbove;
  const groupReasons: RuleMessage<CsrdReasonId>[] = [
    {
      id: euTurnoverAbove ? 'eu-turnover-above' : 'eu-turnover-not-above',
      params: {
        turnoverMeur: input.euTurnoverMeur,
        previousTurnoverMeur: input.euTurnoverPreviousYearMeur,
        limitMeur: THIRD_COUNTRY_EU_TURNOVER_LIMIT_MEUR,
      },
    },
    {
      id: euEntityAbove ? 'eu-entity-turnover-above' : 'eu-entity-turnover-not-above',
      params: { turnoverMeur: input.largestEuEntityTurnoverMeur, limitMeur: THIRD_COUNTRY_EU_ENTITY_TURNOVER_LIMIT_MEUR },
    },
  ];
  const groupReferences: LegalReferenceId[] = ['accounting-directive-art-40a', 'omnibus-directive', 'csrd-directive-art-5'];
  const subsidiariesNote: RuleMessage<CsrdNoteId> = { id: 'eu-subsidiaries-assessed-separately' };
  const alsoGroupNote: RuleMessage<CsrdNoteId>[] = groupCaught
    ? [{ id: 'third-country-group-also', params: { firstYear: THIRD_COUNTRY_FIRST_FINANCIAL_YEAR } }]
    : [];

  // A non-EU issuer on an EU regulated market reports through the Transparency Directive, on the same
  // size limits as EU undertakings; the schema guarantees the figures when listed.
  if (input.listedOnEuRegulatedMarket && input.employees !== undefined && input.netTurnoverMeur !== undefined) {
    const issuerReasons: RuleMessage<CsrdReasonId>[] = [
      { id: 'third-country-issuer' },
      { id: 'consolidated-figures' },
      ...sizeReasons(input.employees, input.netTurnoverMeur),
    ];
    const issuerReferences: LegalReferenceId[] = ['transparency-directive-art-4', 'accounting-directive-art-29a', 'omnibus-directive'];
    if (aboveSizeLimits(input.employees, input.netTurnoverMeur)) {
      if (input.reportedForFy2024) {
        return inScope(
          'csrd.in.wave-1-continuing',
          WAVE_1_FIRST_FINANCIAL_YEAR,
          'esrs',
          [...issuerReferences, 'csrd-directive-art-5', 'esrs-quick-fix-regulation'],
          [...issuerReasons, { id: 'reported-fy2024', params: { year: WAVE_1_FIRST_FINANCIAL_YEAR } }],
          [{ id: 'wave-1-phase-ins' }, ...pendingNotes],
          [{ id: 'limited-assurance' }, ...alsoGroupNote, subsidiariesNote],
        );
      }
      return inScope(
        'csrd.in.third-country-issuer',
        LARGE_UNDERTAKINGS_FIRST_FINANCIAL_YEAR,
        'esrs',
        [...issuerReferences, 'csrd-directive-art-5', 'stop-the-clock-directive'],
        issuerReasons,
        [
          { id: 'stop-the-clock', params: { firstYear: LARGE_UNDERTAKINGS_FIRST_FINANCIAL_YEAR, formerFirstYear: LARGE_UNDERTAKINGS_FORMER_FIRST_FINANCIAL_YEAR } },
          { id: 'financial-year-start', params: { date: `${LARGE_UNDERTAKINGS_FIRST_FINANCIAL_YEAR}-01-01` } },
          ...pendingNotes,
        ],
        [{ id: 'limited-assurance' }, ...alsoGroupNote, subsidiariesNote],
      );
    }
    if (input.reportedForFy2024) {
      return wave1Transitional(issuerReferences, [...issuerReasons, ...groupReasons], [...alsoGroupNote, subsidiariesNote]);
    }
  }

  if (groupCaught) {
    return inScope(
      'csrd.in.third-country-group',
      THIRD_COUNTRY_FIRST_FINANCIAL_YEAR,
      'nesrs',
      groupReferences,
      groupReasons,
      [
        { id: 'third-country-timing', params: { firstYear: THIRD_COUNTRY_FIRST_FINANCIAL_YEAR, publishedIn: THIRD_COUNTRY_FIRST_FINANCIAL_YEAR + 1 } },
        { id: 'nesrs-pending' },
        { id: 'transposition-pending', params: { deadline: OMNIBUS_TRANSPOSITION_DEADLINE } },
      ],
      [{ id: 'limited-assurance' }, subsidiariesNote],
    );
  }

  const listedReasons: RuleMessage<CsrdReasonId>[] =
    input.listedOnEuRegulatedMarket && input.employees !== undefined && input.netTurnoverMeur !== undefined
      ? [{ id: 'third-country-issuer' }, ...sizeReasons(input.employees, input.netTurnoverMeur)]
      : [];
  return notInScope(
    'csrd.out.third-country-below-limits',
    false,
    input.listedOnEuRegulatedMarket ? [...groupReferences, 'transparency-directive-art-4'] : groupReferences,
    [...listedReasons, ...groupReasons],
    [],
    [subsidiariesNote, ...outOfScopeNotes(input.employees)],
  );
}

/**
 * Whether the CSRD applies, under which rule, and from which financial year. Takes answers that passed
 * csrdInputSchema; the web validates first and shows field errors otherwise.
 */
export function assessCsrd(input: CsrdInput): CsrdAssessment {
  return input.establishment === 'eu' ? assessEuUndertaking(input) : assessThirdCountryUndertaking(input);
}

// ---------------------------------------------------------------------------------------------------
// BEGES (Code de l'environnement L.229-25)
// ---------------------------------------------------------------------------------------------------

export type BegesRuleId =
  | 'beges.in.private-over-500'
  | 'beges.in.private-overseas-over-250'
  | 'beges.in.public-body-over-250'
  | 'beges.in.local-authority-named'
  | 'beges.in.commune-over-50000'
  | 'beges.out.private-below'
  | 'beges.out.public-body-below'
  | 'beges.out.commune-below';

export type BegesReasonId =
  | 'france-staff-above'
  | 'france-staff-not-above'
  | 'overseas-staff-above'
  | 'overseas-staff-not-above'
  | 'public-staff-above'
  | 'public-staff-not-above'
  | 'local-authority-named'
  | 'inhabitants-above'
  | 'inhabitants-not-above';

export type BegesNoteId =
  | 'transition-plan'
  | 'ademe-platform'
  | 'reporting-year'
  | 'sanctions'
  | 'consolidated-group-option'
  | 'climate-plan-integration'
  | 'independent-of-csrd';

/**
 * Which emissions must be counted (R.229-47): every significant indirect emission (scope 3) for public
 * entities and for private entities that publish sustainability information; for other private entities
 * only the indirect emissions of purchased electricity, heat and steam (scope 2) are mandatory.
 */
export type BegesEmissionsScopeId = 'all-significant-indirect' | 'energy-indirect-until-sustainability-reporting' | 'energy-indirect-only';

export interface BegesAssessment {
  applies: boolean;
  ruleId: BegesRuleId;
  /** Years between two updates of the BEGES and its transition plan, when it applies. */
  periodYears: number | null;
  emissionsScope: RuleMessage<BegesEmissionsScopeId> | null;
  legalReferences: LegalReferenceId[];
  reasons: RuleMessage<BegesReasonId>[];
  notes: RuleMessage<BegesNoteId>[];
}

function begesNotes(entity: BegesEntity): RuleMessage<BegesNoteId>[] {
  const notes: RuleMessage<BegesNoteId>[] = [
    { id: 'transition-plan' },
    { id: 'ademe-platform' },
    { id: 'reporting-year' },
    { id: 'sanctions', params: { maxFineEur: BEGES_MAX_FINE_EUR, maxRepeatFineEur: BEGES_MAX_FINE_REPEAT_EUR } },
  ];
  if (entity === 'private') notes.push({ id: 'consolidated-group-option' }, { id: 'independent-of-csrd' });
  if (entity === 'local-authority') notes.push({ id: 'climate-plan-integration' });
  return notes;
}

const begesReferences: LegalReferenceId[] = ['fr-env-code-l229-25', 'fr-env-code-r229-46', 'fr-env-code-r229-47', 'fr-decret-2022-982'];

function begesApplies(
  entity: BegesEntity,
  ruleId: BegesRuleId,
  reasons: RuleMessage<BegesReasonId>[],
  emissionsScope: RuleMessage<BegesEmissionsScopeId>,
): BegesAssessment {
  return {
    applies: true,
    ruleId,
    periodYears: entity === 'private' ? BEGES_PRIVATE_PERIOD_YEARS : BEGES_PUBLIC_PERIOD_YEARS,
    emissionsScope,
    legalReferences: [...begesReferences, 'fr-env-code-r229-45-to-r229-50-1', 'fr-loi-2023-973'],
    reasons,
    notes: begesNotes(entity),
  };
}

function begesOut(ruleId: BegesRuleId, reasons: RuleMessage<BegesReasonId>[]): BegesAssessment {
  return { applies: false, ruleId, periodYears: null, emissionsScope: null, legalReferences: ['fr-env-code-l229-25', 'fr-env-code-r229-46'], reasons, notes: [] };
}

function privateEmissionsScope(fromYear: number | null | undefined): RuleMessage<BegesEmissionsScopeId> {
  if (fromYear === null || fromYear === undefined) return { id: 'energy-indirect-only' };
  return { id: 'energy-indirect-until-sustainability-reporting', params: { fromYear } };
}

/**
 * Whether the French BEGES obligation applies. "Plus de" is strict here too. For private entities the
 * 500 limit of L.229-25 I 1° is tested on the staff in metropolitan France and the 250 limit of
 * L.229-25 I 2° on the staff of the overseas regions and departments, each on its own (as ADEME's
 * guidance reads it); public bodies count all their staff.
 */
export function assessBeges(input: BegesInput): BegesAssessment {
  const metropolitan = input.employeesMetropolitanFrance ?? 0;
  const overseas = input.employeesOverseasFrance ?? 0;
  const franceStaff = metropolitan + overseas;

  if (input.entity === 'private') {
    const franceAbove = exceeds(metropolitan, BEGES_PRIVATE_EMPLOYEES_LIMIT);
    const overseasAbove = exceeds(overseas, BEGES_PRIVATE_OVERSEAS_EMPLOYEES_LIMIT);
    const reasons: RuleMessage<BegesReasonId>[] = [
      { id: franceAbove ? 'france-staff-above' : 'france-staff-not-above', params: { staff: metropolitan, limit: BEGES_PRIVATE_EMPLOYEES_LIMIT } },
      { id: overseasAbove ? 'overseas-staff-above' : 'overseas-staff-not-above', params: { staff: overseas, limit: BEGES_PRIVATE_OVERSEAS_EMPLOYEES_LIMIT } },
    ];
    const scope = privateEmissionsScope(input.sustainabilityReportingFromYear);
    if (franceAbove) return begesApplies('private', 'beges.in.private-over-500', reasons, scope);
    if (overseasAbove) return begesApplies('private', 'beges.in.private-overseas-over-250', reasons, scope);
    return begesOut('beges.out.private-below', reasons);
  }

  if (input.entity === 'public-body') {
    const above = exceeds(franceStaff, BEGES_PUBLIC_STAFF_LIMIT);
    const reasons: RuleMessage<BegesReasonId>[] = [
      { id: above ? 'public-staff-above' : 'public-staff-not-above', params: { staff: franceStaff, limit: BEGES_PUBLIC_STAFF_LIMIT } },
    ];
    return above
      ? begesApplies('public-body', 'beges.in.public-body-over-250', reasons, { id: 'all-significant-indirect' })
      : begesOut('beges.out.public-body-below', reasons);
  }

  if (input.localAuthorityKind !== 'commune') {
    return begesApplies('local-authority', 'beges.in.local-authority-named', [{ id: 'local-authority-named' }], { id: 'all-significant-indirect' });
  }
  const inhabitants = input.inhabitants ?? 0;
  const above = exceeds(inhabitants, BEGES_LOCAL_AUTHORITY_INHABITANTS_LIMIT);
  const reasons: RuleMessage<BegesReasonId>[] = [
    { id: above ? 'inhabitants-above' : 'inhabitants-not-above', params: { inhabitants, limit: BEGES_LOCAL_AUTHORITY_INHABITANTS_LIMIT } },
  ];
  return above
    ? begesApplies('local-authority', 'beges.in.commune-over-50000', reasons, { id: 'all-significant-indirect' })
    : begesOut('beges.out.commune-below', reasons);
}

/**
 * The sustainability-reporting start that R.229-47 looks at, from a CSRD assessment: the first financial
 * year when the CSRD applies (or applied, for a wave-1 transitional case), otherwise null.
 */
export function sustainabilityReportingFromYear(assessment: CsrdAssessment): number | null {
  return assessment.applies === true || assessment.applies === 'transitional' ? assessment.firstFinancialYear : null;
}
