import { entitlementLimits, type Entitlements } from '@carbon/contracts/entitlements';
import type { PlanAndUsage } from './entitlements.repository.ts';

export function toEntitlements({ plan, usage }: PlanAndUsage): Entitlements {
  return { plan, limits: entitlementLimits(plan), usage };
}
