import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { setupI18n } from '@/test/render';
import { navItems, shownNavItems, startsCollapsed } from '../nav-items';
import { Sidebar } from './sidebar';

function renderSidebar(locked: boolean, completion?: number) {
  return render(
    <MemoryRouter initialEntries={['/onboarding']}>
      <Sidebar id="sidebar" collapsed={false} locked={locked} completion={completion} />
    </MemoryRouter>,
  );
}

describe('Sidebar', () => {
  beforeEach(() => setupI18n('en'));

  it('lists the built screens in SPEC order inside the main navigation, and no entry whose screen does not exist', () => {
    renderSidebar(false);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const names = Array.from(nav.querySelectorAll('a')).map((link) => link.textContent?.trim());
    expect(names).toEqual(['Setup', 'Dashboard', 'Analytics', 'Scenarios', 'Portfolio', 'Products', 'EF Search', 'My company', 'Energy prices', 'Reports / Export', 'Settings', 'Product Catalog']);
    // Setup is done: no percentage.
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('follows the built flags of nav-items.ts', () => {
    expect(shownNavItems).toEqual(navItems.filter((item) => item.built));
    expect(navItems.map((item) => item.key)).toEqual([
      'setup',
      'dashboard',
      'analytics',
      'scenarios',
      'portfolio',
      'products',
      'ef_search',
      'my_company',
      'prices',
      'reports',
      'settings',
      'product_catalog',
    ]);
  });

  it('locks every entry but Setup while setup is pending, with the hint as description and a lock', () => {
    renderSidebar(true, 33);
    expect(screen.getByRole('link', { name: 'Setup' })).toHaveAttribute('href', '/onboarding');
    expect(screen.getByRole('progressbar', { name: 'Setup completion' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    const dashboard = screen.getByRole('button', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('aria-disabled', 'true');
    expect(dashboard).toHaveAccessibleDescription('Please finish the setup first');
    expect(screen.getAllByRole('button')).toHaveLength(shownNavItems.length - 1);
    for (const locked of screen.getAllByRole('button')) expect(locked.querySelector('[data-icon="lock"]')).not.toBeNull();
  });

  it('keeps the lock on the icon of a locked entry when the sidebar is folded', () => {
    render(
      <MemoryRouter initialEntries={['/onboarding']}>
        <Sidebar collapsed locked completion={33} />
      </MemoryRouter>,
    );
    const dashboard = screen.getByRole('button', { name: 'Dashboard' });
    expect(dashboard.querySelector('[data-icon="lock"]')).not.toBeNull();
  });

  it('shows the hint in French', async () => {
    await i18n.changeLanguage('fr');
    renderSidebar(true);
    expect(screen.getByRole('button', { name: 'Tableau de bord' })).toHaveAccessibleDescription("Veuillez d'abord terminer la configuration");
  });

  it('starts collapsed on onboarding paths only', () => {
    expect(startsCollapsed('/onboarding-wizard')).toBe(true);
    expect(startsCollapsed('/onboarding')).toBe(true);
    expect(startsCollapsed('/dashboard')).toBe(false);
  });
});
