import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { apiKeys, subscriptions } from '@carbon/db/schema';
import type { ApiKeyRole } from '@carbon/contracts/api-keys';
import type { PlanId } from '@carbon/contracts/plans';
import type { Database } from '../../platform/db.ts';
import { planFrom, subscriptionColumns } from '../entitlements/entitlements.repository.ts';

export interface ApiKeyRow {
  id: string;
  companyId: string;
  name: string;
  role: ApiKeyRole;
  prefix: string;
  createdBy: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export interface NewApiKey {
  companyId: string;
  name: string;
  role: ApiKeyRole;
  keyHash: string;
  prefix: string;
  createdBy: string;
}

const apiKeyColumns = {
  id: apiKeys.id,
  companyId: apiKeys.companyId,
  name: apiKeys.name,
  role: apiKeys.role,
  prefix: apiKeys.prefix,
  createdBy: apiKeys.createdBy,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

/** How stale last_used_at may get: a key called many times a second is written once a minute, not per call. */
export const LAST_USED_RESOLUTION_SECONDS = 60;

export class ApiKeysRepository {
  constructor(private readonly db: Database) {}

  async insert(key: NewApiKey): Promise<ApiKeyRow> {
    const [row] = await this.db.insert(apiKeys).values(key).returning(apiKeyColumns);
    if (!row) throw new Error('api_keys insert returned no row');
    return row;
  }

  async listForCompany(companyId: string): Promise<ApiKeyRow[]> {
    return this.db
      .select(apiKeyColumns)
      .from(apiKeys)
      .where(eq(apiKeys.companyId, companyId))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  }

  async findById(id: string): Promise<ApiKeyRow | null> {
    const [row] = await this.db.select(apiKeyColumns).from(apiKeys).where(eq(apiKeys.id, id)).limit(1);
    return row ?? null;
  }

  /** Revokes a live key; revoking one already revoked keeps its first revocation date. */
  async revoke(id: string): Promise<void> {
    await this.db
      .update(apiKeys)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  }

  /** The live key with this hash (unique index) and its company's plan, or null when unknown or revoked. */
  async findLiveByHash(keyHash: string): Promise<(ApiKeyRow & { plan: PlanId }) | null> {
    const [row] = await this.db
      .select({ ...apiKeyColumns, ...subscriptionColumns })
      .from(apiKeys)
      .leftJoin(subscriptions, eq(subscriptions.companyId, apiKeys.companyId))
      .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
      .limit(1);
    if (!row) return null;
    const { subscriptionPlan, status, currentPeriodEnd, cancelAtPeriodEnd, ...key } = row;
    return { ...key, plan: planFrom({ subscriptionPlan, status, currentPeriodEnd, cancelAtPeriodEnd }) };
  }

  /**
   * Notes a use. The condition repeats the staleness check in the database, so processes racing on the same key
   * write it once; callers only call this when the row they read was already stale, so most requests write nothing.
   */
  async touch(id: string): Promise<void> {
    await this.db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiKeys.id, id),
          sql`(${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < now() - make_interval(secs => ${LAST_USED_RESOLUTION_SECONDS}))`,
        ),
      );
  }
}
