import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { icons } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { useLocalizedPath } from '@/lib/localized-path';
import { LanguageSwitchLink } from './language-links';

const solutionLinks = [
  { key: 'product_carbon_footprint', to: '/solutions/product-carbon-footprint' },
  { key: 'supply_chain_emissions', to: '/solutions/supply-chain-emissions' },
  { key: 'carbon_accounting', to: '/solutions/carbon-accounting' },
  { key: 'product_reports', to: '/product-reports' },
] as const;

const pageLinks = [
  { key: 'pricing', to: '/pricing' },
  { key: 'features', to: '/features' },
  { key: 'blog', to: '/blog' },
] as const;

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium hover:bg-neutral-100 ${isActive ? 'text-accent-800' : 'text-neutral-800'}`;

/**
 * The Solutions links of the wide header, as a disclosure (WAI-ARIA disclosure navigation: a button
 * that shows a list of links). Site navigation is links, not an application menu, and this prerendered
 * header stays out of the menu library's weight (the home page's JavaScript budget, ADR 0013).
 */
function SolutionsDisclosure() {
  const { t } = useTranslation();
  const href = useLocalizedPath();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        buttonRef.current?.focus();
      }}
      // Focus or a click leaving the links closes them.
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((current) => !current)}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-neutral-800 hover:bg-neutral-100"
      >
        {t('public_nav.solutions')}
        <icons.chevronDown className="size-3.5" />
      </button>
      <ul id={listId} hidden={!open} className="absolute left-0 z-40 mt-1 min-w-56 rounded-md border border-neutral-200 bg-white py-1 shadow-lg">
        {solutionLinks.map((link) => (
          <li key={link.key}>
            <NavLink
              to={href(link.to)}
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                `block px-3 py-2 text-sm hover:bg-neutral-100 focus:bg-neutral-100 ${isActive ? 'text-accent-800' : 'text-neutral-800'}`
              }
            >
              {t(`public_nav.solution_links.${link.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * `signedIn` comes from the layout: the single-page app reads the session store, the prerendered
 * public site only looks for a stored token (it never loads the API client).
 */
export function PublicHeader({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const href = useLocalizedPath();
  const location = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(location.pathname);
  const mobileNavId = useId();

  // Close the small-screen menu once the visitor has followed one of its links.
  if (openedAt !== location.pathname) {
    setOpenedAt(location.pathname);
    setMobileOpen(false);
  }

  const accountLink = signedIn ? (
    <Link to="/dashboard" className={buttonClasses('primary', 'sm')}>
      {t('public_nav.open_app')}
    </Link>
  ) : (
    <Link to="/login" className={buttonClasses('primary', 'sm')}>
      {t('public_nav.sign_in')}
    </Link>
  );

  return (
    <header className="border-b border-neutral-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link to={href('/')} className="rounded-md" aria-label={t('public_nav.home_label', { brand: t('brand') })}>
          <Logo name={t('brand')} />
        </Link>
        <nav aria-label={t('public_nav.label')} className="ml-4 hidden items-center gap-1 md:flex">
          <SolutionsDisclosure />
          {pageLinks.map((link) => (
            <NavLink key={link.key} to={href(link.to)} className={navLinkClasses}>
              {t(`public_nav.${link.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitchLink />
          <span className="hidden sm:inline-flex">{accountLink}</span>
          <button
            type="button"
            className="inline-flex size-9 items-center justify-center rounded-md text-neutral-800 hover:bg-neutral-100 md:hidden"
            aria-expanded={mobileOpen}
            aria-controls={mobileNavId}
            aria-label={t('public_nav.menu')}
            onClick={() => setMobileOpen((open) => !open)}
          >
            <icons.menu className="size-5" />
          </button>
        </div>
      </div>
      {mobileOpen && (
        <nav id={mobileNavId} aria-label={t('public_nav.label')} className="border-t border-neutral-200 px-4 py-3 md:hidden">
          <p className="px-3 pt-1 text-xs font-semibold tracking-wide text-neutral-600 uppercase">{t('public_nav.solutions')}</p>
          <ul className="mb-2">
            {solutionLinks.map((link) => (
              <li key={link.key}>
                <NavLink to={href(link.to)} className={(state) => `block ${navLinkClasses(state)}`}>
                  {t(`public_nav.solution_links.${link.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className="border-t border-neutral-200 pt-2">
            {pageLinks.map((link) => (
              <li key={link.key}>
                <NavLink to={href(link.to)} className={(state) => `block ${navLinkClasses(state)}`}>
                  {t(`public_nav.${link.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 sm:hidden">{accountLink}</div>
        </nav>
      )}
    </header>
  );
}
