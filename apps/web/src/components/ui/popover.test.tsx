import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Popover } from './popover';
import { Tooltip } from './tooltip';

describe('Popover', () => {
  it('opens from its button, takes focus, and Escape gives it back', async () => {
    const user = userEvent.setup();
    render(
      <Popover label="All tags" trigger={<Button>+2</Button>}>
        <a href="#steel">Steel</a>
      </Popover>,
    );
    const button = screen.getByRole('button', { name: '+2' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: 'All tags' });
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Steel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its control, and Escape hides it', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="ada@example.com">
        <Button aria-label="Account">A</Button>
      </Tooltip>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Account' });
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('ada@example.com');
    expect(button).toHaveAccessibleDescription('ada@example.com');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
