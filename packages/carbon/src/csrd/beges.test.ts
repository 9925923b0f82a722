import { describe, expect, it } from 'vitest';
import { type BegesRuleId, assessBeges } from './beges.ts';
import { begesInputSchema, type BegesInput } from './inputs.ts';

interface BegesCase {
  name: string;
  input: BegesInput;
  applies: boolean;
  ruleId: BegesRuleId;
  periodYears: number | null;
}

const begesCases: BegesCase[] = [
  // L.229-25 I 1°: private legal persons with more than 500 staff; updated every 4 years.
  { name: '501 staff in metropolitan France', input: { entity: 'private', employeesMetropolitanFrance: 501, employeesOverseasFrance: 0 }, applies: true, ruleId: 'beges.in.private-over-500', periodYears: 4 },
  // L.229-25 I 1°: "plus de cinq cents": exactly 500 is not enough.
  { name: 'exactly 500 staff', input: { entity: 'private', employeesMetropolitanFrance: 500, employeesOverseasFrance: 0 }, applies: false, ruleId: 'beges.out.private-below', periodYears: null },
  // L.229-25 I: metropolitan and overseas staff are tested against their own limits, not added up.
  { name: '400 metropolitan + 200 overseas', input: { entity: 'private', employeesMetropolitanFrance: 400, employeesOverseasFrance: 200 }, applies: false, ruleId: 'beges.out.private-below', periodYears: null },
  // L.229-25 I 2°: more than 250 staff in the overseas regions and departments.
  { name: '251 overseas staff', input: { entity: 'private', employeesMetropolitanFrance: 0, employeesOverseasFrance: 251 }, applies: true, ruleId: 'beges.in.private-overseas-over-250', periodYears: 4 },
  // L.229-25 I 2°: exactly 250 overseas is not enough.
  { name: 'exactly 250 overseas staff', input: { entity: 'private', employeesMetropolitanFrance: 0, employeesOverseasFrance: 250 }, applies: false, ruleId: 'beges.out.private-below', periodYears: null },
  // L.229-25 I 3°: other public-law legal persons with more than 250 staff; updated every 3 years.
  { name: 'public body with 251 staff', input: { entity: 'public-body', employeesMetropolitanFrance: 251, employeesOverseasFrance: 0 }, applies: true, ruleId: 'beges.in.public-body-over-250', periodYears: 3 },
  // L.229-25 I 3°: exactly 250 public staff is not enough.
  { name: 'public body with 250 staff', input: { entity: 'public-body', employeesMetropolitanFrance: 250, employeesOverseasFrance: 0 }, applies: false, ruleId: 'beges.out.public-body-below', periodYears: null },
  // L.229-25 I 3°: communes and communautés de communes of more than 50,000 inhabitants.
  { name: 'commune of 50,001 inhabitants', input: { entity: 'local-authority', localAuthorityKind: 'commune', inhabitants: 50001 }, applies: true, ruleId: 'beges.in.commune-over-50000', periodYears: 3 },
  // L.229-25 I 3°: exactly 50,000 inhabitants is not enough.
  { name: 'commune of 50,000 inhabitants', input: { entity: 'local-authority', localAuthorityKind: 'commune', inhabitants: 50000 }, applies: false, ruleId: 'beges.out.commune-below', periodYears: null },
  // L.229-25 I 3°: régions, départements, métropoles, communautés urbaines and d'agglomération are named outright.
  { name: 'a région', input: { entity: 'local-authority', localAuthorityKind: 'other' }, applies: true, ruleId: 'beges.in.local-authority-named', periodYears: 3 },
];

describe('assessBeges', () => {
  it.each(begesCases)('$name', ({ input, applies, ruleId, periodYears }) => {
    expect(begesInputSchema.safeParse(input).success).toBe(true);
    const result = assessBeges(input);
    expect(result.applies).toBe(applies);
    expect(result.ruleId).toBe(ruleId);
    expect(result.periodYears).toBe(periodYears);
  });

  it('limits mandatory indirect emissions to energy for private entities without sustainability reporting (R.229-47)', () => {
    const input: BegesInput = { entity: 'private', employeesMetropolitanFrance: 800, employeesOverseasFrance: 0 };
    expect(assessBeges(input).emissionsScope).toEqual({ id: 'energy-indirect-only' });
    const reporting = assessBeges({ ...input, sustainabilityReportingFromYear: 2027 });
    expect(reporting.emissionsScope).toEqual({ id: 'energy-indirect-until-sustainability-reporting', params: { fromYear: 2027 } });
  });

  it('makes every significant indirect emission mandatory for public entities', () => {
    expect(assessBeges({ entity: 'public-body', employeesMetropolitanFrance: 300, employeesOverseasFrance: 0 }).emissionsScope).toEqual({
      id: 'all-significant-indirect',
    });
  });

  it('cites the sanctions of loi 2023-973 when it applies', () => {
    const result = assessBeges({ entity: 'private', employeesMetropolitanFrance: 501, employeesOverseasFrance: 0 });
    expect(result.legalReferences).toContain('fr-loi-2023-973');
    expect(result.notes).toContainEqual({ id: 'sanctions', params: { maxFineEur: 50000, maxRepeatFineEur: 100000 } });
  });
});

describe('begesInputSchema', () => {
  it('requires both staff counts of a private entity', () => {
    const result = begesInputSchema.safeParse({ entity: 'private', employeesMetropolitanFrance: 10 });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['employeesOverseasFrance'], message: 'errors.field_required' })]);
  });

  it('requires the population of a commune', () => {
    const result = begesInputSchema.safeParse({ entity: 'local-authority', localAuthorityKind: 'commune' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['inhabitants'], message: 'errors.field_required' })]);
  });

  it('rejects negative staff', () => {
    const result = begesInputSchema.safeParse({ entity: 'private', employeesMetropolitanFrance: -3, employeesOverseasFrance: 0 });
    expect(result.error?.issues[0]).toMatchObject({ path: ['employeesMetropolitanFrance'], message: 'errors.must_be_positive' });
  });
});
