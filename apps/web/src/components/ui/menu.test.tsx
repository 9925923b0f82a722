import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Menu, MenuItem, MenuLink, MenuRadioGroup, MenuSeparator } from './menu';

function AccountMenu({ onSignOut }: { onSignOut: () => void }) {
  const [size, setSize] = useState<'small' | 'large'>('small');
  return (
    <MemoryRouter initialEntries={['/']}>
      <Menu label="Account" trigger="A">
        <MenuLink to="/settings">Settings</MenuLink>
        <MenuItem onSelect={onSignOut}>Log out</MenuItem>
        <MenuSeparator />
        <MenuRadioGroup
          value={size}
          onValueChange={setSize}
          options={[
            { value: 'small', label: 'Small' },
            { value: 'large', label: 'Large' },
          ]}
        />
      </Menu>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/settings" element={<h1>Settings page</h1>} />
      </Routes>
    </MemoryRouter>
  );
}

describe('Menu', () => {
  it('opens from the keyboard on its first entry, moves with the arrows, and runs the chosen action', async () => {
    const onSignOut = vi.fn();
    const user = userEvent.setup();
    render(<AccountMenu onSignOut={onSignOut} />);
    const button = screen.getByRole('button', { name: 'Account' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    render(<AccountMenu onSignOut={() => {}} />);
    const button = screen.getByRole('button', { name: 'Account' });
    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('follows a link entry', async () => {
    const user = userEvent.setup();
    render(<AccountMenu onSignOut={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(screen.getByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
  });

  it('marks the chosen entry of a radio group and changes it', async () => {
    const user = userEvent.setup();
    render(<AccountMenu onSignOut={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('menuitemradio', { name: 'Small' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'Large' })).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('menuitemradio', { name: 'Large' }));
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('menuitemradio', { name: 'Large' })).toHaveAttribute('aria-checked', 'true');
  });
});
