/**
 * Local storage keys of SPEC section 9. They are the only things the app keeps in the browser,
 * and the cookies policy lists each of them, so add a key here and there together.
 */
export const storageKeys = {
  accessToken: 'access_token',
  locale: 'locale',
  cookieConsent: 'cookie_consent',
  cookieConsentAt: 'cookie_consent_at',
  tutorialSeen: 'tutorial_seen',
  selectedSite: 'selected_site_id',
  selectedYear: 'selected_year',
} as const;

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

// Storage can throw (private mode, disabled storage, quota); the app must keep working without it.
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Keeping the value for this page view only is the best we can do.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
