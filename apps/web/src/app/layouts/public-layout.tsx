import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { CookieBanner } from '@/features/public/components/cookie-banner';
import { PublicFooter } from '@/features/public/components/public-footer';
import { PublicHeader } from '@/features/public/components/public-header';
import { RouteFallback } from './root-layout';

export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t('actions.skip_to_content')}
      </a>
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
      <CookieBanner />
    </div>
  );
}
