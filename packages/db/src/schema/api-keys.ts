/**
 * API keys (issue 14 section 3): a company's credentials for calling the API without a user session. Only a
 * SHA-256 of the key is stored (the key is high-entropy random, so a plain hash is enough and lets the
 * authentication look it up by index); `prefix` is its first characters, shown so people can tell keys apart.
 */
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { companies } from './companies.ts';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The role the key acts with; never 'owner' (a key cannot manage the company's ownership). */
    role: text('role', { enum: ['admin', 'editor', 'viewer'] }).notNull(),
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    /** Who made it; the key outlives them (set null), it belongs to the company. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Written at most once a minute per key, so authenticated calls do not each write a row. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_key').on(t.keyHash),
    index('api_keys_company_idx').on(t.companyId, t.createdAt),
  ],
);
