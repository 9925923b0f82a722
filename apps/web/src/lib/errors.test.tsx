import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupI18n } from '@/test/render';
import { ApiError } from './api-client';
import { useErrorText } from './errors';
import { i18n } from './i18n';

function planLimit(body: Record<string, unknown>, serverText = 'server text'): ApiError {
  return new ApiError(403, serverText, 'plan_limit', [], { detail: serverText, code: 'plan_limit', ...body });
}

async function errorText(locale: 'en' | 'fr') {
  await setupI18n(locale);
  return renderHook(() => useErrorText()).result.current;
}

describe('useErrorText for a plan limit (403 plan_limit)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('names the plan and its limit, in the singular or the plural', async () => {
    const text = await errorText('en');
    expect(text(planLimit({ plan: 'free', limit: 1, resource: 'products' }))).toBe(
      'Your Free plan allows 1 product. Upgrade to add more.',
    );
    expect(text(planLimit({ plan: 'pro', limit: 5, resource: 'members' }))).toBe(
      'Your Pro plan allows 5 team members. Upgrade to add more.',
    );
    expect(text(planLimit({ plan: 'free', limit: 0, resource: 'export' }))).toBe(
      'Your Free plan does not include exports. Upgrade to use them.',
    );
  });

  it('speaks French with the French plan names', async () => {
    const text = await errorText('fr');
    expect(text(planLimit({ plan: 'free', limit: 1, resource: 'scenarios' }))).toBe(
      "Votre offre Gratuite permet 1 scénario. Passez à une offre supérieure pour en ajouter d'autres.",
    );
    expect(text(planLimit({ plan: 'pro', limit: 10, resource: 'products' }))).toBe(
      "Votre offre Pro permet 10 produits. Passez à une offre supérieure pour en ajouter d'autres.",
    );
    expect(text(planLimit({ plan: 'free', limit: 0, resource: 'api_access' }))).toBe(
      "Votre offre Gratuite ne comprend pas l'accès API. Passez à une offre supérieure pour l'utiliser.",
    );
  });

  it("falls back to the server's message when the answer lacks the plan fields", async () => {
    const text = await errorText('en');
    expect(text(planLimit({ plan: 'gold', limit: 1, resource: 'products' }, 'As the server says'))).toBe('As the server says');
    expect(text(new ApiError(403, 'Not yours', 'forbidden'))).toBe('Not yours');
  });
});
