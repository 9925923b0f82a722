import type { AccountingCategory } from '@carbon/carbon/taxonomy';
import type { FactorPartKind, LedgerFactor } from '@carbon/carbon/ledger';
import { isUnitCode } from '@carbon/carbon/units';
import type {
  AccountingCategoryDto,
  Activity,
  CustomFactorInput,
  Distribution,
  Entry,
} from '@carbon/contracts/ledger';
import type { AppLocale } from '@carbon/i18n/locale';
import type { EntryRow, FactorCopy, FactorSourceRow, ShareRow } from './ledger.repository.ts';

const PART_KINDS: ReadonlySet<string> = new Set<FactorPartKind>([
  'combustion',
  'upstream',
  'transmission_distribution_losses',
  'other',
]);

/** The source written on an entry whose factor was typed with it rather than chosen from emission_factors. */
export const CUSTOM_FACTOR_SOURCE = 'custom';

export function toAccountingCategory(category: AccountingCategory): AccountingCategoryDto {
  return {
    key: category.key,
    scope: category.scope,
    scope3_category: category.scope3Category,
    beges_item: category.begesItem,
    name_en: category.nameEn,
    name_fr: category.nameFr,
    derived_only: category.derivedOnly,
  };
}

/** Stored parts ([{ kind, kg_co2e_per_unit, factor_key? }]) as the entry keeps them: kind and value only. */
function storedParts(parts: unknown): { kind: string; kg_co2e_per_unit: number }[] | null {
  if (!Array.isArray(parts)) return null;
  return parts
    .filter(
      (part): part is { kind: string; kg_co2e_per_unit: number } =>
        typeof part === 'object' &&
        part !== null &&
        typeof (part as { kind?: unknown }).kind === 'string' &&
        typeof (part as { kg_co2e_per_unit?: unknown }).kg_co2e_per_unit === 'number',
    )
    .map((part) => ({ kind: part.kind, kg_co2e_per_unit: part.kg_co2e_per_unit }));
}

/** What an entry copies of a factor of the library or of the company. */
export function factorCopyOf(factor: FactorSourceRow): FactorCopy {
  return {
    factorId: factor.id,
    factorSource: factor.source,
    factorDatasetVersion: factor.datasetVersion,
    factorNameEn: factor.nameEn,
    factorNameFr: factor.nameFr,
    factorKgCo2ePerUnit: factor.kgCo2ePerUnit,
    factorUnit: factor.unit,
    factorUncertaintyPercent: factor.uncertaintyPercent,
    factorEnergyBasis: factor.energyBasis,
    factorParts: storedParts(factor.parts),
  };
}

export function customFactorCopy(input: CustomFactorInput): FactorCopy {
  const name = input.name?.trim() || null;
  return {
    factorId: null,
    factorSource: CUSTOM_FACTOR_SOURCE,
    factorDatasetVersion: null,
    factorNameEn: name,
    factorNameFr: name,
    factorKgCo2ePerUnit: input.kg_co2e_per_unit,
    factorUnit: input.unit,
    factorUncertaintyPercent: input.uncertainty_percent ?? null,
    factorEnergyBasis: null,
    factorParts: null,
  };
}

/** Whether two copies would compute the same entry (the names and version do not change a value). */
export function sameFactorValues(a: FactorCopy, b: FactorCopy): boolean {
  return (
    a.factorKgCo2ePerUnit === b.factorKgCo2ePerUnit &&
    a.factorUnit === b.factorUnit &&
    a.factorUncertaintyPercent === b.factorUncertaintyPercent &&
    a.factorEnergyBasis === b.factorEnergyBasis &&
    JSON.stringify(storedParts(a.factorParts)) === JSON.stringify(storedParts(b.factorParts))
  );
}

/** The copy as the engine reads it; null when its unit is not one the engine knows. */
export function ledgerFactorOf(copy: FactorCopy): LedgerFactor | null {
  if (!isUnitCode(copy.factorUnit)) return null;
  return {
    kgCo2ePerUnit: copy.factorKgCo2ePerUnit,
    unit: copy.factorUnit,
    energyBasis: copy.factorEnergyBasis,
    uncertaintyPercent: copy.factorUncertaintyPercent,
    parts: (storedParts(copy.factorParts) ?? []).map((part) => ({
      kind: PART_KINDS.has(part.kind) ? (part.kind as FactorPartKind) : 'other',
      kgCo2ePerUnit: part.kg_co2e_per_unit,
    })),
  };
}

export function toDistribution(shares: readonly ShareRow[]): Distribution | null {
  const first = shares[0];
  if (!first) return null;
  return {
    criterion: first.criterion,
    shares: shares.map((share) => ({
      target_type: share.targetType,
      target_id: share.targetId,
      share_percent: share.sharePercent,
    })),
  };
}

function factorName(row: EntryRow, lang: AppLocale): string | null {
  return lang === 'fr' ? (row.factorNameFr ?? row.factorNameEn) : (row.factorNameEn ?? row.factorNameFr);
}

export function toEntry(row: EntryRow, shares: readonly ShareRow[], lang: AppLocale): Entry {
  return {
    id: row.id,
    company_id: row.companyId,
    site_id: row.siteId,
    period_year: row.periodYear,
    category: row.category,
    scope: row.scope as Entry['scope'],
    scope3_category: row.scope3Category,
    beges_item: row.begesItem,
    quantity: row.quantity,
    unit: row.unit,
    co2e_kg: row.co2eKg,
    co2e_kg_market: row.co2eKgMarket,
    uncertainty_percent: row.uncertaintyPercent,
    factor: {
      id: row.factorId,
      source: row.factorSource,
      dataset_version: row.factorDatasetVersion,
      name: factorName(row, lang),
      kg_co2e_per_unit: row.factorKgCo2ePerUnit,
      unit: row.factorUnit,
      uncertainty_percent: row.factorUncertaintyPercent,
      energy_basis: row.factorEnergyBasis,
      parts: storedParts(row.factorParts),
    },
    conversion: row.conversion as Entry['conversion'],
    label: row.label,
    details: (row.details ?? {}) as Record<string, unknown>,
    market_factor_kg_co2e_per_kwh: row.marketFactorKgCo2ePerKwh,
    derived_from_entry_id: row.derivedFromEntryId,
    activity_id: row.activityId,
    activity_kind: row.activityKind,
    amount_eur: row.amountEur,
    distribution: toDistribution(shares),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The fields every form's answer shares (contracts `activityFields`); a form spreads its own inputs beside them. */
export function toActivity(record: {
  id: string;
  companyId: string;
  siteId: string;
  periodYear: number;
  co2eKg: number;
  amountEur: number | null;
  entries: Entry[];
}): Activity {
  return {
    id: record.id,
    company_id: record.companyId,
    site_id: record.siteId,
    period_year: record.periodYear,
    co2e_kg: record.co2eKg,
    amount_eur: record.amountEur,
    entries: record.entries,
  };
}
