import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../platform/mail.ts';
import type { OutboxEmailPayload, OutboxRepository } from './outbox.repository.ts';

/**
 * Delivers a message already committed to the outbox, inline right after the commit: a sign-up or reset
 * email is one short SMTP exchange. A failed message stays in the outbox as 'failed' with its error.
 */
export class OutboxService {
  constructor(
    private readonly repository: OutboxRepository,
    private readonly mailer: Mailer,
    private readonly logger: FastifyBaseLogger,
  ) {}

  /** Returns whether the message went out. Never throws: the change that caused it is already committed. */
  async deliverEmail(id: string, payload: OutboxEmailPayload): Promise<boolean> {
    try {
      await this.mailer.send({
        to: payload.to,
        subject: payload.subject,
        text: payload.text,
        html: payload.html,
        link: payload.link,
        ...(payload.replyTo ? { replyTo: payload.replyTo } : {}),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error({ outboxId: id, err: error }, 'email delivery failed');
      await this.repository.markFailed(id, message).catch((markError: unknown) => {
        this.logger.error({ outboxId: id, err: markError }, 'could not record the failed delivery');
      });
      return false;
    }
    await this.repository.markSent(id).catch((markError: unknown) => {
      // The email is out; only its bookkeeping failed, which must not turn into an error for the user.
      this.logger.error({ outboxId: id, err: markError }, 'could not record the delivery');
    });
    return true;
  }
}
