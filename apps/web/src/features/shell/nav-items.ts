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
  | 'reports'
  | 'settings'
  | 'product_catalog';

export interface NavItem {
  key: NavKey;
  to: string;
  icon: IconName;
}

/**
 * The sidebar of SPEC section 2, in its order. Screens of later issues keep their final paths and
 * show the not-found page until they are built.
 */
export const navItems: readonly NavItem[] = [
  { key: 'setup', to: '/onboarding', icon: 'setup' },
  { key: 'dashboard', to: '/dashboard', icon: 'dashboard' },
  { key: 'analytics', to: '/analytics', icon: 'analytics' },
  { key: 'scenarios', to: '/scenarios', icon: 'scenarios' },
  { key: 'portfolio', to: '/portfolio', icon: 'portfolio' },
  { key: 'products', to: '/products', icon: 'products' },
  { key: 'ef_search', to: '/ef-search', icon: 'search' },
  { key: 'my_company', to: '/topology', icon: 'company' },
  { key: 'reports', to: '/reports', icon: 'reports' },
  { key: 'settings', to: '/settings', icon: 'settings' },
  { key: 'product_catalog', to: '/product-catalog', icon: 'catalog' },
];

/** SPEC section 2: the sidebar starts collapsed on onboarding and setup paths. */
export function startsCollapsed(pathname: string): boolean {
  return pathname.startsWith('/onboarding');
}
