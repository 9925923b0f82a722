/**
 * PACT v3 exchange, data owner side (issue 15 section 1, docs/decisions/0033-pact-exchange.md): the partners a
 * company shares product footprints with, what it shares with each, and the ProductFootprint documents it issued.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { companies } from './companies.ts';
import { emissionFactors } from './emission-factors.ts';
import { products } from './products.ts';

/**
 * A data recipient: it authenticates at /pact/auth/token with client_id and a secret stored as a SHA-256 hash (the
 * secret is 32 random bytes, so a slow hash adds nothing); for asynchronous replies we call its callback base URL
 * with the credentials it gave us, which we must keep in clear to use them.
 */
export const pactPartners = pgTable(
  'pact_partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretHash: text('client_secret_hash').notNull(),
    callbackBaseUrl: text('callback_base_url'),
    callbackClientId: text('callback_client_id'),
    callbackClientSecret: text('callback_client_secret'),
    revoked: boolean('revoked').notNull().default(false),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pact_partners_client_id_key').on(t.clientId),
    index('pact_partners_company_idx').on(t.companyId),
  ],
);

/** A product shared with a partner, with the product URNs and classifications the company gives for it. */
export const pactShares = pgTable(
  'pact_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => pactPartners.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pact_shares_partner_product_key').on(t.partnerId, t.productId),
    index('pact_shares_product_idx').on(t.productId),
  ],
);

/**
 * The extra identifiers a company gives for a product (GTIN, its own codes as URNs) and for itself (SIREN, GLN),
 * written with a share; the ProductFootprint carries them beside the urn:uuid ids.
 */
export const pactProductIdentifiers = pgTable('pact_product_identifiers', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
  productClassifications: jsonb('product_classifications').$type<string[]>().notNull().default([]),
  companyIds: jsonb('company_ids').$type<string[]>().notNull().default([]),
});

/**
 * A ProductFootprint we issued: its content does not depend on the partner (every partner the product is shared
 * with sees the same document). A new content gets a new id; the previous one turns Deprecated and is listed in
 * `preceding_pf_ids`. `content_key` is the content without id/status/created/precedingPfIds, to detect a change.
 */
export const pactFootprints = pgTable(
  'pact_footprints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    contentKey: text('content_key').notNull(),
    status: text('status', { enum: ['Active', 'Deprecated'] })
      .notNull()
      .default('Active'),
    precedingPfIds: jsonb('preceding_pf_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('pact_footprints_product_idx').on(t.productId, t.createdAt),
    uniqueIndex('pact_footprints_active_key')
      .on(t.productId)
      .where(sql`status = 'Active'`),
  ],
);

/**
 * Data recipient side (issue 15 section 2, docs/decisions/0035-pact-recipient.md): a company's connection to a
 * supplier's PACT API. The credentials the supplier gave us are kept in clear because we must send them (like
 * `pact_partners.callback_client_secret`); the credentials the supplier uses to notify us (PublishedEvent at our
 * /pact/3/events) are ours, shown once, the secret kept as a SHA-256 hash like a partner's.
 */
export const pactSupplierConnections = pgTable(
  'pact_supplier_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    baseUrl: text('base_url').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    eventsClientId: text('events_client_id').notNull(),
    eventsClientSecretHash: text('events_client_secret_hash').notNull(),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pact_supplier_connections_events_client_id_key').on(t.eventsClientId),
    index('pact_supplier_connections_company_idx').on(t.companyId),
  ],
);

/**
 * A supplier footprint imported as a company emission factor (per declared unit). The footprint is kept as
 * received; `kg_co2e_per_factor_unit` is the exact decimal the factor's value comes from. A newer version the
 * supplier published (found by a refresh or announced by a PublishedEvent) is kept beside it until applied.
 */
export const pactImports = pgTable(
  'pact_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id').references(() => pactSupplierConnections.id, { onDelete: 'set null' }),
    supplierName: text('supplier_name').notNull(),
    footprintId: text('footprint_id').notNull(),
    footprint: jsonb('footprint').$type<Record<string, unknown>>().notNull(),
    factorUnit: text('factor_unit').notNull(),
    kgCo2ePerFactorUnit: text('kg_co2e_per_factor_unit').notNull(),
    emissionFactorId: uuid('emission_factor_id')
      .notNull()
      .references(() => emissionFactors.id, { onDelete: 'cascade' }),
    newerFootprintId: text('newer_footprint_id'),
    newerFootprint: jsonb('newer_footprint').$type<Record<string, unknown>>(),
    newerFootprintCreated: timestamp('newer_footprint_created', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pact_imports_company_footprint_key').on(t.companyId, t.footprintId),
    uniqueIndex('pact_imports_factor_key').on(t.emissionFactorId),
    index('pact_imports_supplier_idx').on(t.supplierId),
  ],
);
