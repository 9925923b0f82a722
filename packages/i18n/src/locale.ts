/**
 * The languages of the product, and the one name of their type: every package and app uses AppLocale.
 * packages/contracts, which depends on nothing of ours, builds its `localeSchema` from the same list
 * (apps/api/src/platform/locale-contract.test.ts checks that they agree).
 */
export const supportedLocales = ['en', 'fr'] as const;
export type AppLocale = (typeof supportedLocales)[number];

export function isAppLocale(value: unknown): value is AppLocale {
  return (supportedLocales as readonly unknown[]).includes(value);
}

/**
 * The locale rule of SPEC section 1: the stored choice, else French when the
 * browser language starts with "fr", else English.
 */
export function resolveLocale(stored: string | null | undefined, browserLanguage: string | null | undefined): AppLocale {
  if (isAppLocale(stored)) return stored;
  if (browserLanguage && browserLanguage.toLowerCase().startsWith('fr')) return 'fr';
  return 'en';
}

/** Picks en or fr from an HTTP Accept-Language header (first supported language wins by q-weight). */
export function localeFromAcceptLanguage(header: string | null | undefined): AppLocale {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag.length > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('fr')) return 'fr';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}

export const intlLocale: Record<AppLocale, string> = { en: 'en-GB', fr: 'fr-FR' };
