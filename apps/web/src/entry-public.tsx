import './index.css';
import { isAppLocale, type AppLocale } from '@carbon/i18n/locale';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadCatalogs } from '@/app/public-site/catalogs';
import { matchPublicPage, preparePage, PublicSiteRoutes } from '@/app/public-site/public-site';
import { setLeanLanguage } from '@/lib/lean-i18n/react-i18next-lite';
import { storageKeys, writeStorage } from '@/lib/storage';

/**
 * Entry of the prerendered public pages (dist/prerendered/<lang>/<path>/index.html). The page's
 * language is the one it was prerendered in (`<html lang>`); an explicit `?lang=` in the URL is the
 * visitor's choice and is remembered, as the single-page app does. The page's code, strings and data
 * are loaded before hydrating, so the first render matches the prerendered markup exactly.
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page must hold an element with id "root"');

const htmlLang = document.documentElement.lang;
const locale: AppLocale = isAppLocale(htmlLang) ? htmlLang : 'en';
const requested = new URLSearchParams(window.location.search).get('lang');
if (isAppLocale(requested)) writeStorage(storageKeys.locale, requested);
setLeanLanguage(locale);

const match = matchPublicPage(window.location.pathname);
void Promise.all([
  loadCatalogs([[locale, 'common']]),
  match ? preparePage(match.page, locale) : null,
  match?.page.preload?.(match.params, locale),
])
  .catch(() => {
    // The page still renders; a missing chunk shows the error page with a reload button.
  })
  .then(() => {
    const app = (
      <StrictMode>
        <BrowserRouter>
          <PublicSiteRoutes />
        </BrowserRouter>
      </StrictMode>
    );
    if (container.hasChildNodes()) {
      hydrateRoot(container, app, {
        onRecoverableError(error) {
          // A mismatch means the prerender and the browser disagree; React recovers, the log tells us.
          console.error('Hydration mismatch on a prerendered page', error);
        },
      });
    } else {
      createRoot(container).render(app);
    }
  });
