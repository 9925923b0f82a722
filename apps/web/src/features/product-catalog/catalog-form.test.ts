import { describe, expect, it } from 'vitest';
import { catalogItem } from '@/test/catalog-item';
import { catalogFormDefaults, catalogFormSchema, toCreateInput, toUpdateInput } from './catalog-form';

const item = catalogItem({
  id: 'i1',
  price_per_unit: 1234.5,
  emission_per_unit: 1e-7,
  recyclable: false,
  recycled_content_percent: 30,
});

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
