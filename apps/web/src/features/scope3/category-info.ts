/**
 * How the Scope 3 panel offers each scope 3 category: its own form (freight, waste, commuting), the generic entry
 * form with the factor search (categories 8 and 10–15, visitor travel), a screen built elsewhere (purchases,
 * packaging), business travel's section (mounted by the integrator through CATEGORY_FORMS), or read-only rows the
 * ledger derives from scopes 1 and 2 (category 3).
 */
export type CategoryAction =
  | { kind: 'form'; form: 'freight' | 'waste' | 'commuting' | 'entry' | 'business_travel' }
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
  use_sold_products: { kind: 'form', form: 'entry' },
  end_of_life_sold_products: { kind: 'form', form: 'entry' },
  downstream_leased_assets: { kind: 'form', form: 'entry' },
  franchises: { kind: 'form', form: 'entry' },
  investments: { kind: 'form', form: 'entry' },
};

export function categoryAction(key: string): CategoryAction {
  return CATEGORY_ACTIONS[key] ?? { kind: 'form', form: 'entry' };
}
