import { describe, expect, it } from 'vitest';
import { ACCOUNTING_CATEGORIES } from '@carbon/carbon/taxonomy';
import { energyMessageKeys } from '@carbon/contracts/energy';
import { distributionInputSchema, ledgerMessageKeys } from '@carbon/contracts/ledger';
import { supportedLocales } from '@carbon/i18n/locale';
import { t } from '../../platform/i18n.ts';
import { toAccountingCategory } from './ledger.mapper.ts';

/** The ledger's refusals reach users through these keys: each must read as words in every language. */
describe('ledger messages', () => {
  it('has every message key and 409 code in English and French', () => {
    const keys = [
      ...Object.values(ledgerMessageKeys),
      ...Object.values(energyMessageKeys),
      'errors.entry_derived',
      'errors.site_has_entries',
      'errors.project_in_use',
    ];
    for (const locale of supportedLocales) {
      for (const key of keys) expect(t(locale, key), `${locale} ${key}`).not.toBe(key);
    }
  });
});

describe('distribution input', () => {
  const site = (id: string, share_percent: number) => ({
    target_type: 'site' as const,
    target_id: id,
    share_percent,
  });
  const a = '9b2b8f63-3d0c-4c55-9d4b-0c4f3a1f7d11';
  const b = '3f0c8a52-5b5c-4c1e-9a57-2c7f0a4e9b21';
  const c = '6d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
  const messages = (value: unknown) =>
    distributionInputSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('takes shares that add up to 100 %, thirds typed with two decimals included', () => {
    expect(messages({ criterion: 'employee_count', shares: [site(a, 60), site(b, 40)] })).toEqual([]);
    expect(messages({ criterion: 'surface_area', shares: [site(a, 33.33), site(b, 33.33), site(c, 33.34)] })).toEqual([]);
    expect(messages({ criterion: 'budget', shares: [site(a, 33.33), site(b, 33.33), site(c, 33.33)] })).toEqual([]);
  });

  it('refuses shares that do not add up, a target twice, and a share of zero', () => {
    expect(messages({ criterion: 'sales_amount', shares: [site(a, 60), site(b, 30)] })).toEqual([
      ['shares', ledgerMessageKeys.sharesTotal],
    ]);
    expect(messages({ criterion: 'unit_volume', shares: [site(a, 50), site(a, 50)] })).toEqual([
      ['shares.1.target_id', ledgerMessageKeys.shareTargetTwice],
    ]);
    expect(messages({ criterion: 'unit_volume', shares: [site(a, 0), site(b, 100)] })).toEqual([
      ['shares.0.share_percent', ledgerMessageKeys.greaterThanZero],
    ]);
  });
});

describe('categories on the wire', () => {
  it('maps each taxonomy category with its scope, scope 3 category and BEGES item', () => {
    const wire = ACCOUNTING_CATEGORIES.map(toAccountingCategory);
    expect(new Set(wire.map((category) => category.key)).size).toBe(wire.length);
    for (const category of wire) {
      expect(category.scope3_category === null, category.key).toBe(category.scope !== 3);
      expect(category.name_fr.length, category.key).toBeGreaterThan(0);
    }
  });
});
