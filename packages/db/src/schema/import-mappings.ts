/**
 * Bulk import (docs/decisions/0026-import-bulk-fec.md): the column mapping a company last used for a kind of file,
 * so the next upload of the same export is prefilled. One row per company and kind ('entries').
 */
import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { companies } from './companies.ts';

export const importMappings = pgTable(
  'import_mappings',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** { <entry field>: <column header of the file> }. */
    mapping: jsonb('mapping').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind] })],
);
