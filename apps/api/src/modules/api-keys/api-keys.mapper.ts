import type { ApiKey, CreatedApiKey } from '@carbon/contracts/api-keys';
import type { ApiKeyRow } from './api-keys.repository.ts';

export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export function toCreatedApiKey(row: ApiKeyRow, key: string): CreatedApiKey {
  return { id: row.id, name: row.name, role: row.role, key, created_at: row.createdAt.toISOString() };
}
