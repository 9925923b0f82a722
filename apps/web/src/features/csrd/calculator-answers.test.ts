import { describe, expect, it } from 'vitest';
import {
  answersToSearchParams,
  assessAnswers,
  emptyFormValues,
  localizeFormValues,
  parseNumberInput,
  readSearchParams,
  validateFormValues,
  type CalculatorAnswers,
} from './calculator-answers';

const answerSets: [string, CalculatorAnswers][] = [
  [
    'EU parent of a group, private company in France',
    {
      csrd: {
        establishment: 'eu',
        structure: 'parent',
        financialHolding: false,
        employees: 1200.5,
        netTurnoverMeur: 450.01,
        listedOnEuRegulatedMarket: true,
        reportedForFy2024: false,
      },
      beges: { entity: 'private', employeesMetropolitanFrance: 420, employeesOverseasFrance: 120 },
    },
  ],
  [
    'EU subsidiary covered by its parent',
    {
      csrd: {
        establishment: 'eu',
        structure: 'subsidiary',
        coveredByParentReport: true,
        employees: 5000,
        netTurnoverMeur: 900,
        listedOnEuRegulatedMarket: false,
        reportedForFy2024: true,
      },
      beges: { entity: 'public-body', employeesMetropolitanFrance: 0, employeesOverseasFrance: 300 },
    },
  ],
  [
    'listed non-EU group, commune',
    {
      csrd: {
        establishment: 'non-eu',
        listedOnEuRegulatedMarket: true,
        euTurnoverMeur: 500,
        euTurnoverPreviousYearMeur: 480,
        largestEuEntityTurnoverMeur: 0,
        employees: 20000,
        netTurnoverMeur: 9000,
        reportedForFy2024: false,
      },
      beges: { entity: 'local-authority', localAuthorityKind: 'commune', inhabitants: 50001 },
    },
  ],
  [
    'unlisted non-EU group, région',
    {
      csrd: {
        establishment: 'non-eu',
        listedOnEuRegulatedMarket: false,
        euTurnoverMeur: 451,
        euTurnoverPreviousYearMeur: 452,
        largestEuEntityTurnoverMeur: 201,
      },
      beges: { entity: 'local-authority', localAuthorityKind: 'other' },
    },
  ],
];

describe('answers in the URL', () => {
  it.each(answerSets)('survive a round trip: %s', (_name, answers) => {
    const params = answersToSearchParams(answers);
    // Through the string form, as a reload or a shared link would carry it.
    const state = readSearchParams(new URLSearchParams(params.toString()));
    expect(state.hasAnswers).toBe(true);
    expect(state.outcome).toEqual({ ok: true, answers });
  });

  it('writes readable parameters, canonical numbers and yes/no', () => {
    const [, answers] = answerSets[0]!;
    expect(answersToSearchParams(answers).toString()).toBe(
      'location=eu&structure=parent&holding=no&employees=1200.5&turnover=450.01&listed=yes&fy2024=no&entity=private&staffMetro=420&staffOverseas=120',
    );
  });

  it('leaves out the questions the answers did not ask', () => {
    const params = answersToSearchParams(answerSets[3]![1]);
    expect(params.has('employees')).toBe(false);
    expect(params.has('fy2024')).toBe(false);
    expect(params.has('staffMetro')).toBe(false);
    expect(params.get('authority')).toBe('other');
  });

  it('gives the same result after the round trip', () => {
    for (const [, answers] of answerSets) {
      const state = readSearchParams(answersToSearchParams(answers));
      expect(state.outcome.ok && assessAnswers(state.outcome.answers)).toEqual(assessAnswers(answers));
    }
  });

  it('reports a hand-edited link with a negative or malformed number under its field', () => {
    const state = readSearchParams(new URLSearchParams('location=eu&structure=standalone&employees=-5&turnover=1e9&listed=no&fy2024=no&entity=private&staffMetro=1&staffOverseas=0'));
    expect(state.outcome).toEqual({ ok: false, errors: { employees: 'errors.must_be_positive', netTurnoverMeur: 'errors.invalid_input' } });
  });

  it('marks missing answers of an incomplete link as required', () => {
    const state = readSearchParams(new URLSearchParams('location=eu&employees=2000'));
    expect(state.hasAnswers).toBe(true);
    expect(state.outcome.ok).toBe(false);
    expect(!state.outcome.ok && state.outcome.errors).toMatchObject({
      structure: 'errors.field_required',
      netTurnoverMeur: 'errors.field_required',
      entity: 'errors.field_required',
    });
  });

  it('knows an empty link carries no answer', () => {
    expect(readSearchParams(new URLSearchParams()).hasAnswers).toBe(false);
  });
});

describe('numbers typed in the form', () => {
  it.each([
    ['1000', 'en', 1000],
    ['1,000', 'en', 1000],
    ['1,000.5', 'en', 1000.5],
    ['1 000', 'fr', 1000],
    ['1\u202f000,5', 'fr', 1000.5],
    ['1.000', 'fr', 1000],
    ['1,5', 'fr', 1.5],
    ['450,01', 'fr', 450.01],
    ['', 'en', undefined],
  ] as const)('reads %j in %s as %s', (raw, locale, expected) => {
    expect(parseNumberInput(raw, locale)).toBe(expected);
  });

  it('treats text as an invalid number, not as a missing one', () => {
    expect(parseNumberInput('a lot', 'en')).toBeNaN();
  });

  it('validates the form the reader typed, in French', () => {
    const outcome = validateFormValues(
      {
        ...emptyFormValues,
        establishment: 'eu',
        structure: 'standalone',
        employees: '1 001',
        netTurnoverMeur: '450,5',
        listedOnEuRegulatedMarket: 'no',
        reportedForFy2024: 'no',
        entity: 'private',
        employeesMetropolitanFrance: '600',
        employeesOverseasFrance: '0',
        // A hidden question keeps its value but is not validated.
        financialHolding: 'maybe',
      },
      'fr',
    );
    expect(outcome.ok && outcome.answers.csrd).toEqual({
      establishment: 'eu',
      structure: 'standalone',
      employees: 1001,
      netTurnoverMeur: 450.5,
      listedOnEuRegulatedMarket: false,
      reportedForFy2024: false,
    });
  });

  it('shows canonical numbers with a decimal comma in French', () => {
    expect(localizeFormValues({ ...emptyFormValues, netTurnoverMeur: '450.5', establishment: 'eu' }, 'fr')).toMatchObject({
      netTurnoverMeur: '450,5',
      establishment: 'eu',
    });
  });
});
