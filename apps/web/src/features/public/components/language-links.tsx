import { supportedLocales, type AppLocale } from '@carbon/i18n/locale';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { icons } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { languageSwitchPath } from '@/lib/localized-path';
import { useLocale } from '@/lib/use-locale';

/**
 * The public site's language switch: plain links to the same page in the other language. Each
 * language version is its own prerendered page with its own URL, so the switch works without
 * JavaScript, crawlers find both versions, and the page that opens remembers the choice.
 */
export function LanguageSwitchLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const other: AppLocale = locale === 'fr' ? 'en' : 'fr';
  return (
    <a
      href={languageSwitchPath(pathname, other)}
      hrefLang={other}
      lang={other}
      className={cn('inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-neutral-800 hover:bg-neutral-100', className)}
    >
      <icons.globe />
      <span>{t(`language.names.${other}`)}</span>
      <span className="sr-only" lang={locale}>
        ({t('public_nav.switch_language')})
      </span>
    </a>
  );
}

/** Both languages, the current one marked, for the footer. */
export function LanguageList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('language.label')}>
      <ul className="flex items-center gap-1">
        {supportedLocales.map((code) => (
          <li key={code}>
            <a
              href={languageSwitchPath(pathname, code)}
              hrefLang={code}
              lang={code}
              aria-current={code === locale ? 'true' : undefined}
              className={cn(
                'rounded-md px-2 py-1 text-sm underline-offset-4 hover:underline',
                code === locale ? 'font-semibold text-neutral-900' : 'text-neutral-700',
              )}
            >
              {t(`language.names.${code}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
