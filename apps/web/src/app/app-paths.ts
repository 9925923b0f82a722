import { publicPages } from './public-pages';

/** The id of the catch-all route: an address no page answers. */
export const UNKNOWN_PATH_ROUTE_ID = 'unknown-path';

/**
 * First segments of the app's screens (SPEC section 2, app layout), built or not. An unknown address
 * below one of them is an app address: a visitor signs in first, and then sees the app's own
 * not-found page, in the shell.
 */
const appSections = new Set([
  'dashboard',
  'onboarding',
  'onboarding-wizard',
  'onboarding-dashboard',
  'heating',
  'purchases',
  'packaging',
  'topology',
  'reports',
  'scenarios',
  'portfolio',
  'products',
  'ef-search',
  'product-catalog',
  'prices',
  'settings',
  'account',
  'scope1',
  'analytics',
  'subscription',
]);

function firstSegment(pathname: string): string {
  return pathname.split('/').find(Boolean) ?? '';
}

export function isAppPath(pathname: string): boolean {
  return appSections.has(firstSegment(pathname));
}

/**
 * First segments of the public site's pages (/blog/…, /legal/…): an unknown address below one of
 * them keeps the public not-found page, whoever asks.
 */
export const publicSections: readonly string[] = [...new Set([...publicPages.map((page) => firstSegment(page.path)), 'sources', 'product-reports', 'product-match'])].filter(
  (section) => section !== '',
);
