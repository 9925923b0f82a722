/**
 * How the Scope 3 panel offers each scope 3 category: its own form (freight, waste, commuting), the generic entry
 * form with the factor search (categories 8, 10, 13–15, visitor travel), the sold-products form (11 and 12), a screen built elsewhere (purchases,
 * packaging), business travel's section (mounted by the integrator through CATEGORY_FORMS), or read-only rows the
 * ledger derives from scopes 1 and 2 (category 3).
 */
export type CategoryAction =
  | { kind: 'form'; form: 'freight' | 'waste' | 'commuting' | 'entry' | 'business_travel' | 'sold_product' }
  | { kind: 'links'; links: readonly { to: string; label: 'purchases' | 'packaging' }[] }
  | { kind: 'derived' };

export const CATEGORY_ACTIONS: Readonly<Record<string, CategoryAction>> = {
  purchased_goods: {
    kind: 'links',
    links: [
      { to: '/purchases', label: 'purchases' },
      { to: '/packaging', label: 'packaging' },
    ],
  },
  purchased_services: { kind: 'links', links: [{ to: '/purchases', label: 'purchases' }] },
  capital_goods: { kind: 'links', links: [{ to: '/purchases', label: 'purchases' }] },
  upstream_fuel_energy: { kind: 'derived' },
  transmission_distribution_losses: { kind: 'derived' },
  upstream_transport: { kind: 'form', form: 'freight' },
  waste: { kind: 'form', form: 'waste' },
  business_travel: { kind: 'form', form: 'business_travel' },
  employee_commuting: { kind: 'form', form: 'commuting' },
  upstream_leased_assets: { kind: 'form', form: 'entry' },
  downstream_transport: { kind: 'form', form: 'freight' },
  visitor_travel: { kind: 'form', form: 'entry' },
  processing_sold_products: { kind: 'form', form: 'entry' },
  // Categories 11 and 12 come from the products sold (docs/decisions/0030-products-in-inventory.md).
  use_sold_products: { kind: 'form', form: 'sold_product' },
  end_of_life_sold_products: { kind: 'form', form: 'sold_product' },
  downstream_leased_assets: { kind: 'form', form: 'entry' },
  franchises: { kind: 'form', form: 'entry' },
  investments: { kind: 'form', form: 'entry' },
};

export function categoryAction(key: string): CategoryAction {
  return CATEGORY_ACTIONS[key] ?? { kind: 'form', form: 'entry' };
}
