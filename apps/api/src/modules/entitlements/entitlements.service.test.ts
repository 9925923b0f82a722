import type { EntitlementUsage } from '@carbon/contracts/entitlements';
import type { PlanId } from '@carbon/contracts/plans';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import type { CompaniesService } from '../companies/companies.service.ts';
import type { EntitlementsRepository } from './entitlements.repository.ts';
import { EntitlementsService } from './entitlements.service.ts';

/** A company in memory: the service's decisions without a database (the integration test covers the counts). */
function serviceFor(company: { plan: PlanId; usage: EntitlementUsage } | null): EntitlementsService {
  const repository = {
    planAndUsage: async () => company,
    planOf: async () => company?.plan ?? null,
  } as unknown as EntitlementsRepository;
  return new EntitlementsService(repository, {} as CompaniesService);
}

const usage = (counts: Partial<EntitlementUsage>): EntitlementUsage => ({
  products: 0,
  scenarios: 0,
  members: 1,
  ...counts,
});

async function refusal(promise: Promise<void>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('assertWithinLimit', () => {
  it('lets a Free company add its first product and refuses the second with 403 plan_limit', async () => {
    await expect(
      serviceFor({ plan: 'free', usage: usage({}) }).assertWithinLimit('c', 'products'),
    ).resolves.toBeUndefined();
    const error = await refusal(
      serviceFor({ plan: 'free', usage: usage({ products: 1 }) }).assertWithinLimit('c', 'products'),
    );
    expect(error).toMatchObject({
      statusCode: 403,
      code: 'plan_limit',
      extra: { plan: 'free', limit: 1, resource: 'products' },
      messageKey: 'errors.plan_limits.products',
      messageParams: { plan: { key: 'pricing.plans.free.name' }, count: 1 },
    });
  });

  it('counts each resource against its own limit', async () => {
    const pro = serviceFor({ plan: 'pro', usage: usage({ products: 9, scenarios: 10, members: 5 }) });
    await expect(pro.assertWithinLimit('c', 'products')).resolves.toBeUndefined();
    expect((await refusal(pro.assertWithinLimit('c', 'scenarios'))).extra).toEqual({
      plan: 'pro',
      limit: 10,
      resource: 'scenarios',
    });
    expect((await refusal(pro.assertWithinLimit('c', 'members'))).extra).toEqual({
      plan: 'pro',
      limit: 5,
      resource: 'members',
    });
  });

  it('never refuses Enterprise', async () => {
    const enterprise = serviceFor({
      plan: 'enterprise',
      usage: usage({ products: 5_000, scenarios: 5_000, members: 5_000 }),
    });
    for (const resource of ['products', 'scenarios', 'members'] as const) {
      await expect(enterprise.assertWithinLimit('c', resource)).resolves.toBeUndefined();
    }
  });

  it('answers 404 for a company that does not exist', async () => {
    expect((await refusal(serviceFor(null).assertWithinLimit('c', 'members'))).statusCode).toBe(404);
  });
});

describe('assertAllowed', () => {
  it('refuses exports, API access and invoice import on Free, with a limit of 0 and no count in the message', async () => {
    for (const action of ['export', 'api_access', 'invoice_import'] as const) {
      const error = await refusal(serviceFor({ plan: 'free', usage: usage({}) }).assertAllowed('c', action));
      expect(error).toMatchObject({
        statusCode: 403,
        code: 'plan_limit',
        extra: { plan: 'free', limit: 0, resource: action },
        messageKey: `errors.plan_limits.${action}`,
        messageParams: { plan: { key: 'pricing.plans.free.name' } },
      });
    }
  });

  it('allows them on Pro and Enterprise', async () => {
    for (const plan of ['pro', 'enterprise'] as const) {
      for (const action of ['export', 'api_access', 'invoice_import'] as const) {
        await expect(
          serviceFor({ plan, usage: usage({}) }).assertAllowed('c', action),
        ).resolves.toBeUndefined();
      }
    }
  });
});
