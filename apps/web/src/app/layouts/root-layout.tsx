import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Shown while a lazy page or its catalog downloads. */
export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl p-6">
      <SkeletonBlock label={t('status.loading')} lines={4} />
    </div>
  );
}

export function RootLayout() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Outlet />
      <ScrollRestoration />
    </Suspense>
  );
}

/**
 * Last resort when a page throws or its chunk cannot be fetched (typically after a new version was
 * deployed while the tab stayed open): say so and offer a reload, never a blank page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  useDocumentTitle(t('error_page.title'));
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-semibold">{isNotFound ? t('not_found.title') : t('error_page.title')}</h1>
      <p className="text-neutral-700">{isNotFound ? t('not_found.body') : t('error_page.body')}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          {t('error_page.reload')}
        </button>
        <Link to="/" className={buttonClasses('secondary')}>
          {t('not_found.home_link')}
        </Link>
      </div>
    </main>
  );
}
