import { resources } from '@carbon/i18n/resources';
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { setupI18n } from '@/test/render';
import { addLeanBundle, clearLeanBundles, createT, onLeanMissingKey, setLeanLanguage, Trans, useTranslation } from './react-i18next-lite';

/**
 * The prerendered public site uses this runtime and the single-page app uses i18next, on the same
 * catalogs: both must produce the same text, or the same page would read differently in each.
 */
describe('lite i18n runtime', () => {
  beforeAll(async () => {
    await setupI18n('en');
    for (const locale of ['en', 'fr'] as const) {
      for (const [namespace, bundle] of Object.entries(resources[locale])) addLeanBundle(locale, namespace, bundle as Record<string, unknown>);
    }
  });
  afterEach(() => onLeanMissingKey(null));

  const cases: [string, string, Record<string, unknown>?][] = [
    ['common', 'public_nav.home_label', { brand: 'Carbon Ledger' }],
    ['pricing', 'limits.products', { count: 1 }],
    ['pricing', 'limits.products', { count: 10 }],
    ['pricing', 'limits.team', { count: 0 }],
    // French counts of a million and more take the "many" form.
    ['pricing', 'limits.products', { count: 1_000_000 }],
    ['csrd', 'result.period_value', { count: 1 }],
    ['csrd', 'result.period_value', { count: 3 }],
    ['pricing', 'toggle.save_up_to', { percent: 16 }],
    ['blog', 'index.page_status', { page: 1, count: 2 }],
    ['public', 'home.steps.step_label', { number: 3 }],
    // Values passed as `replace`, as the CSRD calculator does.
    ['csrd', 'rules.csrd.in.large-group.title', { replace: { firstYear: '2027' } }],
  ];

  for (const locale of ['en', 'fr'] as const) {
    it(`answers like i18next in ${locale}`, async () => {
      await i18n.changeLanguage(locale);
      for (const [namespace, key, options] of cases) {
        const expected = i18n.t(key, { ns: namespace, ...options } as never) as unknown as string;
        expect(createT(locale, namespace)(key, options), `${namespace}:${key}`).toBe(expected);
      }
      const faqValues = { pro_year: '390', pro_twelve: '468', enterprise_year: '1490', enterprise_twelve: '1788', percent: 16 };
      expect(createT(locale, 'pricing')('faq.items', { returnObjects: true, ...faqValues })).toEqual(
        i18n.t('faq.items', { ns: 'pricing', returnObjects: true, ...faqValues } as never),
      );
      await i18n.changeLanguage('en');
    });
  }

  it('picks the plural form of the language, "many" included', () => {
    addLeanBundle('fr', 'plural-test', { things_one: 'un', things_many: 'beaucoup', things_other: 'plusieurs' });
    const t = createT('fr', 'plural-test');
    expect([0, 1, 2, 1_000_000, 2_000_000].map((count) => t('things', { count }))).toEqual(['un', 'un', 'plusieurs', 'beaucoup', 'beaucoup']);
  });

  it('reads ns:key, a key prefix, a pinned language and a default value', () => {
    const t = createT('en', 'common');
    expect(t('pricing:hero.eyebrow')).toBe('Pricing');
    expect(createT('en', 'pricing', 'hero')('eyebrow')).toBe('Pricing');
    expect(createT('en', 'common')('hero.eyebrow', { ns: 'pricing', lng: 'fr' })).toBe('Tarifs');
    expect(t('no.such.key', { defaultValue: 'fallback' })).toBe('fallback');
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('renders <Trans> components like react-i18next', () => {
    setLeanLanguage('en');
    const markup = renderToStaticMarkup(<Trans i18nKey="cookie_banner.body" components={{ policy: <a href="/legal/cookies" /> }} />);
    expect(markup).toContain('Read our <a href="/legal/cookies">cookies policy</a>.');
  });

  it('follows the page language set by the entry', () => {
    function Probe() {
      const { t, i18n: facade } = useTranslation('pricing');
      return <p lang={facade.resolvedLanguage}>{t('hero.eyebrow')}</p>;
    }
    setLeanLanguage('fr');
    const { container } = render(<Probe />);
    expect(container.innerHTML).toBe('<p lang="fr">Tarifs</p>');
    setLeanLanguage('en');
  });

  it('reports keys missing from the loaded catalogs', () => {
    const missing: string[] = [];
    clearLeanBundles();
    addLeanBundle('en', 'common', resources.en.common);
    onLeanMissingKey((language, namespace, key) => missing.push(`${language}/${namespace}:${key}`));
    createT('en', 'pricing')('hero.title');
    createT('en', 'common')('brand');
    expect(missing).toEqual(['en/pricing:hero.title']);
  });
});
