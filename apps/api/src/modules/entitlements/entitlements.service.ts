import {
  entitlementLimits,
  isActionAllowed,
  limitedResources,
  mayAddOneMore,
  type Entitlements,
  type LimitedResource,
  type PlanAction,
} from '@carbon/contracts/entitlements';
import type { PlanId } from '@carbon/contracts/plans';
import { AppError, notFound } from '../../platform/errors.ts';
import type { CompaniesService } from '../companies/companies.service.ts';
import { toEntitlements } from './entitlements.mapper.ts';
import type { EntitlementsRepository } from './entitlements.repository.ts';

function isLimitedResource(value: string): value is LimitedResource {
  return (limitedResources as readonly string[]).includes(value);
}

/**
 * The 403 of a plan limit: `{"detail", "code": "plan_limit", "plan", "limit", "resource"}`, the detail naming the
 * plan in the caller's language ("Your Free plan allows 1 product. Upgrade to add more.").
 */
export function planLimitError(
  plan: PlanId,
  resource: LimitedResource | PlanAction,
  limit: number,
): AppError {
  return new AppError(403, 'plan_limit', {
    messageKey: `errors.plan_limits.${resource}`,
    messageParams: {
      plan: { key: `pricing.plans.${plan}.name` },
      // A count picks the plural ("1 product", "10 products"); an action the plan lacks has no number to say.
      ...(isLimitedResource(resource) ? { count: limit } : {}),
    },
    extra: { plan, limit, resource },
  });
}

/**
 * "May this company do this?" (DESIGN.md section 5, "Entitlements"; docs/decisions/0017-entitlements.md): the one
 * place the plan table of @carbon/contracts/plans is applied on the server. Every limited action asks it.
 */
export class EntitlementsService {
  constructor(
    private readonly repository: EntitlementsRepository,
    private readonly companies: CompaniesService,
  ) {}

  /** GET /entitlements: for members of the company only (404 otherwise, as for any other tenant's data). */
  async forMember(userId: string, companyId: string): Promise<Entitlements> {
    await this.companies.requireRole(userId, companyId);
    const found = await this.repository.planAndUsage(companyId);
    if (!found) throw notFound();
    return toEntitlements(found);
  }

  /** Refuses (403 plan_limit) an action the company's plan does not include: API access, exports, invoice import. */
  async assertAllowed(companyId: string, action: PlanAction): Promise<void> {
    const plan = await this.repository.planOf(companyId);
    if (!plan) throw notFound();
    if (!isActionAllowed(plan, action)) throw planLimitError(plan, action, 0);
  }

  /**
   * Refuses (403 plan_limit) one more product, scenario or member beyond the plan's limit. Call it inside the
   * transaction that adds the item, with a repository bound to that transaction (`within`): the company row is
   * locked until it commits, so two additions at once cannot both take the last place.
   */
  async assertWithinLimit(
    companyId: string,
    resource: LimitedResource,
    within: EntitlementsRepository = this.repository,
  ): Promise<void> {
    const found = await within.planAndUsage(companyId, { lock: true });
    if (!found) throw notFound();
    if (!mayAddOneMore(found.plan, resource, found.usage[resource])) {
      throw planLimitError(found.plan, resource, entitlementLimits(found.plan)[resource] ?? 0);
    }
  }
}
