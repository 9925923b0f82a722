/** Column helpers shared by the tables of every domain. */
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A PostgreSQL tsvector, only ever written by generated columns. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
