import type { CatalogItem } from '@carbon/contracts/product-catalog';
import { describe, expect, it } from 'vitest';
import { catalogFormDefaults, catalogFormSchema, toCreateInput, toUpdateInput } from './catalog-form';

const item: CatalogItem = {
  id: 'i1',
  company_id: 'c1',
  category: 'Packaging',
  name: 'Box',
  price_per_unit: 1234.5,
  currency: 'EUR',
  unit: 'kg',
  alternative_name: null,
  description: null,
  product_type: null,
  material_type: null,
  size: null,
  size_label: null,
  region: null,
  country_code: null,
  emission_per_unit: 1e-7,
  emission_factor_id: null,
  weight: null,
  weight_unit: null,
  volume: null,
  volume_unit: null,
  dimensions: null,
  density: null,
  recyclable: false,
  recycled_content_percent: 30,
  tags: [],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('catalog form values', () => {
  it('starts from the stored numbers, which the schema reads back unchanged', () => {
    const defaults = catalogFormDefaults(item);
    expect(defaults).toMatchObject({ price_per_unit: 1234.5, emission_per_unit: 1e-7, weight: null, recyclable: 'no' });
    const parsed = catalogFormSchema.parse(defaults);
    expect(parsed).toMatchObject({ price_per_unit: 1234.5, emission_per_unit: 1e-7, recyclable: false, recycled_content_percent: 30, alternative_name: null });
  });

  it('refuses a price the number input could not read, and a missing one with the SPEC message', () => {
    const defaults = catalogFormDefaults(item);
    const unreadable = catalogFormSchema.safeParse({ ...defaults, price_per_unit: Number.NaN });
    expect(unreadable.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([['price_per_unit', 'errors.invalid_input']]);
    const missing = catalogFormSchema.safeParse({ ...defaults, price_per_unit: null });
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual(['catalog.validation.price_required']);
  });

  it('starts a new item empty, in the given currency', () => {
    expect(catalogFormDefaults(null, 'GBP')).toMatchObject({ name: '', category: '', price_per_unit: null, currency: 'GBP', unit: 'kg', tag_ids: [] });
  });

  it('lets a linked factor give the emission when the field is left empty', () => {
    const base = { ...catalogFormDefaults(item), emission_per_unit: null };
    const linked = catalogFormSchema.parse({ ...base, emission_factor_id: 'f1' });
    expect('emission_per_unit' in toCreateInput('c1', linked)).toBe(false);
    expect('emission_per_unit' in toUpdateInput(linked)).toBe(false);
    expect(toCreateInput('c1', catalogFormSchema.parse(base)).emission_per_unit).toBeNull();
  });
});
