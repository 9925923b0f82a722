import { isAppLocale, type AppLocale } from '@carbon/i18n/locale';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LegalDocument, type LegalSection, type LegalTable } from '@/features/legal/components/legal-document';
import { metaDescription, usePageMeta } from '@/lib/page-meta';
import { useLocale } from '@/lib/use-locale';

type DocumentKey = 'terms' | 'privacy' | 'cookies';

const linkClasses = 'font-medium text-accent-800 underline underline-offset-2';

/**
 * A legal text in the interface language, or pinned to one language: /cgu is the French reference
 * text whatever the interface says, and `?lang=en|fr` lets each version link to the other.
 */
function LegalPage({ document, pinned }: { document: DocumentKey; pinned?: AppLocale }) {
  const uiLocale = useLocale();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('lang');
  const docLocale: AppLocale = pinned ?? (isAppLocale(requested) ? requested : uiLocale);
  const { t } = useTranslation('legal', { lng: docLocale });
  const { t: tUi } = useTranslation('legal');
  const title = t(`${document}.title`);
  usePageMeta({ title, description: metaDescription(t(`${document}.intro`)) });
  const sections = t(`${document}.sections`, { returnObjects: true }) as LegalSection[];
  const table = document === 'cookies' ? (t('cookies.table', { returnObjects: true }) as LegalTable) : undefined;

  let aside = null;
  if (document === 'terms') {
    aside =
      docLocale === 'fr' ? (
        <p className="rounded-md border border-neutral-200 bg-neutral-50 p-3 text-neutral-800" lang={uiLocale}>
          {tUi('french_terms_notice')}{' '}
          <Link to="/legal/terms?lang=en" className={linkClasses}>
            {tUi('english_terms_link')}
          </Link>
        </p>
      ) : (
        <p className="text-neutral-700" lang={uiLocale}>
          <Link to="/cgu" className={linkClasses}>
            {tUi('french_terms_link')}
          </Link>
        </p>
      );
  }

  return (
    <>
      <LegalDocument
        title={title}
        updated={t('updated')}
        intro={t(`${document}.intro`)}
        sections={sections}
        table={table}
        tableAfterSection={document === 'cookies' ? 1 : undefined}
        lang={docLocale !== uiLocale ? docLocale : undefined}
        aside={aside}
      />
      <nav aria-label={tUi('related')} className="mx-auto max-w-3xl px-4 pb-12">
        <h2 className="text-sm font-semibold text-neutral-900">{tUi('related')}</h2>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {(['terms', 'privacy', 'cookies'] as const)
            .filter((key) => key !== document)
            .map((key) => (
              <li key={key}>
                <Link to={`/legal/${key}`} className="text-accent-800 underline underline-offset-2">
                  {tUi(`${key}.title`)}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </>
  );
}

export function TermsRoute() {
  return <LegalPage document="terms" />;
}

export function PrivacyRoute() {
  return <LegalPage document="privacy" />;
}

export function CookiesRoute() {
  return <LegalPage document="cookies" />;
}

export function FrenchTermsRoute() {
  return <LegalPage document="terms" pinned="fr" />;
}
