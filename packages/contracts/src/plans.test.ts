import { describe, expect, it } from 'vitest';
import { isBillingPeriod, isPlanId, isWithinLimit, maxYearlySavingsPercent, monthlyEquivalentCents, planList, plans, yearlySavingsPercent } from './plans.ts';

describe('plan table', () => {
  it('holds the limits of SPEC sections 6 and 9', () => {
    expect(plans.free.limits).toEqual({ products: 1, scenarios: 1, teamMembers: 1 });
    expect(plans.pro.limits).toEqual({ products: 10, scenarios: 10, teamMembers: 5 });
    expect(plans.enterprise.limits).toEqual({ products: null, scenarios: null, teamMembers: null });
  });

  it('prices Free at 0, Pro at 39 EUR a month or 390 a year, Enterprise at 149 or 1,490', () => {
    expect(plans.free.pricesCents).toEqual({ month: 0, year: 0 });
    expect(plans.pro.pricesCents).toEqual({ month: 3900, year: 39000 });
    expect(plans.enterprise.pricesCents).toEqual({ month: 14900, year: 149000 });
  });

  it('gives Pro its features and Enterprise all of them', () => {
    expect(plans.free.features.apiAccess).toBe(false);
    expect(plans.free.features.invoiceImport).toBe(false);
    const pro = plans.pro.features;
    expect([pro.advancedAnalytics, pro.apiAccess, pro.export]).toEqual([true, true, true]);
    expect([pro.prioritySupport, pro.customBranding]).toEqual([false, false]);
    expect(Object.values(plans.enterprise.features).every(Boolean)).toBe(true);
  });

  it('lists the plans cheapest first', () => {
    expect(planList.map((plan) => plan.id)).toEqual(['free', 'pro', 'enterprise']);
  });
});

describe('yearlySavingsPercent', () => {
  it('rounds down so the saving is never overstated', () => {
    // 1 - 390 / 468 = 16.67 %, 1 - 1490 / 1788 = 16.67 %.
    expect(yearlySavingsPercent(plans.pro)).toBe(16);
    expect(yearlySavingsPercent(plans.enterprise)).toBe(16);
  });

  it('keeps an exact percentage exact', () => {
    expect(yearlySavingsPercent({ pricesCents: { month: 1000, year: 10200 } })).toBe(15);
    expect(yearlySavingsPercent({ pricesCents: { month: 1000, year: 9600 } })).toBe(20);
  });

  it('is 0 for a free plan and never negative when the year costs more', () => {
    expect(yearlySavingsPercent(plans.free)).toBe(0);
    expect(yearlySavingsPercent({ pricesCents: { month: 1000, year: 13000 } })).toBe(0);
  });

  it('reports the best saving over the plans for "save up to"', () => {
    expect(maxYearlySavingsPercent()).toBe(16);
    expect(maxYearlySavingsPercent([plans.free, { pricesCents: { month: 1000, year: 9000 } }])).toBe(25);
  });
});

describe('helpers', () => {
  it('computes the monthly equivalent of a yearly price', () => {
    expect(monthlyEquivalentCents(plans.pro, 'year')).toBe(3250);
    expect(monthlyEquivalentCents(plans.pro, 'month')).toBe(3900);
  });

  it('recognises plan ids and billing periods', () => {
    expect(['free', 'pro', 'enterprise', 'gold', 1].map(isPlanId)).toEqual([true, true, true, false, false]);
    expect(['month', 'year', 'week'].map(isBillingPeriod)).toEqual([true, true, false]);
  });

  it('treats null as unlimited', () => {
    expect(isWithinLimit(1, 0)).toBe(true);
    expect(isWithinLimit(1, 1)).toBe(false);
    expect(isWithinLimit(null, 10_000)).toBe(true);
  });
});
