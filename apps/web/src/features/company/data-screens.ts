/**
 * The data screens My company leads to, in the order of the work: record, then read. `built` says whether the
 * screen is routed (route-table.test.tsx checks the flags against the routes, as for the sidebar).
 */
export const DATA_SCREENS = [
  { key: 'scope1', to: '/scope1', built: true },
  { key: 'heating', to: '/heating', built: true },
  { key: 'purchases', to: '/purchases', built: true },
  { key: 'packaging', to: '/packaging', built: true },
  { key: 'products', to: '/products', built: true },
  { key: 'prices', to: '/prices', built: true },
  { key: 'dashboard', to: '/dashboard', built: true },
  { key: 'analytics', to: '/analytics', built: true },
] as const;

export type DataScreenKey = (typeof DATA_SCREENS)[number]['key'];
