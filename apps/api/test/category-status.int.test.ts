import { describe, expect, it } from 'vitest';
import type { CategoryStatusItem, CategoryStatusResponse } from '@carbon/contracts/category-status';
import type { Entry } from '@carbon/contracts/ledger';
import { useLibraryTestApp } from './helpers/factor-library.ts';
import { createEntry, createSite } from './helpers/ledger.ts';
import { detail, joinCompany, register, type RegisteredUser } from './helpers/test-app.ts';

const t = useLibraryTestApp();
const YEAR = 2025;

async function statuses(user: RegisteredUser, year = YEAR): Promise<CategoryStatusItem[]> {
  const response = await t.call(
    user,
    'GET',
    `/accounting/category-status?company_id=${user.user.company_id}&period_year=${year}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as CategoryStatusResponse).items;
}

const statusOf = (items: CategoryStatusItem[], key: string) => items.find((item) => item.category === key);

describe('category status', () => {
  it('lists every scope 3 category: missing, then recorded once it has entries', async () => {
    const owner = await register(t.app);
    const items = await statuses(owner);
    expect(new Set(items.map((i) => i.scope3_category))).toEqual(
      new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]),
    );
    expect(items.every((i) => i.status === 'missing' && i.entries === 0 && i.reason === null)).toBe(true);

    const site = await createSite(t, owner);
    const entry: Entry = await createEntry(t, owner, site, {
      period_year: YEAR,
      category: 'franchises',
      quantity: 1000,
      unit: 'kg',
      custom_factor: { kg_co2e_per_unit: 2, unit: 'kg' },
    });
    const after = await statuses(owner);
    expect(statusOf(after, 'franchises')).toEqual({
      category: 'franchises',
      scope: 3,
      scope3_category: 14,
      status: 'recorded',
      co2e_kg: entry.co2e_kg,
      entries: 1,
      reason: null,
    });
    expect(statusOf(await statuses(owner, YEAR - 1), 'franchises')?.status).toBe('missing');
  });

  it('marks a category not relevant with a reason, and back to missing', async () => {
    const owner = await register(t.app);
    const body = {
      company_id: owner.user.company_id,
      period_year: YEAR,
      category: 'investments',
      status: 'not_relevant',
      reason: 'No financial investments',
    };
    const marked = await t.call(owner, 'PUT', '/accounting/category-status', { payload: body });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({
      category: 'investments',
      status: 'not_relevant',
      reason: 'No financial investments',
    });
    expect(statusOf(await statuses(owner), 'investments')).toMatchObject({
      status: 'not_relevant',
      reason: 'No financial investments',
    });

    const changed = await t.call(owner, 'PUT', '/accounting/category-status', {
      payload: { ...body, reason: 'None held' },
    });
    expect(changed.json()).toMatchObject({ reason: 'None held' });

    const missing = await t.call(owner, 'PUT', '/accounting/category-status', {
      payload: { ...body, status: 'missing', reason: '' },
    });
    expect(missing.json()).toMatchObject({ status: 'missing', reason: null });
    expect(statusOf(await statuses(owner), 'investments')?.status).toBe('missing');
  });

  it('refuses without a reason, for a non scope 3 category, or for a category with entries (422 naming the field)', async () => {
    const owner = await register(t.app);
    const base = {
      company_id: owner.user.company_id,
      period_year: YEAR,
      category: 'waste',
      status: 'not_relevant',
    };
    const noReason = await t.call(owner, 'PUT', '/accounting/category-status', {
      payload: { ...base, reason: '  ' },
      lang: 'fr',
    });
    expect(noReason.statusCode).toBe(422);
    expect(detail(noReason)).toEqual([
      {
        loc: ['body', 'reason'],
        msg: 'Indiquez pourquoi cette catégorie n’est pas pertinente'.replace('’', "'"),
        type: 'custom',
      },
    ]);
    const enNoReason = await t.call(owner, 'PUT', '/accounting/category-status', {
      payload: base,
      lang: 'en',
    });
    expect((detail(enNoReason) as { msg: string }[])[0]?.msg).toBe('Say why this category is not relevant');

    const scope1 = await t.call(owner, 'PUT', '/accounting/category-status', {
      payload: { ...base, category: 'electricity', reason: 'x' },
    });
    expect((detail(scope1) as { loc: unknown }[])[0]).toMatchObject({ loc: ['body', 'category'] });

    const site = await createSite(t, owner);
    await createEntry(t, owner, site, {
      period_year: YEAR,
      category: 'waste',
      quantity: 1,
      unit: 'kg',
      custom_factor: { kg_co2e_per_unit: 1, unit: 'kg' },
    });
    const hasEntries = await t.call(owner, 'PUT', '/accounting/category-status', {
      payload: { ...base, reason: 'none' },
      lang: 'en',
    });
    expect(hasEntries.statusCode).toBe(422);
    expect(detail(hasEntries)).toEqual([
      {
        loc: ['body', 'status'],
        msg: 'This category has entries this year: it cannot be marked not relevant',
        type: 'category_has_entries',
      },
    ]);
    expect(statusOf(await statuses(owner), 'waste')).toMatchObject({ status: 'recorded', reason: null });
  });

  it('answers 404 for another company; a viewer cannot mark', async () => {
    const owner = await register(t.app);
    const other = await register(t.app);
    expect(
      (
        await t.call(
          other,
          'GET',
          `/accounting/category-status?company_id=${owner.user.company_id}&period_year=${YEAR}`,
        )
      ).statusCode,
    ).toBe(404);
    const body = {
      company_id: owner.user.company_id,
      period_year: YEAR,
      category: 'franchises',
      status: 'not_relevant',
      reason: 'No franchise',
    };
    expect((await t.call(other, 'PUT', '/accounting/category-status', { payload: body })).statusCode).toBe(
      404,
    );
    const viewer = await joinCompany(t, owner, 'viewer');
    expect((await t.call(viewer, 'PUT', '/accounting/category-status', { payload: body })).statusCode).toBe(
      403,
    );
    expect(statusOf(await statuses(owner), 'franchises')?.status).toBe('missing');
  });
});
