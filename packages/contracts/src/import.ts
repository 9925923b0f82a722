import { z } from 'zod';
import { idSchema, yearSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Bulk import (docs/decisions/0026-import-bulk-fec.md): a CSV or Excel file of ledger entries, and the French
 * general ledger export (FEC) turned into spend-based entries. Both are multipart uploads, checked row by row
 * (a dry run writes nothing) and written all or none.
 */

/** The entry fields a file's columns map to; a file whose headers are exactly these needs no mapping. */
export const importEntryFields = [
  'site_id',
  'category',
  'quantity',
  'unit',
  'emission_factor_id',
  'label',
] as const;
export type ImportEntryField = (typeof importEntryFields)[number];
export const requiredImportFields: readonly ImportEntryField[] = ['site_id', 'category', 'quantity', 'unit'];

/** Largest upload (both endpoints). */
export const IMPORT_MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Most data rows in one file. */
export const IMPORT_MAX_ROWS = 100_000;
/** Above this many rows a confirmed import runs as a job (GET /jobs/{id} for its progress). */
export const IMPORT_JOB_THRESHOLD_ROWS = 1_000;

/** { entry field: column header }; fields left out are not read from the file. */
export const importMappingSchema = z.partialRecord(z.enum(importEntryFields), z.string().max(200));
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** One refusal of one row: its 1-based data row, the entry field, the message in the request's language. */
export const importRowErrorSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importRowResultSchema = z.object({
  row: z.number().int(),
  /** Null when the row is refused (its errors are in `errors`). */
  co2e_kg: z.number().nullable(),
  category: z.string(),
  quantity: z.string(),
  unit: z.string(),
  label: z.string(),
});
export type ImportRowResult = z.infer<typeof importRowResultSchema>;

export const importResultSchema = z.object({
  /** Data rows in the file. */
  rows: z.number().int(),
  /** Rows that would be (or were) written. */
  valid: z.number().int(),
  errors: z.array(importRowErrorSchema),
  /** The first rows' results, for the preview table (at most 500). */
  results: z.array(importRowResultSchema),
  headers: z.array(z.string()),
  mapping: importMappingSchema,
  total_co2e_kg: z.number(),
  dry_run: z.boolean(),
  /** Rows written (0 on a dry run). */
  written: z.number().int(),
  /** Set on every written entry's details as `import_id`. */
  import_id: z.string().nullable(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const importJobStartedSchema = z.object({ job_id: z.string() });
export type ImportJobStarted = z.infer<typeof importJobStartedSchema>;

export const importResponseSchema = z.union([importJobStartedSchema, importResultSchema]);
export type ImportResponse = z.infer<typeof importResponseSchema>;

export const importMappingQuerySchema = z.object({ company_id: idSchema });
export const importMappingResponseSchema = z.object({
  fields: z.array(z.enum(importEntryFields)),
  required: z.array(z.enum(importEntryFields)),
  /** The mapping the company last used, or null. */
  mapping: importMappingSchema.nullable(),
});
export type ImportMappingResponse = z.infer<typeof importMappingResponseSchema>;

/** The multipart text fields of POST /entries/import (the file is the `file` part). */
export const importEntriesFieldsSchema = z.object({
  company_id: idSchema,
  period_year: yearSchema,
  dry_run: z.enum(['true', 'false']).default('true'),
  /** JSON of an ImportMapping; optional (remembered mapping, then identical headers). */
  mapping: z.string().max(10_000).optional(),
});

/** The multipart text fields of POST /imports/fec. */
export const importFecFieldsSchema = z.object({
  company_id: idSchema,
  period_year: yearSchema,
  site_id: idSchema,
  dry_run: z.enum(['true', 'false']).default('true'),
});

export const fecLineSchema = z.object({
  /** The account prefix the mapping matched (601, 6251…). */
  account: z.string(),
  label: z.string(),
  /** Debits − credits of the year on the accounts under this prefix, EUR excluding VAT. */
  amount_eur: z.number(),
  category: z.string(),
  factor: z.object({
    id: z.string(),
    name: z.string(),
    kg_co2e_per_unit: z.number(),
    unit: z.string(),
    source: z.string(),
  }),
  co2e_kg: z.number(),
});
export type FecLine = z.infer<typeof fecLineSchema>;

export const fecResultSchema = z.object({
  dry_run: z.boolean(),
  lines: z.array(fecLineSchema),
  /** Expense accounts of class 6 no mapping covers (salaries, taxes…), with their balance: not counted. */
  unmapped: z.array(z.object({ account: z.string(), label: z.string(), amount_eur: z.number() })),
  total_co2e_kg: z.number(),
  written: z.number().int(),
  import_id: z.string().nullable(),
});
export type FecResult = z.infer<typeof fecResultSchema>;

export const importEndpoints = {
  entries: defineEndpoint({
    method: 'POST',
    path: '/entries/import',
    auth: 'bearer',
    tags: ['import'],
    summary:
      'Imports ledger entries from a CSV or Excel file (multipart: file, mapping, company_id, period_year, dry_run)',
    description:
      'A dry run answers each row’s result or its errors; otherwise all rows are written or none (422 naming the ' +
      'rows). Above 1,000 rows the write runs as a job: the answer is {job_id}.',
    success: { status: 200, schema: importResponseSchema },
    errors: [400, 401, 403, 404, 413, 415, 422],
  }),
  mapping: defineEndpoint({
    method: 'GET',
    path: '/imports/entries/mapping',
    auth: 'bearer',
    tags: ['import'],
    summary: 'The fields a file maps to and the column mapping the company last used',
    query: importMappingQuerySchema,
    success: { status: 200, schema: importMappingResponseSchema },
    errors: [401, 404, 422],
  }),
  fec: defineEndpoint({
    method: 'POST',
    path: '/imports/fec',
    auth: 'bearer',
    tags: ['import'],
    summary:
      'Spend-based entries from a French general ledger export (FEC; multipart: file, company_id, period_year, site_id, dry_run)',
    description: 'Invoice import: Pro and Enterprise plans (403 plan_limit on Free).',
    success: { status: 200, schema: fecResultSchema },
    errors: [400, 401, 403, 404, 413, 415, 422],
  }),
};
