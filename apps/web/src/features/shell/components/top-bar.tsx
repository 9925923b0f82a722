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
  /** The phone and tablet navigation (its own button opens it), composed by the layout. */
  drawer: ReactNode;
  /** Year and site selectors: beside the menus on a wide screen, on a second row on a phone. */
  selectors: ReactNode;
  /** Language and user menus: always on the first row, so they stay in reach on a phone. */
  menus: ReactNode;
}

export function TopBar({ sidebarId, sidebarCollapsed, onToggleSidebar, homePath, drawer, selectors, menus }: TopBarProps) {
  const { t } = useTranslation('app');
  const { t: tCommon } = useTranslation();
  return (
    <header className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-2 border-b border-neutral-200 bg-white px-3 py-2 md:h-14 md:flex-nowrap md:py-0">
      {drawer}
      {/* The desktop sidebar folds to icons; below the desktop breakpoint the drawer's button takes this place. */}
      <button
        type="button"
        onClick={onToggleSidebar}
        aria-controls={sidebarId}
        aria-expanded={!sidebarCollapsed}
        aria-label={t('top_bar.toggle_sidebar')}
        className="hidden size-9 items-center justify-center rounded-md text-neutral-800 hover:bg-neutral-100 lg:inline-flex"
      >
        <icons.menu className="size-5" />
      </button>
      <Link to={homePath} className="rounded-md" aria-label={t('top_bar.home_label', { brand: tCommon('brand') })}>
        {/* Wrapped: the logo's own inline-flex would win over `hidden`. */}
        <span className="hidden sm:inline">
          <Logo name={tCommon('brand')} />
        </span>
        <span className="sm:hidden">
          <Logo name={tCommon('brand')} compact />
        </span>
      </Link>
      <div className="order-last flex w-full min-w-0 items-center gap-2 md:order-none md:ml-auto md:w-auto md:gap-3">{selectors}</div>
      <div className="ml-auto flex shrink-0 items-center gap-2 md:ml-0 md:gap-3">{menus}</div>
    </header>
  );
}
