import { and, eq, sql } from 'drizzle-orm';
import { outbox } from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';
import type { JobQueue } from '../../platform/jobs-queue.ts';

export interface OutboxEmailPayload {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  locale: string;
  replyTo?: string;
}

/** The job that delivers one outbox email; its payload is `{ outbox_id }`, the message stays in the outbox. */
export const EMAIL_JOB_KIND = 'email.send';

export interface PendingEmail {
  id: string;
  payload: OutboxEmailPayload;
}

export class OutboxRepository {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
  ) {}

  /**
   * Called inside the transaction of the change that causes the message: the message and the job that delivers
   * it commit with the change or not at all, so no email is lost when the process dies, nor sent for a change
   * that rolled back. The caller wakes the queue once the transaction committed (OutboxService.flush).
   */
  async enqueueEmail(kind: string, companyId: string | null, payload: OutboxEmailPayload): Promise<string> {
    const [row] = await this.db
      .insert(outbox)
      .values({ kind, companyId, payload })
      .returning({ id: outbox.id });
    if (!row) throw new Error('outbox insert returned no row');
    // No company: the job carries only the outbox id, and its status is nobody's business through the API.
    await this.jobs.enqueue(
      EMAIL_JOB_KIND,
      { outbox_id: row.id },
      { companyId: null, userId: null },
      {
        transaction: this.db,
      },
    );
    return row.id;
  }

  /** The message while it is still to be sent; nothing once it went out (a job delivered twice sends once). */
  async findPending(id: string): Promise<PendingEmail | null> {
    const [row] = await this.db
      .select({ id: outbox.id, payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.id, id), sql`${outbox.status} <> 'sent'`))
      .limit(1);
    return row ? { id: row.id, payload: row.payload as OutboxEmailPayload } : null;
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

  /** One failed attempt; the message stays pending for the next one, and is marked failed after the last. */
  async recordFailedAttempt(id: string, error: string, final: boolean): Promise<void> {
    await this.db
      .update(outbox)
      .set({
        status: final ? 'failed' : 'pending',
        attempts: sql`${outbox.attempts} + 1`,
        lastError: error.slice(0, 1000),
      })
      .where(eq(outbox.id, id));
  }
}
