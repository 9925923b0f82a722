import { describe, expect, it } from 'vitest';
import { assessCsrd, sustainabilityReportingFromYear, type CsrdApplies, type CsrdRuleId } from './csrd.ts';
import { csrdInputSchema, type CsrdInput, type EuUndertakingInput, type ThirdCountryUndertakingInput } from './inputs.ts';

function eu(overrides: Partial<EuUndertakingInput> = {}): CsrdInput {
  return {
    establishment: 'eu',
    structure: 'standalone',
    employees: 1200,
    netTurnoverMeur: 600,
    listedOnEuRegulatedMarket: false,
    reportedForFy2024: false,
    ...overrides,
  };
}

function nonEu(overrides: Partial<ThirdCountryUndertakingInput> = {}): CsrdInput {
  return {
    establishment: 'non-eu',
    listedOnEuRegulatedMarket: false,
    euTurnoverMeur: 500,
    euTurnoverPreviousYearMeur: 480,
    largestEuEntityTurnoverMeur: 250,
    ...overrides,
  };
}

interface CsrdCase {
  name: string;
  input: CsrdInput;
  applies: CsrdApplies;
  ruleId: CsrdRuleId;
  firstFinancialYear: number | null;
  firstReportPublishedIn: number | null;
}

const csrdCases: CsrdCase[] = [
  // Art. 19a as amended by Dir. (EU) 2026/470: >1,000 employees AND >EUR 450m; start FY2027 (Dir. 2025/794).
  { name: 'large EU standalone company', input: eu(), applies: true, ruleId: 'csrd.in.large-undertaking', firstFinancialYear: 2027, firstReportPublishedIn: 2028 },
  // Art. 19a: "more than 1,000": exactly 1,000 employees does not exceed the limit.
  { name: 'exactly 1,000 employees', input: eu({ employees: 1000 }), applies: false, ruleId: 'csrd.out.below-limits', firstFinancialYear: null, firstReportPublishedIn: null },
  // Art. 19a: 1,001 employees is the first headcount above the limit.
  { name: '1,001 employees', input: eu({ employees: 1001 }), applies: true, ruleId: 'csrd.in.large-undertaking', firstFinancialYear: 2027, firstReportPublishedIn: 2028 },
  // Art. 19a: an annual average may be fractional; 1,000.5 is more than 1,000.
  { name: '1,000.5 average employees', input: eu({ employees: 1000.5 }), applies: true, ruleId: 'csrd.in.large-undertaking', firstFinancialYear: 2027, firstReportPublishedIn: 2028 },
  // Art. 19a: "more than EUR 450 million": exactly 450 does not exceed the limit.
  { name: 'exactly EUR 450 million', input: eu({ netTurnoverMeur: 450 }), applies: false, ruleId: 'csrd.out.below-limits', firstFinancialYear: null, firstReportPublishedIn: null },
  // Art. 19a: EUR 450.01 million exceeds the limit.
  { name: 'EUR 450.01 million', input: eu({ netTurnoverMeur: 450.01 }), applies: true, ruleId: 'csrd.in.large-undertaking', firstFinancialYear: 2027, firstReportPublishedIn: 2028 },
  // Art. 19a: both limits at exactly their value: out of scope.
  { name: 'exactly both limits', input: eu({ employees: 1000, netTurnoverMeur: 450 }), applies: false, ruleId: 'csrd.out.below-limits', firstFinancialYear: null, firstReportPublishedIn: null },
  // Art. 19a after Omnibus I: both limits must be exceeded; many employees alone is not enough.
  { name: 'many employees, small turnover', input: eu({ employees: 5000, netTurnoverMeur: 300 }), applies: false, ruleId: 'csrd.out.below-limits', firstFinancialYear: null, firstReportPublishedIn: null },
  // Art. 19a after Omnibus I: a large turnover alone is not enough; the balance-sheet test is gone.
  { name: 'large turnover, few employees', input: eu({ employees: 400, netTurnoverMeur: 2000 }), applies: false, ruleId: 'csrd.out.below-limits', firstFinancialYear: null, firstReportPublishedIn: null },
  // Art. 29a: a parent is tested on consolidated figures; start FY2027 (Dir. 2025/794).
  { name: 'EU parent of a large group', input: eu({ structure: 'parent', financialHolding: false, employees: 3000, netTurnoverMeur: 900 }), applies: true, ruleId: 'csrd.in.large-group', firstFinancialYear: 2027, firstReportPublishedIn: 2028 },
  // Art. 29a: consolidated figures at exactly 1,000 employees: out of scope.
  { name: 'EU group with exactly 1,000 employees', input: eu({ structure: 'parent', financialHolding: false, employees: 1000, netTurnoverMeur: 900 }), applies: false, ruleId: 'csrd.out.below-limits', firstFinancialYear: null, firstReportPublishedIn: null },
  // Dir. (EU) 2026/470: financial holding undertakings are exempted.
  { name: 'financial holding parent', input: eu({ structure: 'parent', financialHolding: true, employees: 3000, netTurnoverMeur: 900 }), applies: 'exempt', ruleId: 'csrd.exempt.financial-holding', firstFinancialYear: null, firstReportPublishedIn: null },
  // Art. 19a(9): a subsidiary included in its parent's consolidated sustainability statement is exempted.
  { name: 'subsidiary covered by its parent', input: eu({ structure: 'subsidiary', coveredByParentReport: true }), applies: 'exempt', ruleId: 'csrd.exempt.subsidiary', firstFinancialYear: null, firstReportPublishedIn: null },
  // Art. 19a(9) last subparagraph: the exemption is not open to large undertakings listed on an EU regulated market.
  { name: 'listed subsidiary covered by its parent', input: eu({ structure: 'subsidiary', coveredByParentReport: true, listedOnEuRegulatedMarket: true }), applies: true, ruleId: 'csrd.in.large-undertaking', firstFinancialYear: 2027, firstReportPublishedIn: 2028 },
  // Art. 19a: a subsidiary not covered by its parent's statement reports on its own figures.
  { name: 'subsidiary not covered by its parent', input: eu({ structure: 'subsidiary', coveredByParentReport: false }), applies: true, ruleId: 'csrd.in.large-undertaking', firstFinancialYear: 2027, firstReportPublishedIn: 2028 },
  // Dir. 2022/2464 art. 5(2)(a): wave 1 (reported FY2024) still above the new limits keeps reporting.
  { name: 'wave 1 still above the limits', input: eu({ listedOnEuRegulatedMarket: true, reportedForFy2024: true, employees: 8000, netTurnoverMeur: 4000 }), applies: true, ruleId: 'csrd.in.wave-1-continuing', firstFinancialYear: 2024, firstReportPublishedIn: 2025 },
  // Dir. (EU) 2026/470 transitional provision: wave 1 below the limits may be exempted for FY2025 and FY2026.
  { name: 'wave 1 now below the limits', input: eu({ listedOnEuRegulatedMarket: true, reportedForFy2024: true, employees: 700, netTurnoverMeur: 200 }), applies: 'transitional', ruleId: 'csrd.transitional.wave-1-below-limits', firstFinancialYear: 2024, firstReportPublishedIn: 2025 },
  // Same transitional provision at the boundary: exactly 1,000 employees is below the limit.
  { name: 'wave 1 with exactly 1,000 employees', input: eu({ reportedForFy2024: true, employees: 1000, netTurnoverMeur: 5000 }), applies: 'transitional', ruleId: 'csrd.transitional.wave-1-below-limits', firstFinancialYear: 2024, firstReportPublishedIn: 2025 },
  // Dir. (EU) 2026/470: listed SMEs are removed; listing no longer brings a company into scope.
  { name: 'listed SME', input: eu({ listedOnEuRegulatedMarket: true, employees: 120, netTurnoverMeur: 30 }), applies: false, ruleId: 'csrd.out.listed-below-limits', firstFinancialYear: null, firstReportPublishedIn: null },
  // Dir. (EU) 2026/470: a listed large company at or below the limits is out of scope too.
  { name: 'listed company with 900 employees', input: eu({ listedOnEuRegulatedMarket: true, employees: 900, netTurnoverMeur: 800 }), applies: false, ruleId: 'csrd.out.listed-below-limits', firstFinancialYear: null, firstReportPublishedIn: null },
  // Art. 40a after Omnibus I: >EUR 450m EU turnover in each of the last two years and an EU entity >EUR 200m; FY2028.
  { name: 'non-EU group above both Art. 40a limits', input: nonEu(), applies: true, ruleId: 'csrd.in.third-country-group', firstFinancialYear: 2028, firstReportPublishedIn: 2029 },
  // Art. 40a: exactly EUR 450m of EU turnover does not exceed the limit.
  { name: 'non-EU group with exactly EUR 450m EU turnover', input: nonEu({ euTurnoverMeur: 450 }), applies: false, ruleId: 'csrd.out.third-country-below-limits', firstFinancialYear: null, firstReportPublishedIn: null },
  // Art. 40a: the EU turnover limit must be exceeded in each of the last two consecutive financial years.
  { name: 'non-EU group above the limit in one year only', input: nonEu({ euTurnoverMeur: 900, euTurnoverPreviousYearMeur: 440 }), applies: false, ruleId: 'csrd.out.third-country-below-limits', firstFinancialYear: null, firstReportPublishedIn: null },
  // Art. 40a: an EU subsidiary or branch with exactly EUR 200m does not exceed the limit.
  { name: 'non-EU group whose EU entity has exactly EUR 200m', input: nonEu({ largestEuEntityTurnoverMeur: 200 }), applies: false, ruleId: 'csrd.out.third-country-below-limits', firstFinancialYear: null, firstReportPublishedIn: null },
  // Art. 40a: EUR 200.5m for the EU entity exceeds the limit.
  { name: 'non-EU group whose EU entity has EUR 200.5m', input: nonEu({ largestEuEntityTurnoverMeur: 200.5 }), applies: true, ruleId: 'csrd.in.third-country-group', firstFinancialYear: 2028, firstReportPublishedIn: 2029 },
  // Transparency Dir. art. 4(5) with art. 29a limits: a large non-EU issuer on an EU regulated market, FY2027.
  { name: 'large non-EU issuer listed in the EU', input: nonEu({ listedOnEuRegulatedMarket: true, employees: 20000, netTurnoverMeur: 9000, reportedForFy2024: false }), applies: true, ruleId: 'csrd.in.third-country-issuer', firstFinancialYear: 2027, firstReportPublishedIn: 2028 },
  // Wave 1 continues for a non-EU issuer that reported FY2024 and stays above the limits.
  { name: 'non-EU issuer in wave 1', input: nonEu({ listedOnEuRegulatedMarket: true, employees: 20000, netTurnoverMeur: 9000, reportedForFy2024: true }), applies: true, ruleId: 'csrd.in.wave-1-continuing', firstFinancialYear: 2024, firstReportPublishedIn: 2025 },
  // A listed non-EU issuer below the limits still falls under Art. 40a when its EU figures pass it.
  { name: 'small non-EU issuer caught by Art. 40a', input: nonEu({ listedOnEuRegulatedMarket: true, employees: 800, netTurnoverMeur: 900, reportedForFy2024: false }), applies: true, ruleId: 'csrd.in.third-country-group', firstFinancialYear: 2028, firstReportPublishedIn: 2029 },
  // Non-EU company with little EU business: neither route applies.
  { name: 'small non-EU company', input: nonEu({ euTurnoverMeur: 40, euTurnoverPreviousYearMeur: 35, largestEuEntityTurnoverMeur: 10 }), applies: false, ruleId: 'csrd.out.third-country-below-limits', firstFinancialYear: null, firstReportPublishedIn: null },
];

describe('assessCsrd', () => {
  it('has at least 20 cases', () => {
    expect(csrdCases.length).toBeGreaterThanOrEqual(20);
  });

  it.each(csrdCases)('$name', ({ input, applies, ruleId, firstFinancialYear, firstReportPublishedIn }) => {
    // Every case is also a valid input, so the table doubles as a test of the schema.
    expect(csrdInputSchema.safeParse(input).success).toBe(true);
    const result = assessCsrd(input);
    expect(result.applies).toBe(applies);
    expect(result.ruleId).toBe(ruleId);
    expect(result.firstFinancialYear).toBe(firstFinancialYear);
    expect(result.firstReportPublishedIn).toBe(firstReportPublishedIn);
    expect(result.legalReferences.length).toBeGreaterThan(0);
    expect(result.reasons.length).toBeGreaterThan(0);
  });

  it('explains which limit was not exceeded, with the figures', () => {
    const result = assessCsrd(eu({ employees: 1000, netTurnoverMeur: 451 }));
    expect(result.reasons).toContainEqual({ id: 'employees-not-above', params: { employees: 1000, limit: 1000 } });
    expect(result.reasons).toContainEqual({ id: 'turnover-above', params: { turnoverMeur: 451, limitMeur: 450 } });
  });

  it('gives the wave-1 relief years and the year the undertaking leaves the scope', () => {
    const result = assessCsrd(eu({ reportedForFy2024: true, employees: 600, netTurnoverMeur: 100 }));
    expect(result.lastFinancialYear).toBe(2026);
    expect(result.transitionalNotes).toContainEqual({
      id: 'wave-1-transition-exemption',
      params: { fromYear: 2025, toYear: 2026, outOfScopeFromYear: 2027 },
    });
    expect(result.legalReferences).toContain('omnibus-directive');
  });

  it('tells companies up to 1,000 employees about the value-chain cap', () => {
    expect(assessCsrd(eu({ employees: 1000, netTurnoverMeur: 10 })).notes.map((n) => n.id)).toContain('value-chain-cap');
    expect(assessCsrd(eu({ employees: 1001, netTurnoverMeur: 10 })).notes.map((n) => n.id)).not.toContain('value-chain-cap');
  });

  it('reports under NESRS for Art. 40a groups and cites Art. 40a', () => {
    const result = assessCsrd(nonEu());
    expect(result.standard).toBe('nesrs');
    expect(result.legalReferences).toContain('accounting-directive-art-40a');
    expect(result.transitionalNotes.map((n) => n.id)).toContain('nesrs-pending');
  });

  it('gives the BEGES the year sustainability reporting starts, and none when out of scope', () => {
    expect(sustainabilityReportingFromYear(assessCsrd(eu()))).toBe(2027);
    expect(sustainabilityReportingFromYear(assessCsrd(eu({ reportedForFy2024: true, employees: 600, netTurnoverMeur: 100 })))).toBe(2024);
    expect(sustainabilityReportingFromYear(assessCsrd(eu({ employees: 10 })))).toBeNull();
  });

  it('cites the consolidated article for a parent and the individual one otherwise', () => {
    expect(assessCsrd(eu({ structure: 'parent', financialHolding: false })).legalReferences).toContain('accounting-directive-art-29a');
    expect(assessCsrd(eu()).legalReferences).toContain('accounting-directive-art-19a');
  });
});

describe('csrdInputSchema', () => {
  it('rejects negative numbers with the errors-namespace key', () => {
    const result = csrdInputSchema.safeParse(eu({ employees: -1 }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['employees'], message: 'errors.must_be_positive' });
  });

  it('reports missing answers as required', () => {
    const result = csrdInputSchema.safeParse({ establishment: 'eu', structure: 'standalone', employees: 10 });
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(byPath).toMatchObject({
      netTurnoverMeur: 'errors.field_required',
      listedOnEuRegulatedMarket: 'errors.field_required',
      reportedForFy2024: 'errors.field_required',
    });
  });

  it('asks parents about financial holding and subsidiaries about the parent statement', () => {
    const parent = csrdInputSchema.safeParse(eu({ structure: 'parent' }));
    expect(parent.error?.issues).toEqual([expect.objectContaining({ path: ['financialHolding'], message: 'errors.field_required' })]);
    const subsidiary = csrdInputSchema.safeParse(eu({ structure: 'subsidiary' }));
    expect(subsidiary.error?.issues).toEqual([expect.objectContaining({ path: ['coveredByParentReport'], message: 'errors.field_required' })]);
  });

  it('asks a listed non-EU company for its headcount, turnover and FY2024 answer', () => {
    const result = csrdInputSchema.safeParse(nonEu({ listedOnEuRegulatedMarket: true }));
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['employees', 'netTurnoverMeur', 'reportedForFy2024']);
  });

  it('requires the establishment', () => {
    expect(csrdInputSchema.safeParse({}).error?.issues[0]?.message).toBe('errors.field_required');
  });

  it('rejects NaN as an invalid number', () => {
    expect(csrdInputSchema.safeParse(eu({ netTurnoverMeur: Number.NaN })).error?.issues[0]?.message).toBe('errors.invalid_input');
  });
});

describe('validation of several missing answers at once', () => {
  it('lists a missing conditional answer beside other missing answers', () => {
    const result = csrdInputSchema.safeParse({ establishment: 'eu', structure: 'parent', listedOnEuRegulatedMarket: false, reportedForFy2024: false });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['employees', 'financialHolding', 'netTurnoverMeur']);
  });
});
