import { isNull } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { apiKeys, memberships } from '@carbon/db/schema';

const qb = new QueryBuilder();

/**
 * Every caller's role in every company, as one relation: users through their memberships, and each live API key
 * as a membership of its own company (callerId is the key's id, the AuthContext.userId of a key's requests).
 * The tenancy gate and every query that joins "the caller's membership" read this instead of `memberships`, so an
 * API key passes the same checks as a member with its role and nothing else; a revoked key drops out at once.
 * Joined with `caller_id = $caller`, PostgreSQL pushes the condition into both branches (two index reads).
 */
export const callerMemberships = qb
  .select({ companyId: memberships.companyId, callerId: memberships.userId, role: memberships.role })
  .from(memberships)
  .unionAll(
    qb
      // A union takes its column names from the first branch: the key's id comes out as user_id (callerId).
      .select({ companyId: apiKeys.companyId, callerId: apiKeys.id, role: apiKeys.role })
      .from(apiKeys)
      .where(isNull(apiKeys.revokedAt)),
  )
  .as('caller_memberships');
