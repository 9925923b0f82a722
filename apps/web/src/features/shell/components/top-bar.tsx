import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { icons } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';

interface TopBarProps {
  sidebarId: string;
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  homePath: string;
  /** Year and site selectors, language and user menus, composed by the layout. */
  children: ReactNode;
}

export function TopBar({ sidebarId, sidebarCollapsed, onToggleSidebar, homePath, children }: TopBarProps) {
  const { t } = useTranslation('app');
  const { t: tCommon } = useTranslation();
  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b border-neutral-200 bg-white px-3">
      <button
        type="button"
        onClick={onToggleSidebar}
        aria-controls={sidebarId}
        aria-expanded={!sidebarCollapsed}
        aria-label={t('top_bar.toggle_sidebar')}
        className="inline-flex size-9 items-center justify-center rounded-md text-neutral-800 hover:bg-neutral-100"
      >
        <icons.menu className="size-5" />
      </button>
      <Link to={homePath} className="rounded-md" aria-label={t('top_bar.home_label', { brand: tCommon('brand') })}>
        <Logo name={tCommon('brand')} className="hidden sm:inline-flex" />
        <Logo name={tCommon('brand')} compact className="sm:hidden" />
      </Link>
      <div className="ml-auto flex items-center gap-2 sm:gap-3">{children}</div>
    </header>
  );
}
