import { randomBytes } from 'node:crypto';
import { hashRandomSecret } from '../../platform/random-secret.ts';
import {
  API_KEY_PREFIX,
  type ApiKey,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '@carbon/contracts/api-keys';
import type { ApiKeyCaller, AuthContext } from '../../platform/auth.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { companyManagers, type CompaniesService } from '../companies/companies.service.ts';
import { isActionAllowed } from '@carbon/contracts/entitlements';
import { planLimitError, type EntitlementsService } from '../entitlements/entitlements.service.ts';
import { toApiKey, toCreatedApiKey } from './api-keys.mapper.ts';
import { LAST_USED_RESOLUTION_SECONDS, type ApiKeysRepository } from './api-keys.repository.ts';

/** 32 random bytes (256 bits): guessing is out of reach, so a fast unsalted SHA-256 is a sound way to store it. */
const KEY_RANDOM_BYTES = 32;
/** How much of the key the list shows: the prefix and 6 random characters, enough to tell keys apart. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 6;

/** The stored form of a key (random-secret.ts). */
export const hashApiKey = hashRandomSecret;

/** Key management needs a user session: 403 for a request authenticated by a key. */
function requireUserSession(caller: AuthContext): void {
  // A key that could mint keys would outlive its own revocation; only people (owners, admins) manage them.
  if (caller.apiKey) throw forbidden();
}

export class ApiKeysService {
  constructor(
    private readonly repository: ApiKeysRepository,
    private readonly companies: CompaniesService,
    private readonly entitlements: EntitlementsService,
  ) {}

  async create(caller: AuthContext, input: CreateApiKeyInput): Promise<CreatedApiKey> {
    await this.companies.requireRole(caller.userId, input.company_id, companyManagers);
    requireUserSession(caller);
    await this.entitlements.assertAllowed(input.company_id, 'api_access');
    const key = API_KEY_PREFIX + randomBytes(KEY_RANDOM_BYTES).toString('base64url');
    const row = await this.repository.insert({
      companyId: input.company_id,
      name: input.name,
      role: input.role,
      keyHash: hashApiKey(key),
      prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
      createdBy: caller.userId,
    });
    return toCreatedApiKey(row, key);
  }

  /** Listed on any plan, so a company back on Free still sees (and can revoke) the keys it made. */
  async list(caller: AuthContext, companyId: string): Promise<ApiKey[]> {
    await this.companies.requireRole(caller.userId, companyId, companyManagers);
    requireUserSession(caller);
    return (await this.repository.listForCompany(companyId)).map(toApiKey);
  }

  async revoke(caller: AuthContext, id: string): Promise<void> {
    const row = await this.repository.findById(id);
    if (!row) throw notFound();
    await this.companies.requireRole(caller.userId, row.companyId, companyManagers);
    requireUserSession(caller);
    await this.repository.revoke(id);
  }

  /**
   * The authentication of a bearer credential that is an API key: the live key, or null (unknown or revoked: 401).
   * A company back on a plan without API access (Free) keeps its keys but they answer 403 plan_limit, which says
   * why and what restores them, until it subscribes again.
   */
  async authenticate(key: string): Promise<ApiKeyCaller | null> {
    const row = await this.repository.findLiveByHash(hashApiKey(key));
    if (!row) return null;
    if (!isActionAllowed(row.plan, 'api_access')) throw planLimitError(row.plan, 'api_access', 0);
    const stale =
      row.lastUsedAt === null || Date.now() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_SECONDS * 1000;
    if (stale) await this.repository.touch(row.id);
    return { id: row.id, companyId: row.companyId, role: row.role, createdBy: row.createdBy };
  }
}
