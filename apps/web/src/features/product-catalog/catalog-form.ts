import { countryCodeSchema, currencyCodeSchema, messageKeys } from '@carbon/contracts/common';
import {
  CATALOG_UNITS,
  VOLUME_UNITS,
  WEIGHT_UNITS,
  catalogMessageKeys,
  createCatalogItemInputSchema,
  type CatalogItem,
  type CreateCatalogItemInput,
  type UpdateCatalogItemInput,
} from '@carbon/contracts/product-catalog';
import { z } from 'zod';
import { optionalNumber, requiredNumber } from '@/lib/locale-number';

const fields = createCatalogItemInputSchema.shape;

/** A text input that may stay empty: empty means null, as the API stores it. */
function optionalTextField<T extends z.ZodType>(inner: T) {
  return z
    .string()
    .transform((value) => (value.trim() === '' ? null : value))
    .pipe(inner as unknown as z.ZodType<z.output<T>, string | null>);
}

/** A select that may stay on its empty "not set" option. */
function optionalChoiceField<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .transform((value) => (value === '' ? null : value))
    .pipe(z.enum(values, { error: messageKeys.invalid }).nullable());
}

/**
 * The catalog item form, built on the contract's rules (SPEC section 5): category and name required,
 * price required and positive, with the SPEC's own messages. Number fields hold what the number
 * input read in the user's notation ("1 234,5" or "1,234.5").
 */
export const catalogFormSchema = z.object({
  name: fields.name,
  category: fields.category,
  price_per_unit: requiredNumber(fields.price_per_unit, catalogMessageKeys.priceRequired),
  currency: z.string().min(1, { error: messageKeys.currency }).pipe(currencyCodeSchema),
  unit: z.enum(CATALOG_UNITS, { error: messageKeys.invalid }),
  alternative_name: optionalTextField(fields.alternative_name),
  description: optionalTextField(fields.description),
  product_type: optionalTextField(fields.product_type),
  material_type: optionalTextField(fields.material_type),
  size: optionalTextField(fields.size),
  size_label: optionalTextField(fields.size_label),
  region: optionalTextField(fields.region),
  country_code: z
    .string()
    .transform((value) => (value === '' ? null : value))
    .pipe(countryCodeSchema.nullable()),
  emission_per_unit: optionalNumber(fields.emission_per_unit.unwrap()),
  emission_factor_id: z.string().nullable(),
  weight: optionalNumber(fields.weight.unwrap()),
  weight_unit: optionalChoiceField(WEIGHT_UNITS),
  volume: optionalNumber(fields.volume.unwrap()),
  volume_unit: optionalChoiceField(VOLUME_UNITS),
  dimensions: optionalTextField(fields.dimensions),
  density: optionalNumber(fields.density.unwrap()),
  recyclable: z.enum(['', 'yes', 'no']).transform((value) => (value === '' ? null : value === 'yes')),
  recycled_content_percent: optionalNumber(fields.recycled_content_percent.unwrap()),
  tag_ids: z.array(z.string()),
});
export type CatalogFormInput = z.input<typeof catalogFormSchema>;
export type CatalogFormOutput = z.output<typeof catalogFormSchema>;

/** Names of the form's fields, to put a 422 answer's messages under the right one. */
export const catalogFormFields = Object.keys(catalogFormSchema.shape) as (keyof CatalogFormInput)[];

function text(value: string | null | undefined): string {
  return value ?? '';
}

/** The form's starting values: an existing item, or an empty one in the company's currency. */
export function catalogFormDefaults(item: CatalogItem | null, currency = 'EUR'): CatalogFormInput {
  return {
    name: text(item?.name),
    category: text(item?.category),
    price_per_unit: item?.price_per_unit ?? null,
    currency: item?.currency ?? currency,
    unit: item?.unit ?? 'kg',
    alternative_name: text(item?.alternative_name),
    description: text(item?.description),
    product_type: text(item?.product_type),
    material_type: text(item?.material_type),
    size: text(item?.size),
    size_label: text(item?.size_label),
    region: text(item?.region),
    country_code: text(item?.country_code),
    emission_per_unit: item?.emission_per_unit ?? null,
    emission_factor_id: item?.emission_factor_id ?? null,
    weight: item?.weight ?? null,
    weight_unit: text(item?.weight_unit),
    volume: item?.volume ?? null,
    volume_unit: text(item?.volume_unit),
    dimensions: text(item?.dimensions),
    density: item?.density ?? null,
    recyclable: item?.recyclable === true ? 'yes' : item?.recyclable === false ? 'no' : '',
    recycled_content_percent: item?.recycled_content_percent ?? null,
    tag_ids: item?.tags.map((tag) => tag.id) ?? [],
  };
}

/**
 * The body of PATCH /product-catalog/{id}: every field, so the item ends up exactly as the form shows it.
 * An emission left empty beside a linked factor is left out: the API then takes the factor's value.
 */
export function toUpdateInput(values: CatalogFormOutput): UpdateCatalogItemInput {
  const { emission_per_unit, ...rest } = values;
  if (emission_per_unit === null && rest.emission_factor_id) return rest;
  return { ...rest, emission_per_unit };
}

export function toCreateInput(companyId: string, values: CatalogFormOutput): CreateCatalogItemInput {
  const { emission_per_unit, ...rest } = values;
  const input: CreateCatalogItemInput = { company_id: companyId, ...rest };
  if (emission_per_unit !== null || !rest.emission_factor_id) input.emission_per_unit = emission_per_unit;
  return input;
}
