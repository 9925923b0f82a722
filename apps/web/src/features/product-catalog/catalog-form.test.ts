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
  it.each([
    ['fr', '1234,5', '0,0000001'],
    ['en', '1234.5', '0.0000001'],
  ] as const)('shows stored numbers as %s speakers type them, and reads them back unchanged', (locale, price, emission) => {
    const defaults = catalogFormDefaults(item, locale);
    expect(defaults.price_per_unit).toBe(price);
    expect(defaults.emission_per_unit).toBe(emission);
    expect(defaults.recyclable).toBe('no');
    const parsed = catalogFormSchema.parse(defaults);
    expect(parsed).toMatchObject({ price_per_unit: 1234.5, emission_per_unit: 1e-7, recyclable: false, recycled_content_percent: 30, alternative_name: null });
  });

  it('starts a new item empty, in the given currency', () => {
    expect(catalogFormDefaults(null, 'en', 'GBP')).toMatchObject({ name: '', category: '', price_per_unit: '', currency: 'GBP', unit: 'kg', tag_ids: [] });
  });

  it('lets a linked factor give the emission when the field is left empty', () => {
    const base = { ...catalogFormDefaults(item, 'en'), emission_per_unit: '' };
    const linked = catalogFormSchema.parse({ ...base, emission_factor_id: 'f1' });
    expect('emission_per_unit' in toCreateInput('c1', linked)).toBe(false);
    expect('emission_per_unit' in toUpdateInput(linked)).toBe(false);
    expect(toCreateInput('c1', catalogFormSchema.parse(base)).emission_per_unit).toBeNull();
  });
});
