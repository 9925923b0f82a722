/**
 * Who must publish a CSRD sustainability statement, and from which financial year: the rules of the public
 * CSRD calculator, as pure functions over validated answers (inputs.ts). The BEGES rules are in beges.ts.
 *
 * The law encoded is the law in force on LAW_AS_OF (law.ts):
 * - Directive 2013/34/EU (Accounting Directive) articles 19a, 29a and 40a as amended by the CSRD,
 *   Directive (EU) 2022/2464, and by Omnibus I, Directive (EU) 2026/470 (in force 18 March 2026,
 *   transposition due 19 March 2027);
 * - the application dates of Directive (EU) 2022/2464 article 5 as postponed by "stop-the-clock",
 *   Directive (EU) 2025/794.
 *
 * Nothing here is user-facing text: every answer is a rule id with parameters and legal-reference ids,
 * which the web translates, so the same result reads correctly in English and in French.
 */
import type { CsrdInput, EuUndertakingInput, ThirdCountryUndertakingInput } from './inputs.ts';
import { exceeds, type LegalReferenceId, type RuleMessage } from './law.ts';

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

/** "More than": the directive's limits are exceeded only by a strictly greater figure. */

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

/**
 * The sustainability-reporting start that R.229-47 looks at, from a CSRD assessment: the first financial
 * year when the CSRD applies (or applied, for a wave-1 transitional case), otherwise null.
 */
export function sustainabilityReportingFromYear(assessment: CsrdAssessment): number | null {
  return assessment.applies === true || assessment.applies === 'transitional' ? assessment.firstFinancialYear : null;
}
