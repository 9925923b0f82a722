import { isAppLocale, type AppLocale } from '@carbon/i18n/locale';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LegalDocument, type LegalSection, type LegalTable } from '@/features/legal/components/legal-document';
import { isDemoInstance, noticeFacts, noticePaths, privacyFacts } from '@/features/legal/publisher';
import { localizedPath } from '@/lib/localized-path';
import { metaDescription, usePageMeta } from '@/lib/page-meta';
import { useLocale } from '@/lib/use-locale';

type DocumentKey = 'terms' | 'privacy' | 'cookies' | 'notice';

const linkClasses = 'font-medium text-accent-800 underline underline-offset-2';

/** The documents with a French reference version at its own address, and the words linking the two. */
const frenchVersions = {
  terms: { path: '/cgu', notice: 'french_terms_notice', english: 'english_terms_link', french: 'french_terms_link' },
  notice: { path: noticePaths.fr, notice: 'french_notice_notice', english: 'english_notice_link', french: 'french_notice_link' },
} as const;

function documentPath(document: DocumentKey, docLocale: AppLocale): string {
  return document === 'notice' ? noticePaths[docLocale] : `/legal/${document}`;
}

/**
 * A legal text in the interface language, or pinned to one language: /cgu and /mentions-legales are the
 * French texts whatever the interface says, and `?lang=en|fr` lets each version link to the other.
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
  let sections = t(`${document}.sections`, { returnObjects: true }) as LegalSection[];
  const demo = isDemoInstance();
  if (document === 'notice' || document === 'privacy') {
    // The operator's details come from the build's configuration (features/legal/publisher.ts). On a local or demo
    // instance none is given and each line says so; on a configured one a missing detail is given on request.
    const facts: Record<string, { label: string; value: string | null }[]> =
      document === 'notice'
        ? Object.fromEntries(Object.entries(noticeFacts()).map(([id, pairs]) => [id, pairs.map(([field, value]) => ({ label: t(`notice.fields.${field}`), value }))]))
        : Object.fromEntries(Object.entries(privacyFacts()).map(([id, pairs]) => [id, pairs.map(([field, value]) => ({ label: t(`privacy.fields.${field}`), value }))]));
    const missing = demo ? t('demo_value') : t('notice.on_request');
    sections = sections.map((section) => {
      const lines = section.id ? facts[section.id] : undefined;
      return lines ? { ...section, facts: lines.map(({ label, value }) => ({ label, value: value ?? missing })) } : section;
    });
  }
  const table = document === 'cookies' ? (t('cookies.table', { returnObjects: true }) as LegalTable) : undefined;
  const links = {
    notice: localizedPath(noticePaths[docLocale], docLocale),
    contact: localizedPath('/contact', docLocale),
    privacy: localizedPath('/legal/privacy', docLocale),
    cookies: localizedPath('/legal/cookies', docLocale),
  };

  let aside: ReactNode = null;
  if (document === 'terms' || document === 'notice') {
    const version = frenchVersions[document];
    aside =
      docLocale === 'fr' ? (
        <p className="rounded-md border border-neutral-200 bg-neutral-50 p-3 text-neutral-800" lang={uiLocale}>
          {tUi(version.notice)}{' '}
          <Link to={`${documentPath(document, 'en')}?lang=en`} className={linkClasses} lang="en">
            {tUi(version.english)}
          </Link>
        </p>
      ) : (
        <p className="text-neutral-700" lang={uiLocale}>
          <Link to={version.path} className={linkClasses} lang="fr">
            {tUi(version.french)}
          </Link>
        </p>
      );
  }

  if (demo && (document === 'notice' || document === 'privacy')) {
    aside = (
      <>
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 font-medium text-neutral-900">
          {t('demo_instance')}
        </p>
        {aside && <div className="mt-4">{aside}</div>}
      </>
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
        links={links}
      />
      <nav aria-label={tUi('related')} className="mx-auto max-w-3xl px-4 pb-12">
        <h2 className="text-sm font-semibold text-neutral-900">{tUi('related')}</h2>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {(['notice', 'terms', 'privacy', 'cookies'] as const)
            .filter((key) => key !== document)
            .map((key) => (
              <li key={key}>
                <Link to={documentPath(key, uiLocale)} className="text-accent-800 underline underline-offset-2">
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

export function LegalNoticeRoute() {
  return <LegalPage document="notice" />;
}

export function FrenchLegalNoticeRoute() {
  return <LegalPage document="notice" pinned="fr" />;
}
