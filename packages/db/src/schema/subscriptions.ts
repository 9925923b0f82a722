/**
 * Subscriptions (issue 14, docs/decisions/0032-subscriptions.md): the one place a company's plan is stored. A company
 * without a row is on Free. The row is written only by the billing webhook handler (Stripe's events, or the built-in
 * test checkout's events signed the same way) and by the cancel request; entitlements read the plan from it.
 */
import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { companies } from './companies.ts';

/** Stripe's subscription statuses, stored as Stripe says them. */
export const subscriptionStatuses = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
  'canceled',
] as const;

export const subscriptions = pgTable('subscriptions', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: ['free', 'pro', 'enterprise'] }).notNull(),
  billingPeriod: text('billing_period', { enum: ['month', 'year'] }).notNull(),
  status: text('status', { enum: subscriptionStatuses }).notNull(),
  /** What a period costs, in EUR cents excluding VAT, as charged when the subscription started. */
  priceCents: integer('price_cents').notNull(),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  /** Cancelled by the customer: access stays until current_period_end, then the company is on Free. */
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  /** The creation time of the last event applied: an older event delivered late changes nothing. */
  lastEventAt: timestamp('last_event_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every billing webhook event applied, by Stripe's event id: a replayed event is recognised and changes nothing. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
