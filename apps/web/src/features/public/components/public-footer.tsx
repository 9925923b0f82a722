import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '@/features/locale/components/language-menu';

const productLinks = [
  { key: 'features', to: '/features' },
  { key: 'pricing', to: '/pricing' },
  { key: 'blog', to: '/blog' },
  { key: 'sources', to: '/sources' },
] as const;

const legalLinks = [
  { key: 'terms', to: '/legal/terms' },
  { key: 'privacy', to: '/legal/privacy' },
  { key: 'cookies', to: '/legal/cookies' },
  { key: 'cgu', to: '/cgu' },
] as const;

const linkClasses = 'rounded text-neutral-700 underline-offset-4 hover:text-neutral-900 hover:underline';

export function PublicFooter() {
  const { t } = useTranslation();
  const languageId = useId();
  return (
    <footer className="mt-auto border-t border-neutral-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="font-semibold text-neutral-900">{t('brand')}</p>
          <p className="mt-2 max-w-xs text-neutral-700">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.product_heading')}>
          <h2 className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">{t('footer.product_heading')}</h2>
          <ul className="mt-3 space-y-2">
            {productLinks.map((link) => (
              <li key={link.key}>
                <Link to={link.to} className={linkClasses}>
                  {t(`footer.links.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.legal_heading')}>
          <h2 className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">{t('footer.legal_heading')}</h2>
          <ul className="mt-3 space-y-2">
            {legalLinks.map((link) => (
              <li key={link.key}>
                <Link to={link.to} className={linkClasses} lang={link.key === 'cgu' ? 'fr' : undefined}>
                  {t(`footer.links.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-neutral-200">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-neutral-700">
          <p>{t('footer.copyright', { year: new Date().getFullYear(), brand: t('brand') })}</p>
          <LanguageSelect id={languageId} />
        </div>
      </div>
    </footer>
  );
}
