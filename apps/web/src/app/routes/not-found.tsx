import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

function NotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t('not_found.title'));
  return (
    <div className="mx-auto max-w-2xl px-4 py-20">
      <p className="text-sm font-semibold text-accent-800">404</p>
      <h1 className="mt-2 text-3xl font-semibold text-neutral-900">{t('not_found.title')}</h1>
      <p className="mt-3 text-neutral-700">{t('not_found.body')}</p>
      <p className="mt-1 text-neutral-600">
        <code className="rounded bg-neutral-100 px-1.5 py-0.5 text-sm break-all">{pathname}</code>
      </p>
      <Link to={backTo} className={buttonClasses('primary', 'md', 'mt-6')}>
        {backLabel}
      </Link>
    </div>
  );
}

/** The public site's not-found page, back to its home page. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return <NotFound backTo="/" backLabel={t('not_found.home_link')} />;
}

/** Inside the app (the sidebar and the top bar stay), back to the dashboard. */
export function AppNotFoundRoute() {
  const { t } = useTranslation();
  return <NotFound backTo="/dashboard" backLabel={t('not_found.dashboard_link')} />;
}
