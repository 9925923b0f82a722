import { translate } from '@carbon/i18n/translate';
import type { AppLocale } from '@carbon/i18n/locale';

export type { AppLocale };

/**
 * The app's own catalog text for a key ("namespace.path.to.key"), so tests find elements by the
 * words users see without copying them. A missing key fails the test loudly instead of searching
 * for the key itself.
 */
export function t(locale: AppLocale, key: string, params: Record<string, string | number> = {}): string {
  // A count picks the plural form of the language, as i18next does (`_one`, `_many`, `_other`).
  const pluralKey = typeof params.count === 'number' ? `${key}_${new Intl.PluralRules(locale).select(params.count)}` : null;
  const plural = pluralKey ? translate(locale, pluralKey, params) : null;
  if (plural !== null && plural !== pluralKey) return plural;
  const text = translate(locale, key, params);
  if (text === key) throw new Error(`Missing i18n key "${key}" in the ${locale} catalog`);
  return text;
}

/** An exact, whole-string match for accessible names and texts. */
export function exact(text: string): RegExp {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
}

/** The text inside a <tag>…</tag> of a catalog string rendered with <Trans components={{ tag }} />. */
export function tagText(locale: AppLocale, key: string, tag: string): string {
  const match = new RegExp(`<${tag}>(.*?)</${tag}>`).exec(t(locale, key));
  if (!match?.[1]) throw new Error(`No <${tag}> in "${key}" (${locale})`);
  return match[1];
}
