import { eq, sql } from 'drizzle-orm';
import { outbox } from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';

export interface OutboxEmailPayload {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  locale: string;
  replyTo?: string;
}

export class OutboxRepository {
  constructor(private readonly db: Database) {}

  /** Called inside the transaction of the change that causes the message, so both commit or neither does. */
  async enqueueEmail(kind: string, companyId: string | null, payload: OutboxEmailPayload): Promise<string> {
    const [row] = await this.db
      .insert(outbox)
      .values({ kind, companyId, payload })
      .returning({ id: outbox.id });
    if (!row) throw new Error('outbox insert returned no row');
    return row.id;
  }

  /**
   * Keeps who, what and when, but drops the bodies: they hold a live link, which the database
   * should not keep once the message is out.
   */
  async markSent(id: string): Promise<void> {
    await this.db
      .update(outbox)
      .set({
        status: 'sent',
        attempts: sql`${outbox.attempts} + 1`,
        sentAt: sql`now()`,
        lastError: null,
        payload: sql`jsonb_build_object('to', ${outbox.payload}->'to', 'subject', ${outbox.payload}->'subject', 'locale', ${outbox.payload}->'locale')`,
      })
      .where(eq(outbox.id, id));
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.db
      .update(outbox)
      .set({ status: 'failed', attempts: sql`${outbox.attempts} + 1`, lastError: error.slice(0, 1000) })
      .where(eq(outbox.id, id));
  }
}
