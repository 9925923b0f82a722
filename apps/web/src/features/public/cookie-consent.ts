import { readStorage, storageKeys, writeStorage } from '@/lib/storage';

/** The two answers of the cookie banner, stored as is (SPEC section 2 and 9). */
export type CookieConsent = 'all' | 'essential';

/** The answer for this page view when the browser refuses storage (private mode, disabled storage). */
let unstoredConsent: CookieConsent | null = null;

export function readCookieConsent(): CookieConsent | null {
  const value = readStorage(storageKeys.cookieConsent);
  return value === 'all' || value === 'essential' ? value : unstoredConsent;
}

const listeners = new Set<() => void>();

export function saveCookieConsent(consent: CookieConsent): void {
  writeStorage(storageKeys.cookieConsent, consent);
  if (readStorage(storageKeys.cookieConsent) !== consent) unstoredConsent = consent;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: the banner hides once answered, also when answered in another tab. */
export function subscribeCookieConsent(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
