import { readStorage, storageKeys, writeStorage } from '@/lib/storage';

/** The two answers of the cookie banner, stored as is (SPEC section 2 and 9). */
export type CookieConsent = 'all' | 'essential';

/**
 * An answer counts for six months, then the banner asks again: the CNIL recommends keeping a choice
 * no longer than that (cookies guidelines of 17 September 2020, recommendation on the consent's
 * lifetime), and the cookies policy says so. The date is what makes the limit enforceable, so an
 * answer without a readable date is asked again too.
 */
export const COOKIE_CONSENT_VALID_MONTHS = 6;

/** The answer for this page view when the browser refuses storage (private mode, disabled storage). */
let unstoredConsent: CookieConsent | null = null;

/** The instant an answer given at `answeredAt` stops counting: the same day six calendar months later. */
export function cookieConsentExpiry(answeredAt: Date): Date {
  const expiry = new Date(answeredAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + COOKIE_CONSENT_VALID_MONTHS);
  return expiry;
}

export function readCookieConsent(now: Date = new Date()): CookieConsent | null {
  const value = readStorage(storageKeys.cookieConsent);
  if (value !== 'all' && value !== 'essential') return unstoredConsent;
  const answeredAt = new Date(readStorage(storageKeys.cookieConsentAt) ?? '');
  if (Number.isNaN(answeredAt.getTime()) || answeredAt > now) return unstoredConsent;
  return now < cookieConsentExpiry(answeredAt) ? value : unstoredConsent;
}

const listeners = new Set<() => void>();

export function saveCookieConsent(consent: CookieConsent, now: Date = new Date()): void {
  writeStorage(storageKeys.cookieConsent, consent);
  writeStorage(storageKeys.cookieConsentAt, now.toISOString());
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
