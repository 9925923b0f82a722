import { createHmac } from 'node:crypto';
import type { ContactMessage, ContactMessageResponse } from '@carbon/contracts/contact';
import { AppError } from '../../platform/errors.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import { renderContactEmail } from './contact.emails.ts';
import { toContactMessageResponse } from './contact.mapper.ts';
import type { ContactRepository } from './contact.repository.ts';

/** At most this many messages per hour from one client address, and to one email address. */
export const CONTACT_MESSAGES_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export class ContactService {
  constructor(
    private readonly repository: ContactRepository,
    private readonly outbox: OutboxService,
    /** The team address (CONTACT_TO, else MAIL_FROM). */
    private readonly teamAddress: string,
    /** Keys the hash of client addresses, so a stored hash cannot be reversed by trying every IPv4 address. */
    private readonly clientKeySecret: string,
  ) {}

  /**
   * Stores the message, then emails it to the team. The message counts as received once stored: the email is
   * retried from the outbox until it goes out, and the visitor is not asked to write it again.
   */
  async receive(message: ContactMessage, clientIp: string): Promise<ContactMessageResponse> {
    const clientKey = createHmac('sha256', this.clientKeySecret).update(`contact:${clientIp}`).digest('hex');
    if ((await this.repository.countRecent(clientKey, message.email, HOUR_MS)) >= CONTACT_MESSAGES_PER_HOUR) {
      throw new AppError(429, 'contact_rate_limited', { headers: { 'retry-after': String(HOUR_MS / 1000) } });
    }
    const rendered = renderContactEmail(message, message.locale);
    const payload = {
      to: this.teamAddress,
      ...rendered,
      link: `mailto:${message.email}`,
      locale: message.locale,
      replyTo: message.email,
    };
    const stored = await this.repository.transaction(async (repository) => {
      const row = await repository.insert({
        name: message.name,
        email: message.email,
        company: message.company,
        subject: message.subject,
        message: message.message,
        locale: message.locale,
        clientKey,
      });
      const queued = await repository.enqueueEmail('email.contact', payload);
      await repository.linkOutbox(row.id, queued);
      return row;
    });
    this.outbox.flush();
    return toContactMessageResponse(stored);
  }
}
