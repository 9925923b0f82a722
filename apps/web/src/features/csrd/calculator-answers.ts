import {
  assessBeges,
  assessCsrd,
  begesInputSchema,
  csrdInputSchema,
  sustainabilityReportingFromYear,
  type BegesAssessment,
  type BegesInput,
  type CsrdAssessment,
  type CsrdInput,
} from '@carbon/carbon/csrd';
import type { AppLocale } from '@carbon/i18n/locale';
import { parseLocaleNumber } from '@/lib/locale-number';

/**
 * The calculator's answers travel three ways: typed in the form (text, in the reader's number format),
 * kept in the URL query string (canonical, so a link reads the same in English and in French), and
 * handed to the rules of @carbon/carbon/csrd. This module converts between them; the rules validate.
 */

/** Every question of the form, as the text or radio value the form holds; '' when unanswered. */
export interface CalculatorFormValues {
  establishment: string;
  structure: string;
  financialHolding: string;
  coveredByParentReport: string;
  employees: string;
  netTurnoverMeur: string;
  listedOnEuRegulatedMarket: string;
  reportedForFy2024: string;
  euTurnoverMeur: string;
  euTurnoverPreviousYearMeur: string;
  largestEuEntityTurnoverMeur: string;
  entity: string;
  localAuthorityKind: string;
  employeesMetropolitanFrance: string;
  employeesOverseasFrance: string;
  inhabitants: string;
}

export type CalculatorField = keyof CalculatorFormValues;

/** BEGES answers as asked; the sustainability-reporting year is derived from the CSRD result. */
export type BegesAnswers = Omit<BegesInput, 'sustainabilityReportingFromYear'>;

export interface CalculatorAnswers {
  csrd: CsrdInput;
  beges: BegesAnswers;
}

export interface CalculatorResult {
  csrd: CsrdAssessment;
  beges: BegesAssessment;
}

export const emptyFormValues: CalculatorFormValues = {
  establishment: '',
  structure: '',
  financialHolding: '',
  coveredByParentReport: '',
  employees: '',
  netTurnoverMeur: '',
  listedOnEuRegulatedMarket: '',
  reportedForFy2024: '',
  euTurnoverMeur: '',
  euTurnoverPreviousYearMeur: '',
  largestEuEntityTurnoverMeur: '',
  entity: '',
  localAuthorityKind: '',
  employeesMetropolitanFrance: '',
  employeesOverseasFrance: '',
  inhabitants: '',
};

/** Short, readable query parameter names: shared links stay legible. */
export const queryParamOf: Record<CalculatorField, string> = {
  establishment: 'location',
  structure: 'structure',
  financialHolding: 'holding',
  coveredByParentReport: 'covered',
  employees: 'employees',
  netTurnoverMeur: 'turnover',
  listedOnEuRegulatedMarket: 'listed',
  reportedForFy2024: 'fy2024',
  euTurnoverMeur: 'euTurnover',
  euTurnoverPreviousYearMeur: 'euTurnoverPrev',
  largestEuEntityTurnoverMeur: 'euEntity',
  entity: 'entity',
  localAuthorityKind: 'authority',
  employeesMetropolitanFrance: 'staffMetro',
  employeesOverseasFrance: 'staffOverseas',
  inhabitants: 'inhabitants',
};

const calculatorFields = Object.keys(queryParamOf) as CalculatorField[];

const numberFields = new Set<CalculatorField>([
  'employees',
  'netTurnoverMeur',
  'euTurnoverMeur',
  'euTurnoverPreviousYearMeur',
  'largestEuEntityTurnoverMeur',
  'employeesMetropolitanFrance',
  'employeesOverseasFrance',
  'inhabitants',
]);

const yesNoFields = new Set<CalculatorField>(['financialHolding', 'coveredByParentReport', 'listedOnEuRegulatedMarket', 'reportedForFy2024']);

/**
 * The questions that apply to the answers given so far, in form order. Hidden questions keep whatever the
 * visitor typed before changing an earlier answer, but are neither validated nor put in the link.
 */
export function visibleFields(values: Pick<CalculatorFormValues, 'establishment' | 'structure' | 'listedOnEuRegulatedMarket' | 'entity' | 'localAuthorityKind'>): CalculatorField[] {
  const fields: CalculatorField[] = ['establishment'];
  if (values.establishment === 'eu') {
    fields.push('structure');
    if (values.structure === 'parent') fields.push('financialHolding');
    if (values.structure === 'subsidiary') fields.push('coveredByParentReport');
    fields.push('employees', 'netTurnoverMeur', 'listedOnEuRegulatedMarket', 'reportedForFy2024');
  } else if (values.establishment === 'non-eu') {
    fields.push('euTurnoverMeur', 'euTurnoverPreviousYearMeur', 'largestEuEntityTurnoverMeur', 'listedOnEuRegulatedMarket');
    if (values.listedOnEuRegulatedMarket === 'yes') fields.push('employees', 'netTurnoverMeur', 'reportedForFy2024');
  }
  fields.push('entity');
  if (values.entity === 'private' || values.entity === 'public-body') fields.push('employeesMetropolitanFrance', 'employeesOverseasFrance');
  if (values.entity === 'local-authority') {
    fields.push('localAuthorityKind');
    if (values.localAuthorityKind === 'commune') fields.push('inhabitants');
  }
  return fields;
}

const csrdFields = new Set<CalculatorField>([
  'establishment',
  'structure',
  'financialHolding',
  'coveredByParentReport',
  'employees',
  'netTurnoverMeur',
  'listedOnEuRegulatedMarket',
  'reportedForFy2024',
  'euTurnoverMeur',
  'euTurnoverPreviousYearMeur',
  'largestEuEntityTurnoverMeur',
]);

/** A number as the visitor typed it, in their language's notation ("1,000" is a thousand in English, "1 000" in French). */
export function parseNumberInput(raw: string, locale: AppLocale): number | undefined {
  return parseLocaleNumber(raw, locale) ?? undefined;
}

/** A number as the link holds it: plain digits and a decimal point, nothing else; anything else is invalid. */
function parseCanonicalNumber(raw: string): number | undefined {
  if (raw === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN;
}

function readAnswer(field: CalculatorField, raw: string, readNumber: (raw: string) => number | undefined): unknown {
  if (numberFields.has(field)) return readNumber(raw);
  if (raw === '') return undefined;
  if (yesNoFields.has(field)) {
    if (raw === 'yes') return true;
    if (raw === 'no') return false;
  }
  // Enum answers go through as they are; the schema rejects an unknown value.
  return raw;
}

export type ValidationOutcome =
  | { ok: true; answers: CalculatorAnswers }
  | { ok: false; errors: Partial<Record<CalculatorField, string>> };

function validate(values: CalculatorFormValues, readNumber: (raw: string) => number | undefined): ValidationOutcome {
  const csrdRaw: Record<string, unknown> = {};
  const begesRaw: Record<string, unknown> = {};
  for (const field of visibleFields(values)) {
    (csrdFields.has(field) ? csrdRaw : begesRaw)[field] = readAnswer(field, values[field], readNumber);
  }
  const csrd = csrdInputSchema.safeParse(csrdRaw);
  const beges = begesInputSchema.safeParse(begesRaw);
  if (csrd.success && beges.success) return { ok: true, answers: { csrd: csrd.data, beges: beges.data } };

  const errors: Partial<Record<CalculatorField, string>> = {};
  for (const issue of [...(csrd.error?.issues ?? []), ...(beges.error?.issues ?? [])]) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in emptyFormValues && !errors[field as CalculatorField]) {
      errors[field as CalculatorField] = issue.message;
    }
  }
  return { ok: false, errors };
}

/** The form's answers, numbers read in the reader's format. */
export function validateFormValues(values: CalculatorFormValues, locale: AppLocale): ValidationOutcome {
  return validate(values, (raw) => parseNumberInput(raw, locale));
}

function canonicalValue(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value : '';
}

/** The answers as a query string, in form order: only the questions asked, numbers in canonical form. */
export function answersToSearchParams(answers: CalculatorAnswers): URLSearchParams {
  const given: Partial<Record<CalculatorField, unknown>> = { ...answers.csrd, ...answers.beges };
  const values = { ...emptyFormValues };
  for (const field of calculatorFields) values[field] = canonicalValue(given[field]);
  const params = new URLSearchParams();
  for (const field of visibleFields(values)) {
    if (values[field] !== '') params.set(queryParamOf[field], values[field]);
  }
  return params;
}

export interface SearchParamsState {
  /** The answers found in the link, canonical text, '' where absent. */
  values: CalculatorFormValues;
  /** Whether the link carries any answer at all. */
  hasAnswers: boolean;
  outcome: ValidationOutcome;
}

/** Reads a shared or reloaded link back into answers; an incomplete link gives field errors, not a result. */
export function readSearchParams(params: URLSearchParams): SearchParamsState {
  const values = { ...emptyFormValues };
  let hasAnswers = false;
  for (const field of calculatorFields) {
    const raw = params.get(queryParamOf[field]);
    if (raw !== null) {
      values[field] = raw.trim();
      hasAnswers = true;
    }
  }
  return { values, hasAnswers, outcome: validate(values, parseCanonicalNumber) };
}

/** Canonical numbers shown in the form the reader's way (decimal comma in French). */
export function localizeFormValues(values: CalculatorFormValues, locale: AppLocale): CalculatorFormValues {
  if (locale === 'en') return values;
  const localized = { ...values };
  for (const field of numberFields) localized[field] = values[field].replace('.', ',');
  return localized;
}

export function assessAnswers(answers: CalculatorAnswers): CalculatorResult {
  const csrd = assessCsrd(answers.csrd);
  const beges = assessBeges({ ...answers.beges, sustainabilityReportingFromYear: sustainabilityReportingFromYear(csrd) });
  return { csrd, beges };
}
