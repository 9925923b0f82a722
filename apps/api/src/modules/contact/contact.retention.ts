import { inArray, lt } from 'drizzle-orm';
import { contactMessages, outbox } from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';
import type { JobLogger, JobQueue } from '../../platform/jobs-queue.ts';

/**
 * How long a contact form message is kept after it was sent: long enough to answer it and to follow up on the
 * conversation, no longer (GDPR art. 5(1)(e)). The privacy policy states this period; change both together.
 */
export const CONTACT_MESSAGE_RETENTION_DAYS = 365;
export const CONTACT_RETENTION_JOB_KIND = 'contact.delete_expired';
/** The sweep runs at start-up and then once a day: a message is never kept more than a day past its period. */
export const CONTACT_RETENTION_SWEEP_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the contact form's messages older than the retention period, with the outbox emails that carried
 * them (their payload holds the same name, address and text). Runs as a job of the platform's queue, so on
 * PostgreSQL one process runs each sweep, and a sweep that fails is retried; it is idempotent.
 */
export class ContactRetention {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly logger: JobLogger,
    private readonly retentionDays: number = CONTACT_MESSAGE_RETENTION_DAYS,
  ) {
    jobs.register(CONTACT_RETENTION_JOB_KIND, async () => ({ deleted: await this.deleteExpired() }), { retryLimit: 3 });
  }

  /** Deletes what is past the period at `now`; returns how many messages went. */
  async deleteExpired(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.retentionDays * DAY_MS);
    return this.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(contactMessages)
        .where(lt(contactMessages.createdAt, cutoff))
        .returning({ outboxId: contactMessages.outboxId });
      const outboxIds = deleted.flatMap((row) => (row.outboxId ? [row.outboxId] : []));
      if (outboxIds.length > 0) await tx.delete(outbox).where(inArray(outbox.id, outboxIds));
      return deleted.length;
    });
  }

  /** Queues one sweep now and one every `intervalMs` until stop(). */
  async start(intervalMs: number = CONTACT_RETENTION_SWEEP_MS): Promise<void> {
    if (this.timer) return;
    await this.enqueueSweep();
    this.timer = setInterval(() => void this.enqueueSweep(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async enqueueSweep(): Promise<void> {
    // A database that is away must not stop the app: the next sweep tries again.
    await this.jobs.enqueue(CONTACT_RETENTION_JOB_KIND, {}, { companyId: null, userId: null }).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'could not queue the contact messages retention sweep');
    });
  }
}
