import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function SignInTabs() {
  const [mode, setMode] = useState<'sign-in' | 'register'>('sign-in');
  return (
    <Tabs
      label="Account"
      value={mode}
      onValueChange={setMode}
      items={[
        { value: 'sign-in', label: 'Sign in', panel: <input aria-label="Email" /> },
        { value: 'register', label: 'Create account', panel: <input aria-label="Company" /> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('switches with the arrow keys, and a hidden panel keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<SignInTabs />);
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('tab', { name: 'Sign in' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Create account' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Create account' })).toContainElement(
      screen.getByRole('textbox', { name: 'Company' }),
    );
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  });
});
