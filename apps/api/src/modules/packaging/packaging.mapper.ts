import type { Packaging } from '@carbon/contracts/packaging';
import { toActivity } from '../ledger/ledger.mapper.ts';
import type { ActivityRecord } from '../ledger/ledger.service.ts';

/** The form's fields as the line's entry keeps them (its details), read back into the response. */
export type PackagingDetails = Omit<
  Packaging,
  'id' | 'company_id' | 'site_id' | 'period_year' | 'co2e_kg' | 'amount_eur' | 'entries'
> & {
  /** Set when the line's factor was typed or spread from a per-unit value; null when a library factor is copied. */
  factor_kg_co2e_per_kg: number | null;
};

export function toPackaging(record: ActivityRecord): Packaging {
  const activity = toActivity(record);
  const details = (record.entries[0]?.details ?? {}) as Partial<PackagingDetails>;
  return {
    ...activity,
    catalog_item_id: details.catalog_item_id ?? null,
    material: details.material ?? 'other',
    size: details.size ?? null,
    name: details.name ?? null,
    quantity_mode: details.quantity_mode ?? 'weight',
    units: details.units ?? null,
    unit_weight_kg: details.unit_weight_kg ?? null,
    total_weight_kg: details.total_weight_kg ?? null,
    weight_kg: details.weight_kg ?? record.entries[0]?.quantity ?? 0,
    recyclable: details.recyclable ?? false,
    recycled_content_percent: details.recycled_content_percent ?? null,
    region: details.region ?? null,
    factor_mode: details.factor_mode ?? 'auto',
    factor_origin: details.factor_origin ?? 'material',
    emission_factor_id: details.emission_factor_id ?? null,
    custom_factor: details.custom_factor ?? null,
    price_mode: details.price_mode ?? 'custom',
    price_eur: details.price_eur ?? null,
    estimated_eur_per_kg: details.estimated_eur_per_kg ?? null,
  };
}
