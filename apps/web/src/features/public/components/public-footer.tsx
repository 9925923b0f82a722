import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/lib/localized-path';
import { useLocale } from '@/lib/use-locale';
import { LanguageList } from './language-links';

const columns = [
  {
    key: 'product',
    links: [
      { key: 'product', to: '/product' },
      { key: 'features', to: '/features' },
      { key: 'outputs', to: '/outputs' },
      { key: 'pricing', to: '/pricing' },
      { key: 'sources', to: '/sources' },
      { key: 'product_reports', to: '/product-reports' },
      { key: 'product_match', to: '/product-match' },
    ],
  },
  {
    key: 'solutions',
    links: [
      { key: 'carbon_accounting', to: '/solutions/carbon-accounting' },
      { key: 'product_carbon_footprint', to: '/solutions/product-carbon-footprint' },
      { key: 'supply_chain_emissions', to: '/solutions/supply-chain-emissions' },
      { key: 'csrd_calculator', to: '/tools/csrd-calculator' },
    ],
  },
  {
    key: 'company',
    links: [
      { key: 'about', to: '/about' },
      { key: 'blog', to: '/blog' },
      { key: 'contact', to: '/contact' },
    ],
  },
  {
    key: 'legal',
    links: [
      // The legal notice at each language's own address: /legal/notice, /mentions-legales (features/legal/publisher.ts).
      { key: 'notice', to: { en: '/legal/notice', fr: '/mentions-legales' } },
      { key: 'terms', to: '/legal/terms' },
      { key: 'privacy', to: '/legal/privacy' },
      { key: 'cookies', to: '/legal/cookies' },
      { key: 'cgu', to: '/cgu' },
    ],
  },
] as const;

const linkClasses = 'rounded text-neutral-700 underline-offset-4 hover:text-neutral-900 hover:underline';

export function PublicFooter() {
  const { t } = useTranslation();
  const href = useLocalizedPath();
  const locale = useLocale();
  return (
    <footer className="mt-auto border-t border-neutral-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div className="sm:col-span-2 lg:col-span-1">
          <p className="font-semibold text-neutral-900">{t('brand')}</p>
          <p className="mt-2 max-w-xs text-neutral-700">{t('footer.tagline')}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.key} aria-label={t(`footer.headings.${column.key}`)}>
            <h2 className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">{t(`footer.headings.${column.key}`)}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.key}>
                  <Link to={href(typeof link.to === 'string' ? link.to : link.to[locale])} className={linkClasses} lang={link.key === 'cgu' ? 'fr' : undefined}>
                    {t(`footer.links.${link.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-neutral-200">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-neutral-700">
          {/* The year is the build's in the prerendered page; on New Year's Day the browser's may differ. */}
          <p suppressHydrationWarning>{t('footer.copyright', { year: new Date().getFullYear(), brand: t('brand') })}</p>
          <LanguageList />
        </div>
      </div>
    </footer>
  );
}
