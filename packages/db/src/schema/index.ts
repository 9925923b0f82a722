/**
 * The whole database schema, one module per domain. Drizzle's client (client.ts) and drizzle-kit
 * (drizzle.config.ts) read this aggregate; code imports tables from `@carbon/db/schema`.
 */
export * from './accounts.ts';
export * from './companies.ts';
export * from './contact.ts';
export * from './emission-factors.ts';
export * from './energy-prices.ts';
export * from './jobs.ts';
export * from './outbox.ts';
export * from './product-catalog.ts';
export * from './ledger.ts';
export * from './import-mappings.ts';
export * from './category-status.ts';
export * from './products.ts';
export * from './scenarios.ts';
export * from './reports.ts';
export * from './api-keys.ts';
export * from './subscriptions.ts';
export * from './pact.ts';
export * from './exports.ts';
