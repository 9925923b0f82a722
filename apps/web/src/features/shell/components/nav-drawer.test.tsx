import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { setupI18n } from '@/test/render';
import { NavDrawer } from './nav-drawer';
import { Sidebar } from './sidebar';

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderDrawer(toggleName = 'Open the menu') {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <button type="button">Elsewhere on the page</button>
      <NavDrawer>
        <Sidebar collapsed={false} locked={false} completion={undefined} />
      </NavDrawer>
      <Where />
    </MemoryRouter>,
  );
  // Radix makes the page behind an open drawer inert (pointer-events: none): clicking it is what a user does to dismiss.
  return { user: userEvent.setup({ pointerEventsCheck: 0 }), toggle: screen.getByRole('button', { name: toggleName }) };
}

describe('NavDrawer', () => {
  beforeEach(() => setupI18n('en'));

  it('is closed until its button opens it, then holds the focus', async () => {
    const { user, toggle } = renderDrawer();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const drawer = screen.getByRole('dialog', { name: 'Main navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const { user, toggle } = renderDrawer();
    await user.click(toggle);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toggle).toHaveFocus();
  });

  it('closes when the user navigates, and on its close button', async () => {
    const { user, toggle } = renderDrawer();
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/settings');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Close the menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toggle).toHaveFocus();
  });

  it('closes on a click outside it', async () => {
    const { user, toggle } = renderDrawer();
    await user.click(toggle);
    await user.click(screen.getByText('Elsewhere on the page'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    const { user, toggle } = renderDrawer('Ouvrir le menu');
    await user.click(toggle);
    expect(screen.getByRole('dialog', { name: 'Navigation principale' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer le menu' })).toBeInTheDocument();
  });
});
