import { messageKeys } from '@carbon/contracts/common';
import {
  FACTOR_MODES,
  PACKAGING_MATERIALS,
  PRICE_MODES,
  QUANTITY_MODES,
  packagingMessageKeys,
  packagingRequiredFields,
  type Packaging,
  type PackagingInput,
  type PackagingMaterial,
} from '@carbon/contracts/packaging';
import type { CatalogSearchItem } from '@carbon/contracts/product-catalog';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { fieldOfIssue } from '@/lib/errors';
import { optionalNumber } from '@/lib/locale-number';

const positive = z.number({ error: messageKeys.invalid }).gt(0, { error: packagingMessageKeys.positiveNumber }).max(1e12, { error: messageKeys.invalid });
const nonNegative = z.number({ error: messageKeys.invalid }).min(0, { error: messageKeys.mustBePositive }).max(1e12, { error: messageKeys.invalid });
const percent = z
  .number({ error: messageKeys.invalid })
  .min(0, { error: messageKeys.mustBePositive })
  .max(100, { error: packagingMessageKeys.percentage });

/** The packaging form on the contract's rules (packagingRequiredFields): the API's messages, checked before sending. */
export const packagingFormSchema = z
  .object({
    catalog_item_id: z.string(),
    material: z.string(),
    size: z.string().max(100, { error: messageKeys.tooLong }),
    name: z.string().max(200, { error: messageKeys.tooLong }),
    quantity_mode: z.enum(QUANTITY_MODES),
    units: optionalNumber(positive),
    unit_weight_kg: optionalNumber(positive),
    total_weight_kg: optionalNumber(positive),
    recyclable: z.boolean(),
    recycled_content_percent: optionalNumber(percent),
    region: z.string().max(100, { error: messageKeys.tooLong }),
    factor_mode: z.enum(FACTOR_MODES),
    emission_factor_id: z.string(),
    custom_factor_value: optionalNumber(nonNegative),
    custom_factor_per: z.enum(['kg', 'unit']),
    price_mode: z.enum(PRICE_MODES),
    price_eur: optionalNumber(nonNegative),
  })
  .superRefine((value, context) => {
    if (!(PACKAGING_MATERIALS as readonly string[]).includes(value.material)) {
      context.addIssue({ code: 'custom', path: ['material'], message: packagingMessageKeys.materialRequired });
    }
    const issues = packagingRequiredFields({
      ...value,
      emission_factor_id: value.emission_factor_id || null,
      custom_factor: value.custom_factor_value,
    });
    for (const issue of issues) {
      const path = issue.path === 'custom_factor' ? 'custom_factor_value' : issue.path;
      context.addIssue({ code: 'custom', path: [path], message: issue.message });
    }
  });
export type PackagingFormInput = z.input<typeof packagingFormSchema>;
export type PackagingFormOutput = z.output<typeof packagingFormSchema>;

export function packagingFormDefaults(line: Packaging | null): PackagingFormInput {
  return {
    catalog_item_id: line?.catalog_item_id ?? '',
    material: line?.material ?? '',
    size: line?.size ?? '',
    name: line?.name ?? '',
    quantity_mode: line?.quantity_mode ?? 'units',
    units: line?.quantity_mode === 'units' ? line.units : null,
    unit_weight_kg: line?.unit_weight_kg ?? null,
    total_weight_kg: line?.total_weight_kg ?? null,
    recyclable: line?.recyclable ?? false,
    recycled_content_percent: line?.recycled_content_percent ?? null,
    region: line?.region ?? '',
    factor_mode: line?.factor_mode ?? 'auto',
    emission_factor_id: line?.emission_factor_id ?? '',
    custom_factor_value: line?.custom_factor?.kg_co2e_per_unit ?? null,
    custom_factor_per: line?.custom_factor?.per ?? 'kg',
    price_mode: line?.price_mode ?? 'custom',
    price_eur: line?.price_mode === 'custom' ? line.price_eur : null,
  };
}

/** Which material of the list a catalog item is, from its material and name (null when none fits). */
export function materialOfItem(item: Pick<CatalogSearchItem, 'material_type' | 'name' | 'recycled_content_percent'>): PackagingMaterial | null {
  const text = `${item.material_type ?? ''} ${item.name}`.toLowerCase();
  const recycled = (item.recycled_content_percent ?? 0) >= 100;
  const pick = (base: PackagingMaterial, recycledVariant?: PackagingMaterial) => (recycled && recycledVariant ? recycledVariant : base);
  if (/\bpet\b/.test(text)) return pick('pet', 'pet_recycled');
  if (/hdpe|pehd/.test(text)) return pick('hdpe', 'hdpe_recycled');
  if (/ldpe|pebd|\bpe\b/.test(text)) return pick('ldpe', 'ldpe_recycled');
  if (/\bpp\b|polypropyl/.test(text)) return 'pp';
  if (/\bps\b|polystyr/.test(text)) return 'ps';
  if (/pvc/.test(text)) return 'pvc';
  if (/film/.test(text)) return 'plastic_film';
  if (/cardboard|board|carton/.test(text)) return pick('cardboard', 'cardboard_recycled');
  if (/paper|papier/.test(text)) return 'paper';
  if (/glass|verre/.test(text)) return pick('glass', 'glass_recycled');
  if (/alumin/.test(text)) return pick('aluminium', 'aluminium_recycled');
  if (/steel|acier|tin/.test(text)) return pick('steel', 'steel_recycled');
  if (/pallet|palette/.test(text)) return 'wood_pallet';
  if (/wood|bois|timber/.test(text)) return 'wood';
  if (/cork|liège/.test(text)) return 'cork';
  return null;
}

const KG_PER: Record<string, number> = { kg: 1, g: 0.001, tonne: 1000, lb: 0.45359237 };

/** A catalog item's weight in kg, when it says one. */
export function itemWeightKg(item: Pick<CatalogSearchItem, 'weight' | 'weight_unit'>): number | null {
  if (item.weight === null || item.weight <= 0) return null;
  const factor = KG_PER[item.weight_unit ?? 'kg'];
  return factor === undefined ? null : Number((item.weight * factor).toPrecision(12));
}

/** The form's values prefilled from a catalog item (what the user typed for quantities stays). */
export function prefillFromItem(values: PackagingFormInput, item: CatalogSearchItem): PackagingFormInput {
  const weight = item.unit === 'unit' ? itemWeightKg(item) : null;
  return {
    ...values,
    catalog_item_id: item.id,
    material: materialOfItem(item) ?? values.material ?? 'other',
    size: item.size_label ?? item.size ?? values.size,
    name: item.name,
    unit_weight_kg: weight ?? values.unit_weight_kg ?? null,
    recyclable: item.recyclable ?? values.recyclable ?? false,
    recycled_content_percent: item.recycled_content_percent ?? values.recycled_content_percent ?? null,
    region: item.region ?? values.region ?? '',
    factor_mode: 'auto',
    price_mode: item.price_per_unit !== null ? 'database' : (values.price_mode ?? 'custom'),
  };
}

/**
 * What the API would refuse as invalid_packaging, said before sending (the engine's rules,
 * packages/carbon/src/packaging): by units with no unit weight, a per-unit factor by weight with no unit weight,
 * auto mode on a material with no factor and no catalog item, the catalog's price with no catalog item.
 */
export function invalidConfiguration(values: PackagingFormOutput): boolean {
  const hasItem = values.catalog_item_id !== '';
  if (values.quantity_mode === 'units' && values.unit_weight_kg === null && !hasItem) return true;
  if (values.factor_mode === 'custom' && values.custom_factor_per === 'unit' && values.unit_weight_kg === null) return true;
  if (values.factor_mode === 'auto' && values.material === 'other' && !hasItem) return true;
  if (values.price_mode === 'database' && !hasItem) return true;
  return false;
}

export function toPackagingInput(companyId: string, siteId: string, year: number, values: PackagingFormOutput): PackagingInput {
  return {
    company_id: companyId,
    site_id: siteId,
    period_year: year,
    catalog_item_id: values.catalog_item_id || null,
    material: values.material as PackagingMaterial,
    size: values.size.trim() || null,
    name: values.name.trim() || null,
    quantity_mode: values.quantity_mode,
    units: values.quantity_mode === 'units' ? values.units : null,
    unit_weight_kg: values.unit_weight_kg,
    total_weight_kg: values.quantity_mode === 'weight' ? values.total_weight_kg : null,
    recyclable: values.recyclable,
    recycled_content_percent: values.recycled_content_percent,
    region: values.region.trim() || null,
    factor_mode: values.factor_mode,
    emission_factor_id: values.factor_mode === 'search' ? values.emission_factor_id || null : null,
    custom_factor:
      values.factor_mode === 'custom' && values.custom_factor_value !== null
        ? { kg_co2e_per_unit: values.custom_factor_value, per: values.custom_factor_per }
        : null,
    price_mode: values.price_mode,
    price_eur: values.price_mode === 'custom' ? values.price_eur : null,
  };
}

const serverFields: Record<string, keyof PackagingFormInput> = {
  material: 'material',
  size: 'size',
  name: 'name',
  units: 'units',
  unit_weight_kg: 'unit_weight_kg',
  total_weight_kg: 'total_weight_kg',
  recycled_content_percent: 'recycled_content_percent',
  region: 'region',
  emission_factor_id: 'emission_factor_id',
  custom_factor: 'custom_factor_value',
  kg_co2e_per_unit: 'custom_factor_value',
  price_eur: 'price_eur',
};

/** A 422 of the API as messages under the form's fields. */
export function packagingFieldIssues(error: unknown): { field: keyof PackagingFormInput; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  return error.fieldIssues.flatMap((issue) => {
    const key = fieldOfIssue(issue.loc);
    const field = key === undefined ? undefined : serverFields[key];
    return field ? [{ field, message: issue.msg }] : [];
  });
}
