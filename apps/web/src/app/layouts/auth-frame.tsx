import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { LanguageMenu } from '@/features/locale/components/language-menu';

/**
 * The frame of the pages without layout (/login, /verify-email, /reset-password). It lives in app/ because it
 * composes features (the language menu) around the auth forms, and features do not import each other.
 */
export function AuthFrame({ title, children, wide = false }: { title: ReactNode; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-neutral-50">
      <header className="flex items-center justify-between px-4 py-4 sm:px-6">
        <Link to="/" className="rounded-md" aria-label={t('public_nav.home_label', { brand: t('brand') })}>
          <Logo name={t('brand')} />
        </Link>
        <LanguageMenu />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:pt-12">
        <div className={`w-full ${wide ? 'max-w-lg' : 'max-w-md'} rounded-lg border border-neutral-200 bg-white p-6 shadow-sm sm:p-8`}>
          <h1 className="text-xl font-semibold text-neutral-900">{title}</h1>
          <div className="mt-6">{children}</div>
        </div>
      </main>
      <footer className="px-4 pb-6 text-center text-xs text-neutral-600">
        <Link to="/legal/terms" className="underline underline-offset-2 hover:text-neutral-900">
          {t('footer.links.terms')}
        </Link>
        <span aria-hidden="true"> · </span>
        <Link to="/legal/privacy" className="underline underline-offset-2 hover:text-neutral-900">
          {t('footer.links.privacy')}
        </Link>
      </footer>
    </div>
  );
}
