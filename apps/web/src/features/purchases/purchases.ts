import { messageKeys, missingOr } from '@carbon/contracts/common';
import type { Entry } from '@carbon/contracts/ledger';
import {
  ITEM_UNITS,
  MATERIAL_TYPES,
  type CapitalGood,
  type Item,
  type Material,
  type ProductPurchase,
  type Spend,
} from '@carbon/contracts/purchases';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import type { PurchaseBody, PurchaseLine, PurchaseTab } from './api/purchases-queries';

/**
 * The forms of /purchases: one schema per tab, in the form's own shape (selects give '' when untouched, number
 * fields null when empty), and how a form's values become the API's body. Messages are keys of `errors`, or of
 * `purchases` when they start with 'purchases.'.
 */

const required = messageKeys.required;
const requiredString = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .max(200, { error: messageKeys.tooLong });
const optionalString = z.string().trim().max(200, { error: messageKeys.tooLong });
const positiveNumber = z
  .number({ error: missingOr(messageKeys.invalid) })
  .refine((value) => Number.isFinite(value), { error: messageKeys.invalid })
  .refine((value) => value > 0, { error: 'errors.must_be_strictly_positive' });
const optionalNonNegative = z
  .number({ error: messageKeys.invalid })
  .refine((value) => Number.isFinite(value) && value >= 0, { error: messageKeys.mustBePositive })
  .nullable();

function need(context: z.RefinementCtx, path: string) {
  context.addIssue({ code: 'custom', path: [path], message: required });
}

// ---------------------------------------------------------------------------------------------------------------
// Materials

export const materialFormSchema = z
  .object({
    site_id: z.string().min(1, { error: required }),
    material_type: z.string().min(1, { error: required }),
    name: requiredString,
    quantity_tonnes: positiveNumber,
    supplier: optionalString,
    factor_mode: z.enum(['auto', 'search', 'custom']),
    emission_factor_id: z.string(),
    custom_kg_co2e_per_tonne: optionalNonNegative,
    price_mode: z.enum(['', 'estimated', 'custom']),
    price_eur_per_tonne: optionalNonNegative,
  })
  .superRefine((value, context) => {
    if (value.factor_mode === 'search' && !value.emission_factor_id) need(context, 'emission_factor_id');
    if (value.factor_mode === 'custom' && value.custom_kg_co2e_per_tonne === null)
      need(context, 'custom_kg_co2e_per_tonne');
    if (value.price_mode === 'custom' && value.price_eur_per_tonne === null)
      need(context, 'price_eur_per_tonne');
  });
export type MaterialFormInput = z.input<typeof materialFormSchema>;
export type MaterialFormOutput = z.output<typeof materialFormSchema>;

export function materialDefaults(line: Material | null, siteId: string | null): MaterialFormInput {
  return {
    site_id: line?.site_id ?? siteId ?? '',
    material_type: line?.material_type ?? '',
    name: line?.name ?? '',
    quantity_tonnes: (line?.quantity_tonnes ?? null) as number,
    supplier: line?.supplier ?? '',
    factor_mode: (line?.factor_mode as MaterialFormInput['factor_mode'] | undefined) ?? 'auto',
    emission_factor_id: line?.factor_mode === 'search' ? (line.factor.id ?? '') : '',
    custom_kg_co2e_per_tonne: line?.factor_mode === 'custom' ? line.factor.kg_co2e_per_unit : null,
    price_mode: (line?.price_mode as MaterialFormInput['price_mode'] | null | undefined) ?? '',
    price_eur_per_tonne: line?.price_mode === 'custom' ? line.price_eur_per_tonne : null,
  };
}

export function materialBody(
  companyId: string,
  year: number,
  values: MaterialFormOutput,
): PurchaseBody<'materials'> {
  return {
    company_id: companyId,
    site_id: values.site_id,
    period_year: year,
    material_type: values.material_type as (typeof MATERIAL_TYPES)[number],
    name: values.name,
    quantity_tonnes: values.quantity_tonnes,
    supplier: values.supplier || null,
    factor_mode: values.factor_mode,
    emission_factor_id: values.factor_mode === 'search' ? values.emission_factor_id : null,
    custom_kg_co2e_per_tonne: values.factor_mode === 'custom' ? values.custom_kg_co2e_per_tonne : null,
    price_mode: values.price_mode || null,
    price_eur_per_tonne: values.price_mode === 'custom' ? values.price_eur_per_tonne : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Items and capital goods (same factor fields: searched or typed per unit)

const perUnitFields = {
  site_id: z.string().min(1, { error: required }),
  quantity: positiveNumber,
  unit: z.string().min(1, { error: required }),
  factor_mode: z.enum(['search', 'custom']),
  emission_factor_id: z.string(),
  custom_kg_co2e_per_unit: optionalNonNegative,
};
function perUnitFactor(
  value: { factor_mode: string; emission_factor_id: string; custom_kg_co2e_per_unit: number | null },
  context: z.RefinementCtx,
) {
  if (value.factor_mode === 'search' && !value.emission_factor_id) need(context, 'emission_factor_id');
  if (value.factor_mode === 'custom' && value.custom_kg_co2e_per_unit === null)
    need(context, 'custom_kg_co2e_per_unit');
}

export const itemFormSchema = z
  .object({
    ...perUnitFields,
    category_level2: requiredString,
    category_level3: optionalString,
    item: requiredString,
    price_eur_per_unit: optionalNonNegative,
  })
  .superRefine(perUnitFactor);
export type ItemFormInput = z.input<typeof itemFormSchema>;
export type ItemFormOutput = z.output<typeof itemFormSchema>;

export function itemDefaults(line: Item | null, siteId: string | null): ItemFormInput {
  return {
    site_id: line?.site_id ?? siteId ?? '',
    category_level2: line?.category_level2 ?? '',
    category_level3: line?.category_level3 ?? '',
    item: line?.item ?? '',
    quantity: (line?.quantity ?? null) as number,
    unit: line?.unit ?? 'kg',
    factor_mode: (line?.factor_mode as ItemFormInput['factor_mode'] | undefined) ?? 'search',
    emission_factor_id: line?.factor_mode === 'search' ? (line.factor.id ?? '') : '',
    custom_kg_co2e_per_unit: line?.factor_mode === 'custom' ? line.factor.kg_co2e_per_unit : null,
    price_eur_per_unit: line?.price_eur_per_unit ?? null,
  };
}

export function itemBody(companyId: string, year: number, values: ItemFormOutput): PurchaseBody<'items'> {
  return {
    company_id: companyId,
    site_id: values.site_id,
    period_year: year,
    category_level2: values.category_level2,
    category_level3: values.category_level3 || null,
    item: values.item,
    quantity: values.quantity,
    unit: values.unit as (typeof ITEM_UNITS)[number],
    factor_mode: values.factor_mode,
    emission_factor_id: values.factor_mode === 'search' ? values.emission_factor_id : null,
    custom_kg_co2e_per_unit: values.factor_mode === 'custom' ? values.custom_kg_co2e_per_unit : null,
    price_eur_per_unit: values.price_eur_per_unit,
  };
}

export const capitalGoodFormSchema = z
  .object({
    ...perUnitFields,
    name: requiredString,
    amount_eur: optionalNonNegative,
    accounting: z.enum(['purchase_year', 'spread']),
    useful_life_years: z
      .number({ error: messageKeys.invalid })
      .int({ error: messageKeys.invalid })
      .min(1, { error: messageKeys.invalid })
      .nullable(),
  })
  .superRefine((value, context) => {
    perUnitFactor(value, context);
    if (value.accounting === 'spread' && value.useful_life_years === null) {
      context.addIssue({
        code: 'custom',
        path: ['useful_life_years'],
        message: 'errors.purchases_useful_life_required',
      });
    }
  });
export type CapitalGoodFormInput = z.input<typeof capitalGoodFormSchema>;
export type CapitalGoodFormOutput = z.output<typeof capitalGoodFormSchema>;

export function capitalGoodDefaults(line: CapitalGood | null, siteId: string | null): CapitalGoodFormInput {
  return {
    site_id: line?.site_id ?? siteId ?? '',
    name: line?.name ?? '',
    quantity: (line?.quantity ?? null) as number,
    unit: line?.unit ?? 'unit',
    factor_mode: (line?.factor_mode as CapitalGoodFormInput['factor_mode'] | undefined) ?? 'search',
    emission_factor_id: line?.factor_mode === 'search' ? (line.factor.id ?? '') : '',
    custom_kg_co2e_per_unit: line?.factor_mode === 'custom' ? line.factor.kg_co2e_per_unit : null,
    amount_eur: line?.amount_eur ?? null,
    accounting: (line?.accounting as CapitalGoodFormInput['accounting'] | undefined) ?? 'purchase_year',
    useful_life_years: line?.useful_life_years ?? null,
  };
}

export function capitalGoodBody(
  companyId: string,
  year: number,
  values: CapitalGoodFormOutput,
): PurchaseBody<'capital_goods'> {
  const spread = values.accounting === 'spread';
  // A spread line records its quantity as a whole; the API counts this year's share.
  return {
    company_id: companyId,
    site_id: values.site_id,
    period_year: year,
    name: values.name,
    quantity: values.quantity,
    unit: values.unit as (typeof ITEM_UNITS)[number],
    factor_mode: values.factor_mode,
    emission_factor_id: values.factor_mode === 'search' ? values.emission_factor_id : null,
    custom_kg_co2e_per_unit: values.factor_mode === 'custom' ? values.custom_kg_co2e_per_unit : null,
    amount_eur: values.amount_eur,
    accounting: values.accounting,
    useful_life_years: spread ? values.useful_life_years : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Spend

export const spendFormSchema = z.object({
  site_id: z.string().min(1, { error: required }),
  purchase_category: z.enum(['goods', 'services']),
  label: requiredString,
  amount: positiveNumber,
  currency: z.enum(['EUR', 'USD']),
  emission_factor_id: z.string().min(1, { error: required }),
});
export type SpendFormInput = z.input<typeof spendFormSchema>;
export type SpendFormOutput = z.output<typeof spendFormSchema>;

export function spendDefaults(line: Spend | null, siteId: string | null): SpendFormInput {
  return {
    site_id: line?.site_id ?? siteId ?? '',
    purchase_category:
      (line?.purchase_category as SpendFormInput['purchase_category'] | undefined) ?? 'goods',
    label: line?.label ?? '',
    amount: (line?.amount ?? null) as number,
    currency: (line?.currency as SpendFormInput['currency'] | undefined) ?? 'EUR',
    emission_factor_id: line?.factor.id ?? '',
  };
}

export function spendBody(companyId: string, year: number, values: SpendFormOutput): PurchaseBody<'spend'> {
  return { company_id: companyId, period_year: year, ...values };
}

// ---------------------------------------------------------------------------------------------------------------
// Bought products (docs/decisions/0030-products-in-inventory.md): the product picked (a simple product, a catalog
// item or a published report), a quantity in the product's unit unless another is chosen, a supplier.

export const productFormSchema = z.object({
  site_id: z.string().min(1, { error: required }),
  source_kind: z.enum(['', 'simple_product', 'catalog_item', 'product_report']),
  source_id: z.string().min(1, { error: required }),
  quantity: positiveNumber,
  unit: z.string(),
  supplier: optionalString,
});
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;

/** The API fields that name the product: a 422 on any of them is shown under the picker. */
export const PRODUCT_SOURCE_FIELDS = ['simple_product_id', 'catalog_item_id', 'product_report_slug'] as const;

export function productDefaults(line: ProductPurchase | null, siteId: string | null): ProductFormInput {
  return {
    site_id: line?.site_id ?? siteId ?? '',
    source_kind: line?.source_kind ?? '',
    source_id: line?.simple_product_id ?? line?.catalog_item_id ?? line?.product_report_slug ?? '',
    quantity: (line?.quantity ?? null) as number,
    // The line's unit when it differs from the product's, else "the product's unit".
    unit: line && line.unit !== line.product_unit ? line.unit : '',
    supplier: line?.supplier ?? '',
  };
}

export function productBody(companyId: string, year: number, values: ProductFormOutput): PurchaseBody<'products'> {
  const source = (kind: ProductFormOutput['source_kind']) => (values.source_kind === kind ? values.source_id : null);
  return {
    company_id: companyId,
    site_id: values.site_id,
    period_year: year,
    quantity: values.quantity,
    unit: (values.unit || null) as (typeof ITEM_UNITS)[number] | null,
    supplier: values.supplier || null,
    simple_product_id: source('simple_product'),
    catalog_item_id: source('catalog_item'),
    product_report_slug: source('product_report'),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Lines

/** The one ledger line of a purchase (each form writes one). */
export function lineEntry(line: PurchaseLine): Entry | undefined {
  return line.entries[0];
}

/** The line's name on screen. */
export function lineName(tab: PurchaseTab, line: PurchaseLine): string {
  if (tab === 'materials') return (line as Material).name;
  if (tab === 'items') return (line as Item).item;
  if (tab === 'spend') return (line as Spend).label;
  if (tab === 'products') return (line as ProductPurchase).product_name;
  return (line as CapitalGood).name;
}

/** The field a 422 of the API names (loc ['body', field, ...]), with its message already in words. */
export function serverFieldIssues(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  return error.fieldIssues.flatMap((issue) => {
    const [where, field] = issue.loc;
    if (where !== 'body' || typeof field !== 'string') return [];
    // A bought product's source fields are one field on screen: the product picker.
    const shown = (PRODUCT_SOURCE_FIELDS as readonly string[]).includes(field) ? 'source_id' : field;
    return [{ field: shown, message: issue.msg }];
  });
}

export { ITEM_UNITS, MATERIAL_TYPES };
