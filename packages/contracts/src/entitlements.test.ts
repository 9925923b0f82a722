import { describe, expect, it } from 'vitest';
import {
  entitlementLimits,
  entitlementsSchema,
  isActionAllowed,
  limitedResources,
  mayAddOneMore,
  planActions,
  type LimitedResource,
  type PlanAction,
} from './entitlements.ts';
import { planIds, type PlanId } from './plans.ts';

/** SPEC sections 6 and 9, written out: what every plan includes and how many of each item it allows. */
const expectedActions: Record<PlanId, Record<PlanAction, boolean>> = {
  free: { api_access: false, export: false, invoice_import: false },
  pro: { api_access: true, export: true, invoice_import: true },
  enterprise: { api_access: true, export: true, invoice_import: true },
};
const expectedLimits: Record<PlanId, Record<LimitedResource, number | null>> = {
  free: { products: 1, scenarios: 1, members: 1 },
  pro: { products: 10, scenarios: 10, members: 5 },
  enterprise: { products: null, scenarios: null, members: null },
};

describe('the decision table', () => {
  it('covers every plan, action and resource of the plan table', () => {
    expect(Object.keys(expectedActions).sort()).toEqual([...planIds].sort());
    expect(planActions).toEqual(['api_access', 'export', 'invoice_import']);
    expect(limitedResources).toEqual(['products', 'scenarios', 'members']);
  });

  for (const plan of planIds) {
    for (const action of planActions) {
      it(`${expectedActions[plan][action] ? 'allows' : 'refuses'} ${action} on ${plan}`, () => {
        expect(isActionAllowed(plan, action)).toBe(expectedActions[plan][action]);
      });
    }

    for (const resource of limitedResources) {
      const limit = expectedLimits[plan][resource];
      if (limit === null) {
        it(`never limits ${resource} on ${plan}`, () => {
          for (const count of [0, 1, 10, 1_000_000]) expect(mayAddOneMore(plan, resource, count)).toBe(true);
        });
      } else {
        it(`allows ${limit} ${resource} on ${plan}: one more below the limit, none at it or above`, () => {
          expect(mayAddOneMore(plan, resource, 0)).toBe(true);
          expect(mayAddOneMore(plan, resource, limit - 1)).toBe(true);
          expect(mayAddOneMore(plan, resource, limit)).toBe(false);
          expect(mayAddOneMore(plan, resource, limit + 1)).toBe(false);
        });
      }
    }
  }
});

describe('entitlementLimits', () => {
  it('reads the plan table in the words of the wire, null for unlimited', () => {
    expect(entitlementLimits('free')).toEqual({
      products: 1,
      scenarios: 1,
      members: 1,
      api_access: false,
      export: false,
      invoice_import: false,
    });
    for (const plan of planIds) {
      expect(entitlementLimits(plan)).toEqual({ ...expectedLimits[plan], ...expectedActions[plan] });
      expect(() =>
        entitlementsSchema.parse({
          plan,
          limits: entitlementLimits(plan),
          usage: { products: 0, scenarios: 0, members: 1 },
        }),
      ).not.toThrow();
    }
  });
});
