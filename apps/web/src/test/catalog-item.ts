import type { CatalogItem } from '@carbon/contracts/product-catalog';

/** A company's catalog item with every optional field empty; each test gives the fields it is about. */
export function catalogItem(fields: Partial<CatalogItem> = {}): CatalogItem {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    company_id: 'c1',
    category: 'Packaging',
    name: 'Box',
    price_per_unit: null,
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
    emission_per_unit: null,
    emission_factor_id: null,
    weight: null,
    weight_unit: null,
    volume: null,
    volume_unit: null,
    dimensions: null,
    density: null,
    recyclable: null,
    recycled_content_percent: null,
    tags: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...fields,
  };
}
