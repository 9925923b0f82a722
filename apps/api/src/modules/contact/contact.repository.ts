import { and, eq, gt, or, sql } from 'drizzle-orm';
import { contactMessages } from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';
import type { JobQueue } from '../../platform/jobs-queue.ts';
import { OutboxRepository, type OutboxEmailPayload } from '../outbox/outbox.repository.ts';

export interface NewContactMessage {
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  locale: string;
  clientKey: string;
}

export interface StoredContactMessage {
  id: string;
  createdAt: Date;
}

export class ContactRepository {
  constructor(
    private readonly db: Database,
    /** For the job that delivers the email, queued in the same transaction. */
    private readonly jobs: JobQueue,
  ) {}

  transaction<T>(work: (repository: ContactRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ContactRepository(tx, this.jobs)));
  }

  /** Messages within the window from this client or this email address, whichever sent more. */
  async countRecent(clientKey: string, email: string, windowMs: number): Promise<number> {
    const since = new Date(Date.now() - windowMs);
    const [row] = await this.db
      .select({
        byClient: sql<number>`count(*) filter (where ${contactMessages.clientKey} = ${clientKey})::int`,
        byEmail: sql<number>`count(*) filter (where ${contactMessages.email} = ${email})::int`,
      })
      .from(contactMessages)
      .where(
        and(
          gt(contactMessages.createdAt, since),
          or(eq(contactMessages.clientKey, clientKey), eq(contactMessages.email, email)),
        ),
      );
    return Math.max(row?.byClient ?? 0, row?.byEmail ?? 0);
  }

  async insert(message: NewContactMessage): Promise<StoredContactMessage> {
    const [row] = await this.db
      .insert(contactMessages)
      .values({ ...message, consentAt: sql`now()` })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    if (!row) throw new Error('contact message insert returned no row');
    return row;
  }

  async linkOutbox(id: string, outboxId: string): Promise<void> {
    await this.db.update(contactMessages).set({ outboxId }).where(eq(contactMessages.id, id));
  }

  enqueueEmail(kind: string, payload: OutboxEmailPayload): Promise<string> {
    return new OutboxRepository(this.db, this.jobs).enqueueEmail(kind, null, payload);
  }
}
