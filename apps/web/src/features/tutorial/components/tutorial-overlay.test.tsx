import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@/test/render';
import { TutorialOverlay } from './tutorial-overlay';

describe('TutorialOverlay', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(() => vi.useRealTimers());

  async function renderAndWait(enabled: boolean) {
    vi.useFakeTimers();
    render(<TutorialOverlay enabled={enabled} />);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
  }

  it('opens one second after load while setup is pending, walks the four steps, and remembers the end', async () => {
    await renderAndWait(true);
    const dialog = screen.getByRole('dialog', { name: 'Welcome to Carbon Ledger' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Start with the setup' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'The other screens open after setup' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('dialog', { name: 'Start with the setup' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'You are ready' })).toBeInTheDocument();
    expect(window.localStorage.getItem('tutorial_seen')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem('tutorial_seen')).toBe('true');
  });

  it('records a skip (also by Escape) as seen', async () => {
    await renderAndWait(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem('tutorial_seen')).toBe('true');
  });

  it('stays closed once seen, and when setup is complete', async () => {
    window.localStorage.setItem('tutorial_seen', 'true');
    await renderAndWait(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    window.localStorage.clear();
    await renderAndWait(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
