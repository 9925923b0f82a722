import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { CookieBanner } from './cookie-banner';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/**
 * Shown while the next public page's code or strings download. It is a screen tall, so the footer
 * starts below the fold and the page arriving does not push it down in view (a layout shift of about
 * 0.75 on a phone, measured by `npm run bench:lighthouse` on /tools/csrd-calculator).
 */
export function PublicPageFallback() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto min-h-screen max-w-3xl p-6">
      <SkeletonBlock label={t('status.loading')} lines={4} />
    </div>
  );
}

/**
 * Header, page, footer and cookie banner of every public page (SPEC section 2). Rendered by the
 * single-page app's public layout and by the prerendered public site, which differ only in how they
 * know whether the visitor is signed in. The page is the route's, or `children` when given (the
 * not-found page of an address outside the public routes).
 */
export function PublicFrame({ signedIn, children }: { signedIn: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t('actions.skip_to_content')}
      </a>
      <PublicHeader signedIn={signedIn} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PublicPageFallback />}>
          {children ?? <Outlet />}
        </Suspense>
      </main>
      <PublicFooter />
      <CookieBanner />
    </div>
  );
}
