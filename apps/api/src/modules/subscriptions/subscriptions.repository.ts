import { eq } from 'drizzle-orm';
import { processedWebhookEvents, subscriptions, users } from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';
import { readCompanyName } from '../companies/companies.repository.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionValues = Omit<typeof subscriptions.$inferInsert, 'createdAt' | 'updatedAt'>;

export class SubscriptionsRepository {
  constructor(private readonly db: Database) {}

  async find(companyId: string): Promise<SubscriptionRow | null> {
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)).limit(1);
    return row ?? null;
  }

  async findByStripeSubscription(stripeSubscriptionId: string): Promise<SubscriptionRow | null> {
    const [row] = await this.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId))
      .limit(1);
    return row ?? null;
  }

  companyName(companyId: string): Promise<string | null> {
    return readCompanyName(this.db, companyId);
  }

  async userEmail(userId: string): Promise<string | null> {
    const [row] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.email ?? null;
  }

  /** One subscription per company: a new checkout replaces the previous one (resubscribing restores the plan). */
  async upsert(values: SubscriptionValues): Promise<void> {
    const { companyId: _key, ...changes } = values;
    await this.db
      .insert(subscriptions)
      .values(values)
      .onConflictDoUpdate({ target: subscriptions.companyId, set: { ...changes, updatedAt: new Date() } });
  }

  async update(companyId: string, changes: Partial<Omit<SubscriptionValues, 'companyId'>>): Promise<void> {
    await this.db
      .update(subscriptions)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(subscriptions.companyId, companyId));
  }

  /**
   * Records an event as applied; false when it already was (a replay). Inside the transaction that applies it, so a
   * failure applying it leaves it unrecorded and Stripe's retry applies it again; two deliveries at once meet on
   * the primary key, and the second waits for the first and then finds it recorded.
   */
  async recordEvent(eventId: string, type: string): Promise<boolean> {
    const inserted = await this.db
      .insert(processedWebhookEvents)
      .values({ eventId, type })
      .onConflictDoNothing()
      .returning({ eventId: processedWebhookEvents.eventId });
    return inserted.length > 0;
  }

  transaction<T>(work: (repository: SubscriptionsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new SubscriptionsRepository(tx)));
  }
}
