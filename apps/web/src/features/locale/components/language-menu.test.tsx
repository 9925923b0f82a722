import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { setupI18n } from '@/test/render';
import { LanguageMenu } from './language-menu';

describe('LanguageMenu', () => {
  beforeEach(() => setupI18n('en'));
  afterEach(() => i18n.changeLanguage('en'));

  it('switches the language from the keyboard, remembers it, and names each language in itself', async () => {
    const onChanged = vi.fn();
    const user = userEvent.setup();
    render(<LanguageMenu onChanged={onChanged} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu', { name: 'Language' })).toBeInTheDocument();
    const english = screen.getByRole('menuitemradio', { name: 'English' });
    const french = screen.getByRole('menuitemradio', { name: 'Français' });
    expect(english).toHaveAttribute('aria-checked', 'true');
    expect(french).toHaveAttribute('lang', 'fr');
    expect(english).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(french).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('fr'));
    expect(i18n.language).toBe('fr');
    expect(window.localStorage.getItem('locale')).toBe('fr');
    expect(screen.getByRole('button', { name: 'Langue' })).toHaveFocus();
  });

  it('does nothing when the current language is chosen again', async () => {
    const onChanged = vi.fn();
    const user = userEvent.setup();
    render(<LanguageMenu onChanged={onChanged} />);
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(onChanged).not.toHaveBeenCalled();
    expect(i18n.language).toBe('en');
  });
});
