import { useId, useSyncExternalStore } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useLocalizedPath } from '@/lib/localized-path';
import { readCookieConsent, saveCookieConsent, subscribeCookieConsent, type CookieConsent } from '../cookie-consent';

/**
 * Prerendered pages cannot know the visitor's answer, so the server snapshot is "unknown" and the
 * banner only appears once the browser has read local storage: no banner flashes for a visitor who
 * has already answered, and hydration sees the same (empty) markup as the prerender.
 */
const unknownConsent = () => 'unknown' as const;

/** Shown until the visitor answers, and again six months later; the answer is kept in local storage `cookie_consent`, its date in `cookie_consent_at`. */
export function CookieBanner() {
  const { t } = useTranslation();
  const href = useLocalizedPath();
  const consent = useSyncExternalStore<CookieConsent | null | 'unknown'>(subscribeCookieConsent, readCookieConsent, unknownConsent);
  const headingId = useId();

  if (consent !== null) return null;

  const choose = (value: CookieConsent) => saveCookieConsent(value);

  return (
    <section
      aria-labelledby={headingId}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-neutral-200 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.06)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 md:flex-row md:items-center md:justify-between">
        <div className="max-w-3xl">
          <h2 id={headingId} className="font-semibold text-neutral-900">
            {t('cookie_banner.title')}
          </h2>
          <p className="mt-1 text-neutral-700">
            <Trans
              i18nKey="cookie_banner.body"
              components={{ policy: <Link to={href('/legal/cookies')} className="font-medium text-accent-800 underline underline-offset-2" /> }}
            />
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {/* Refusing must be as easy and as visible as accepting (CNIL guidelines): the same button style for both. */}
          <Button variant="primary" onClick={() => choose('essential')}>
            {t('cookie_banner.essential_only')}
          </Button>
          <Button variant="primary" onClick={() => choose('all')}>
            {t('cookie_banner.accept_all')}
          </Button>
        </div>
      </div>
    </section>
  );
}
