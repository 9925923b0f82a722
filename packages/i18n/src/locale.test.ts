import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, resolveLocale } from './locale.ts';

describe('resolveLocale (SPEC section 1)', () => {
  it('keeps the stored choice whatever the browser says', () => {
    expect(resolveLocale('en', 'fr-FR')).toBe('en');
    expect(resolveLocale('fr', 'en-US')).toBe('fr');
  });
  it('falls back to French when the browser language starts with fr', () => {
    expect(resolveLocale(null, 'fr-CA')).toBe('fr');
    expect(resolveLocale(undefined, 'FR')).toBe('fr');
  });
  it('falls back to English otherwise, and ignores an unsupported stored value', () => {
    expect(resolveLocale(null, 'de-DE')).toBe('en');
    expect(resolveLocale('es', 'de-DE')).toBe('en');
    expect(resolveLocale('es', 'fr-BE')).toBe('fr');
    expect(resolveLocale(null, null)).toBe('en');
  });
});

describe('localeFromAcceptLanguage', () => {
  it('picks the best-weighted supported language', () => {
    expect(localeFromAcceptLanguage('de-DE,fr;q=0.8,en;q=0.5')).toBe('fr');
    expect(localeFromAcceptLanguage('en-GB,fr;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('fr')).toBe('fr');
    expect(localeFromAcceptLanguage('es')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
  });
});
