import { readStorage, storageKeys, writeStorage } from '@/lib/storage';

/** The two answers of the cookie banner, stored as is (SPEC section 2 and 9). */
export type CookieConsent = 'all' | 'essential';

export function readCookieConsent(): CookieConsent | null {
  const value = readStorage(storageKeys.cookieConsent);
  return value === 'all' || value === 'essential' ? value : null;
}

export function saveCookieConsent(consent: CookieConsent): void {
  writeStorage(storageKeys.cookieConsent, consent);
}
