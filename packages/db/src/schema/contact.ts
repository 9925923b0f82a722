import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { outbox } from './outbox.ts';

/**
 * Messages of the public contact form (/contact). Stored before the team is emailed, so a message is
 * never lost when mail fails (the outbox row records the delivery). `client_key` is a keyed hash of
 * the sender's address: enough to count messages per sender for the rate limit, without keeping the IP.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    clientKey: text('client_key').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    outboxId: uuid('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_client_idx').on(t.clientKey, t.createdAt),
    index('contact_messages_email_idx').on(t.email, t.createdAt),
  ],
);
