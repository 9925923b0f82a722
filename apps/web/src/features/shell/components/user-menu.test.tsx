import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@/test/render';
import { UserMenu } from './user-menu';

describe('UserMenu', () => {
  beforeAll(() => setupI18n('en'));

  it('shows the initial, the email on focus, and its entries: Settings, Manage Subscription, Log out', async () => {
    const onSignOut = vi.fn();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <UserMenu email="ada@example.com" onSignOut={onSignOut} />
      </MemoryRouter>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button).toHaveFocus();
    expect(button).toHaveTextContent('A');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('ada@example.com');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('menuitem', { name: 'Manage Subscription' })).toHaveAttribute('href', '/subscription');
    await user.keyboard('{End}{Enter}');
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('lists the user’s companies when there are several, and switches to the one picked', async () => {
    const onSwitchCompany = vi.fn();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <UserMenu
          email="ada@example.com"
          onSignOut={vi.fn()}
          companies={[
            { company_id: 'c1', company_name: 'Solar Bakery', current: true },
            { company_id: 'c2', company_name: 'Own Ltd', current: false },
          ]}
          onSwitchCompany={onSwitchCompany}
        />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menuitemradio', { name: 'Solar Bakery' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: 'Own Ltd' }));
    expect(onSwitchCompany).toHaveBeenCalledWith('c2');
  });
});
