import type { IconName } from '@/components/ui/icons';

export type NavKey =
  | 'setup'
  | 'dashboard'
  | 'analytics'
  | 'scenarios'
  | 'portfolio'
  | 'products'
  | 'ef_search'
  | 'my_company'
  | 'prices'
  | 'reports'
  | 'settings'
  | 'product_catalog';

export interface NavItem {
  key: NavKey;
  to: string;
  icon: IconName;
  /**
   * Whether its screen exists. An entry whose screen is not built yet is not shown: it would only lead
   * to a "not found" page. The issue that builds a screen turns its entry on (route-table.test.tsx
   * checks that the flags and the routes agree).
   */
  built: boolean;
}

/** The sidebar of SPEC section 2, in its order, with the final path of every screen. */
export const navItems: readonly NavItem[] = [
  { key: 'setup', to: '/onboarding', icon: 'setup', built: true },
  { key: 'dashboard', to: '/dashboard', icon: 'dashboard', built: true },
  { key: 'analytics', to: '/analytics', icon: 'analytics', built: true },
  { key: 'scenarios', to: '/scenarios', icon: 'scenarios', built: true },
  { key: 'portfolio', to: '/portfolio', icon: 'portfolio', built: true },
  { key: 'products', to: '/products', icon: 'products', built: true },
  { key: 'ef_search', to: '/ef-search', icon: 'search', built: true },
  { key: 'my_company', to: '/topology', icon: 'company', built: true },
  // Not in SPEC's sidebar list, which names no place for prices management: beside My company, whose settings they are.
  { key: 'prices', to: '/prices', icon: 'energy', built: true },
  { key: 'reports', to: '/reports', icon: 'reports', built: true },
  { key: 'settings', to: '/settings', icon: 'settings', built: true },
  { key: 'product_catalog', to: '/product-catalog', icon: 'catalog', built: true },
];

/** The entries the sidebar shows. */
export const shownNavItems: readonly NavItem[] = navItems.filter((item) => item.built);

/** The user menu's "Manage Subscription" (SPEC section 2), shown once the subscription screen exists. */
export const subscriptionLink = { to: '/subscription', built: true } as const;

/** SPEC section 2: the sidebar starts collapsed on onboarding and setup paths. */
export function startsCollapsed(pathname: string): boolean {
  return pathname.startsWith('/onboarding');
}
