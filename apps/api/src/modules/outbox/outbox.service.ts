import { z } from 'zod';
import type { JobContext, JobQueue } from '../../platform/jobs-queue.ts';
import type { Mailer } from '../../platform/mail.ts';
import { EMAIL_JOB_KIND, type OutboxRepository } from './outbox.repository.ts';

/**
 * Retries of a failed send, after the first attempt. With the production back-off (30 s doubling) the last one
 * comes about two hours after the first: long enough to ride out an SMTP outage, short enough for a reset link.
 */
export const EMAIL_RETRY_LIMIT = 8;

const emailJobPayloadSchema = z.object({ outbox_id: z.uuid() });

/**
 * Delivers the emails committed to the outbox, through the jobs adapter: a send that fails is retried with
 * exponential back-off (docs/decisions/0004-email-delivery.md, 0016-jobs-adapter.md).
 */
export class OutboxService {
  constructor(
    private readonly repository: OutboxRepository,
    private readonly mailer: Mailer,
    private readonly jobs: JobQueue,
  ) {
    jobs.register(EMAIL_JOB_KIND, (payload, context) => this.deliver(payload, context), {
      retryLimit: EMAIL_RETRY_LIMIT,
    });
  }

  /** After the transaction that queued emails committed: send them now rather than at the next poll. */
  flush(): void {
    this.jobs.wake();
  }

  /** One attempt of the email job. Throws to have it retried; idempotent, as jobs must be. */
  private async deliver(payload: Record<string, unknown>, context: JobContext): Promise<null> {
    const { outbox_id: id } = emailJobPayloadSchema.parse(payload);
    const message = await this.repository.findPending(id);
    if (!message) return null;
    try {
      await this.mailer.send({
        to: message.payload.to,
        subject: message.payload.subject,
        text: message.payload.text,
        html: message.payload.html,
        link: message.payload.link,
        ...(message.payload.replyTo ? { replyTo: message.payload.replyTo } : {}),
      });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      await this.repository.recordFailedAttempt(id, text, context.isLastAttempt);
      throw error;
    }
    await this.repository.markSent(id);
    return null;
  }
}
