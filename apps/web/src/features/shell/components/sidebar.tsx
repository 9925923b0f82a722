import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { icons } from '@/components/ui/icons';
import { ProgressBar, clampPercentage } from '@/components/ui/progress-bar';
import { cn } from '@/lib/cn';
import { useFormatters } from '@/lib/use-locale';
import { shownNavItems, type NavItem } from '../nav-items';

interface SidebarProps {
  id?: string;
  /** Icons only (the desktop rail folded); the drawer is always unfolded. */
  collapsed: boolean;
  /** Setup pending: every entry but Setup is locked (SPEC section 4). */
  locked: boolean;
  /** Setup completion in percent while setup is pending; once it is done the sidebar no longer shows it. */
  completion: number | undefined;
  className?: string;
}

const itemBase = 'group relative flex h-10 w-full items-center gap-3 rounded-md px-3 text-sm font-medium';

/** Shown beside an entry on hover and keyboard focus; screen readers get the same words another way. */
function Tooltip({ text }: { text: string }) {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute top-1/2 left-full z-30 ml-2 hidden -translate-y-1/2 rounded-md bg-neutral-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow group-hover:block group-focus-visible:block"
    >
      {text}
    </span>
  );
}

export function Sidebar({ id, collapsed, locked, completion, className }: SidebarProps) {
  const { t } = useTranslation('app');
  const lockHintId = useId();
  const lockHint = t('nav.locked_hint');
  const { percent } = useFormatters();

  const renderItem = (item: NavItem) => {
    const Icon = icons[item.icon];
    const label = t(`nav.items.${item.key}`);
    const isSetup = item.key === 'setup';
    if (locked && !isSetup) {
      return (
        <button
          type="button"
          aria-disabled="true"
          aria-describedby={lockHintId}
          data-tutorial="locked-nav-item"
          className={cn(itemBase, 'cursor-not-allowed text-neutral-500', collapsed && 'justify-center px-0')}
          onClick={(event) => event.preventDefault()}
        >
          <span className="relative shrink-0">
            <Icon className="size-4" />
            {/* Folded, the lock sits on the entry's icon, so a locked entry never looks like an open one. */}
            {collapsed && <icons.lock data-icon="lock" className="absolute -right-1.5 -bottom-1.5 size-3 rounded-sm bg-white" />}
          </span>
          <span className={collapsed ? 'sr-only' : 'flex-1 truncate text-left'}>{label}</span>
          {!collapsed && <icons.lock data-icon="lock" className="size-3.5 shrink-0" />}
          <Tooltip text={collapsed ? `${label} · ${lockHint}` : lockHint} />
        </button>
      );
    }
    const showProgress = isSetup && completion !== undefined && !collapsed;
    return (
      <>
        <NavLink
          to={item.to}
          data-tutorial={isSetup ? 'setup' : undefined}
          className={({ isActive }) =>
            cn(itemBase, isActive ? 'bg-accent-50 text-accent-900' : 'text-neutral-800 hover:bg-neutral-100', collapsed && 'justify-center px-0')
          }
        >
          <Icon className="size-4 shrink-0" />
          <span className={collapsed ? 'sr-only' : 'flex-1 truncate'}>{label}</span>
          {showProgress && (
            <span className="text-xs text-neutral-600 tabular-nums" aria-hidden="true">
              {percent(clampPercentage(completion))}
            </span>
          )}
          {collapsed && <Tooltip text={label} />}
        </NavLink>
        {/* Outside the link, so the link's name stays "Setup" and the bar is announced on its own. */}
        {showProgress && (
          <div className="mx-3 mt-1 mb-2">
            <ProgressBar value={completion} size="sm" label={t('nav.setup_progress')} />
          </div>
        )}
      </>
    );
  };

  return (
    <nav
      id={id}
      aria-label={t('nav.label')}
      className={cn('shrink-0 overflow-y-auto bg-white', className)}
    >
      <ul className={cn('flex flex-col gap-0.5 py-3', collapsed ? 'px-2' : 'px-3')} data-tutorial="navigation">
        {shownNavItems.map((item) => (
          <li key={item.key}>{renderItem(item)}</li>
        ))}
      </ul>
      {locked && (
        <p id={lockHintId} className={cn('mx-3 mb-3 rounded-md bg-neutral-100 p-2 text-xs text-neutral-700', collapsed && 'sr-only')}>
          {lockHint}
        </p>
      )}
    </nav>
  );
}
