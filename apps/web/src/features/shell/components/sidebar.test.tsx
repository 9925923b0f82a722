import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { setupI18n } from '@/test/render';
import { startsCollapsed } from '../nav-items';
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

  it('lists the entries in SPEC order inside the main navigation', () => {
    renderSidebar(false, 50);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const names = Array.from(nav.querySelectorAll('a')).map((link) => link.textContent?.trim());
    expect(names).toEqual([
      'Setup50%',
      'Dashboard',
      'Analytics',
      'Scenarios',
      'Portfolio',
      'Products',
      'EF Search',
      'My company',
      'Reports / Export',
      'Settings',
      'Product Catalog',
    ]);
    expect(screen.getByRole('link', { name: 'My company' })).toHaveAttribute('href', '/topology');
    expect(screen.getByRole('progressbar', { name: 'Setup completion' })).toHaveAttribute('aria-valuenow', '50');
  });

  it('locks every entry but Setup while setup is pending, with the hint as description', () => {
    renderSidebar(true, 33);
    expect(screen.getByRole('link', { name: 'Setup' })).toHaveAttribute('href', '/onboarding');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    const dashboard = screen.getByRole('button', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('aria-disabled', 'true');
    expect(dashboard).toHaveAccessibleDescription('Please finish the setup first');
    expect(screen.getAllByRole('button')).toHaveLength(10);
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
