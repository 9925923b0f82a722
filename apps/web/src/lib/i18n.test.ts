import { resolveLocale } from '@carbon/i18n/locale';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@/test/render';
import { changeLocale, currentLocale, detectLocale, i18n } from './i18n';

describe('locale rule (SPEC section 1)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the stored choice first', () => {
    window.localStorage.setItem('locale', 'en');
    vi.stubGlobal('navigator', { language: 'fr-FR' });
    expect(detectLocale()).toBe('en');
  });
  it('otherwise French when the browser language starts with fr, else English', () => {
    vi.stubGlobal('navigator', { language: 'fr-CA' });
    expect(detectLocale()).toBe('fr');
    vi.stubGlobal('navigator', { language: 'de-DE' });
    expect(detectLocale()).toBe('en');
    expect(resolveLocale('xx', 'fr')).toBe('fr');
  });

  it('remembers a switch in local storage and keeps <html lang> in sync', async () => {
    await setupI18n('en');
    await changeLocale('fr');
    expect(window.localStorage.getItem('locale')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(currentLocale()).toBe('fr');
    expect(i18n.t('nav.locked_hint', { ns: 'app' })).toBe("Veuillez d'abord terminer la configuration");
    await changeLocale('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
