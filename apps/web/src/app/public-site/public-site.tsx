import type { AppLocale } from '@carbon/i18n/locale';
import { Component, use, useEffect, useRef, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Route, Routes, useLocation } from 'react-router';
import { PublicFrame, PublicPageFallback } from '@/features/public/components/public-frame';
import { hasStoredSession, subscribeStoredSession } from '@/features/public/stored-sign-in';
import { createSuspenseCache } from '@/lib/suspense-cache';
import { useLocale } from '@/lib/use-locale';
import { publicPages, type PublicPage } from '../public-pages';
import { NotFoundRoute } from '../routes/not-found';
import { PageLoadError } from './page-load-error';
import { loadCatalogs } from './catalogs';

/**
 * The prerendered public site: the public pages of app/public-pages.tsx under the public frame, with
 * the lite i18n runtime and no session store, API client or app shell. entry-public.tsx hydrates it
 * in the browser and entry-server.tsx renders it at build time; both render this same tree, so the
 * markup matches. Any other path is the single-page app's and is opened with a full page load.
 */
const pageCache = createSuspenseCache<ComponentType>();

/** The catalogs a page reads: its namespaces in the interface language, and in its pinned language if any. */
export function catalogsOf(page: PublicPage, locale: AppLocale) {
  const locales = page.pinnedLocale && page.pinnedLocale !== locale ? [locale, page.pinnedLocale] : [locale];
  return locales.flatMap((lng) => page.namespaces.map((ns) => [lng, ns] as const));
}

/** The page's code and its strings in the given language, loaded once. */
export function preparePage(page: PublicPage, locale: AppLocale) {
  return pageCache(`${page.path}|${locale}`, async () => {
    const [module] = await Promise.all([page.load(), loadCatalogs(catalogsOf(page, locale))]);
    return module.Component;
  });
}

export function matchPublicPage(pathname: string): { page: PublicPage; params: Record<string, string | undefined> } | null {
  const matches = matchRoutes(
    publicPages.map((page) => (page.path === '' ? { index: true, page } : { path: page.path, page })),
    pathname,
  );
  const match = matches?.[0];
  return match ? { page: match.route.page, params: match.params } : null;
}

/** True after the first render in the browser; a path only needs the app after a client-side navigation. */
let firstRenderDone = false;

/**
 * Opens the current URL with a full page load: the path belongs to the single-page app (sign-in, the
 * app, pages built on the API), or its `lang` parameter asks for the other language's page.
 */
function FullPageLoad() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.assign(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return <PublicPageFallback />;
}

function LazyPage({ page }: { page: PublicPage }) {
  const locale = useLocale();
  const { search } = useLocation();
  const requested = new URLSearchParams(search).get('lang');
  if ((requested === 'en' || requested === 'fr') && requested !== locale) return <FullPageLoad />;
  const Page = use(preparePage(page, locale));
  // eslint-disable-next-line react-hooks/static-components -- the route module's export, resolved once and cached: its identity never changes between renders
  return <Page />;
}

function UnknownPath() {
  // On the first render this URL was served as a public page, so it has no app page either.
  return firstRenderDone ? <FullPageLoad /> : <NotFoundRoute />;
}

/** Client-side navigation starts the next page at its top, as a full page load would. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    firstRenderDone = true;
    if (previous.current !== pathname) {
      previous.current = pathname;
      window.scrollTo(0, 0);
    }
  }, [pathname]);
  return null;
}

/**
 * A page whose code cannot be fetched (typically a new version deployed while the tab stayed open) is
 * opened with a full page load after a client-side navigation; on the first page, the error page.
 */
class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return firstRenderDone ? <FullPageLoad /> : <PageLoadError />;
  }
}

const notSignedInOnServer = () => false;

function PublicSiteLayout() {
  const signedIn = useSyncExternalStore(subscribeStoredSession, () => hasStoredSession(), notSignedInOnServer);
  return (
    <>
      <ScrollToTop />
      <PublicFrame signedIn={signedIn} />
    </>
  );
}

export function PublicSiteRoutes() {
  return (
    <Routes>
      <Route element={<PublicSiteLayout />}>
        {publicPages.map((page) =>
          page.path === '' ? (
            <Route key="home" index element={<PageBoundary><LazyPage page={page} /></PageBoundary>} />
          ) : (
            <Route key={page.path} path={page.path} element={<PageBoundary><LazyPage page={page} /></PageBoundary>} />
          ),
        )}
        <Route path="*" element={<UnknownPath />} />
      </Route>
    </Routes>
  );
}
