import { describe, expect, it } from 'vitest';
// The serving rule shared with `vite preview` and mirrored by the API's static handler.
import { prerenderedFile } from '../../scripts/prerendered-path.mjs';
import { languageSwitchPath, localizedPath } from './localized-path';

describe('language URLs', () => {
  it('keeps English at the plain path and puts French behind ?lang=fr', () => {
    expect(localizedPath('/pricing', 'en')).toBe('/pricing');
    expect(localizedPath('/pricing', 'fr')).toBe('/pricing?lang=fr');
    expect(localizedPath('/blog?tag=csrd', 'fr')).toBe('/blog?tag=csrd&lang=fr');
    expect(localizedPath('/features#scope-2', 'fr')).toBe('/features?lang=fr#scope-2');
  });

  it('makes the language switch explicit in both directions', () => {
    expect(languageSwitchPath('/pricing', 'en')).toBe('/pricing?lang=en');
    expect(languageSwitchPath('/', 'fr')).toBe('/?lang=fr');
  });
});

describe('serving rule of the prerendered pages', () => {
  it('maps a public path and its language to its file', () => {
    expect(prerenderedFile('/', '')).toBe('prerendered/en/index.html');
    expect(prerenderedFile('/pricing', '')).toBe('prerendered/en/pricing/index.html');
    expect(prerenderedFile('/pricing/', '?lang=en')).toBe('prerendered/en/pricing/index.html');
    expect(prerenderedFile('/pricing', '?lang=fr')).toBe('prerendered/fr/pricing/index.html');
    expect(prerenderedFile('/blog/beges-obligation-france', '?lang=fr')).toBe('prerendered/fr/blog/beges-obligation-france/index.html');
  });

  it('leaves any other query, odd segment or file name to the single-page app', () => {
    expect(prerenderedFile('/blog', '?page=2')).toBeNull();
    expect(prerenderedFile('/blog', '?lang=fr&tag=csrd')).toBeNull();
    expect(prerenderedFile('/blog', '?lang=fr&lang=en')).toBeNull();
    expect(prerenderedFile('/../etc/passwd', '')).toBeNull();
    expect(prerenderedFile('/blog/%2e%2e', '')).toBeNull();
    expect(prerenderedFile('/a%2fb', '')).toBeNull();
    expect(prerenderedFile('/favicon.svg', '')).toBeNull();
    expect(prerenderedFile('/Pricing', '')).toBeNull();
  });
});
