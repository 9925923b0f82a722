/**
 * Whether the French BEGES (bilan des émissions de gaz à effet de serre) obligation applies: Code de
 * l'environnement L.229-25 and R.229-45 to R.229-50-1, as in force on LAW_AS_OF.
 */
import type { BegesEntity, BegesInput } from './inputs.ts';
import { exceeds, type LegalReferenceId, type RuleMessage } from './law.ts';

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
