import { randomUUID } from 'node:crypto';
import {
  IMPORT_JOB_THRESHOLD_ROWS,
  IMPORT_MAX_ROWS,
  importEntriesFieldsSchema,
  importEntryFields,
  importFecFieldsSchema,
  importMappingSchema,
  requiredImportFields,
  type FecResult,
  type ImportEntryField,
  type ImportMapping,
  type ImportMappingResponse,
  type ImportResponse,
  type ImportResult,
  type ImportRowResult,
} from '@carbon/contracts/import';
import { createEntryInputSchema, type CreateEntryInput } from '@carbon/contracts/ledger';
import type { z } from 'zod';
import { AppError, bodyFieldError, notFound, type FieldIssue } from '../../platform/errors.ts';
import { translateOr, type AppLocale } from '../../platform/i18n.ts';
import type { JobContext, JobQueue } from '../../platform/jobs-queue.ts';
import { dataEditors, type CompaniesService } from '../companies/companies.service.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { FEC_FACTOR_KEYS } from './fec-mapping.ts';
import { aggregateFec, parseFec } from './fec.ts';
import { parseLocaleNumber, parseTable, UnreadableFileError, type ParsedTable } from './import-parse.ts';
import type { ImportRepository } from './import.repository.ts';

export const IMPORT_JOB_KIND = 'entries.import';
const MAPPING_KIND = 'entries';
/** Rows whose result the preview shows. */
const PREVIEW_ROWS = 500;

export interface UploadedFile {
  buffer: Buffer;
  filename: string;
}

type Checked = Awaited<ReturnType<LedgerService['checkEntries']>>[number];
type Computed = Extract<Checked, { ok: true }>['computed'];

/** A refused row's field and the catalog key of why, translated when answered. */
interface RowError {
  row: number;
  field: string;
  messageKey: string;
}

interface ImportJobPayload {
  [key: string]: unknown;
  company_id: string;
  import_id: string;
  inputs: CreateEntryInput[];
}

const round = (value: number) => Number(value.toPrecision(12));

function fieldsError(error: z.ZodError): AppError {
  const issues: FieldIssue[] = error.issues.map((issue) => ({
    loc: ['body', ...issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part))],
    messageKey: issue.message,
    type: issue.code,
  }));
  return new AppError(422, 'validation_error', { issues });
}

function computedKg(computed: Computed): number {
  return computed.values.co2eKg + computed.derived.reduce((sum, row) => sum + row.co2eKg, 0);
}

/**
 * Bulk import (docs/decisions/0026-import-bulk-fec.md): files of entries and FEC exports, checked row by row
 * through the ledger's own checks, then written all or none, as a job above IMPORT_JOB_THRESHOLD_ROWS rows.
 */
export class ImportService {
  constructor(
    private readonly repository: ImportRepository,
    private readonly ledger: LedgerService,
    private readonly companies: CompaniesService,
    private readonly entitlements: EntitlementsService,
    private readonly jobs: JobQueue,
    private readonly jobThreshold = IMPORT_JOB_THRESHOLD_ROWS,
  ) {
    jobs.register<ImportJobPayload>(IMPORT_JOB_KIND, (payload, context) => this.runJob(payload, context), {
      retryLimit: 2,
    });
  }

  async mapping(userId: string, companyId: string): Promise<ImportMappingResponse> {
    await this.companies.requireRole(userId, companyId);
    const mapping = await this.repository.mapping(companyId, MAPPING_KIND);
    const parsed = mapping ? importMappingSchema.safeParse(mapping) : null;
    return {
      fields: [...importEntryFields],
      required: [...requiredImportFields],
      mapping: parsed?.success ? parsed.data : null,
    };
  }

  /** `actingUserId` is recorded on a queued import (see actingUserId in platform/auth.ts); the caller by default. */
  async importEntries(
    userId: string,
    file: UploadedFile | null,
    rawFields: Record<string, string>,
    lang: AppLocale,
    actingUserId: string | null = userId,
  ): Promise<ImportResponse> {
    const parsedFields = importEntriesFieldsSchema.safeParse(rawFields);
    if (!parsedFields.success) throw fieldsError(parsedFields.error);
    const fields = parsedFields.data;
    const companyId = fields.company_id;
    await this.companies.requireRole(userId, companyId, dataEditors);
    const table = await this.readTable(file);
    const given = this.givenMapping(fields.mapping);
    const mapping = await this.resolveMapping(companyId, table.headers, given);
    const unmapped = requiredImportFields.filter((field) => !mapping[field]);
    if (unmapped.length > 0 && fields.dry_run === 'false') {
      const [first] = unmapped;
      throw bodyFieldError(['mapping', first!], 'errors.import_mapping_missing', 'required');
    }
    if (unmapped.length > 0) {
      // The preview of a file the columns of which are not known yet: its headers, for the mapping step, and one
      // error per field to map, on row 0 (the header row).
      return {
        rows: table.rows.length,
        valid: 0,
        errors: unmapped.map((field) => ({
          row: 0,
          field,
          message: translateOr(lang, 'errors.import_mapping_missing', 'errors.invalid_input'),
        })),
        results: [],
        headers: table.headers,
        mapping,
        total_co2e_kg: 0,
        dry_run: true,
        written: 0,
        import_id: null,
      };
    }
    if (given) await this.repository.saveMapping(companyId, MAPPING_KIND, mapping as Record<string, string>);

    const { inputs, errors } = this.readRows(table, mapping, companyId, fields.period_year);
    const dryRun = fields.dry_run === 'true';
    const candidates = inputs.filter(
      (input): input is { row: number; input: CreateEntryInput } => input.input !== null,
    );
    const checked = await this.ledger.checkEntries(
      companyId,
      candidates.map((c) => c.input),
    );
    const computedByRow = new Map<number, Computed>();
    checked.forEach((result, index) => {
      const row = candidates[index]!.row;
      if (result.ok) computedByRow.set(row, result.computed);
      else errors.push({ row, field: result.field, messageKey: result.messageKey });
    });
    errors.sort((a, b) => a.row - b.row || a.field.localeCompare(b.field));
    const results: ImportRowResult[] = table.rows.slice(0, PREVIEW_ROWS).map((cells, index) => {
      const row = index + 1;
      const computed = computedByRow.get(row);
      const cell = (field: ImportEntryField) => {
        const header = mapping[field];
        const at = header === undefined ? -1 : table.headers.indexOf(header);
        return at >= 0 ? (cells[at] ?? '') : '';
      };
      return {
        row,
        co2e_kg: computed ? round(computedKg(computed)) : null,
        category: cell('category'),
        quantity: cell('quantity'),
        unit: cell('unit'),
        label: cell('label'),
      };
    });
    const totalKg = round(
      [...computedByRow.values()].reduce((sum, computed) => sum + computedKg(computed), 0),
    );
    const result: ImportResult = {
      rows: table.rows.length,
      valid: computedByRow.size,
      errors: errors.map((error) => ({
        row: error.row,
        field: error.field,
        message: translateOr(lang, error.messageKey, 'errors.invalid_input'),
      })),
      results,
      headers: table.headers,
      mapping,
      total_co2e_kg: totalKg,
      dry_run: dryRun,
      written: 0,
      import_id: null,
    };
    if (dryRun) return result;
    if (errors.length > 0) {
      throw new AppError(422, 'import_rows_invalid', {
        issues: errors.map((error) => ({
          loc: ['body', 'file', error.row, error.field],
          messageKey: error.messageKey,
          type: 'import_row',
        })),
      });
    }
    const importId = randomUUID();
    if (table.rows.length > this.jobThreshold) {
      // Checked above; the job checks again (the data may change meanwhile) and writes all rows or none.
      const jobId = await this.jobs.enqueue(
        IMPORT_JOB_KIND,
        { company_id: companyId, import_id: importId, inputs: candidates.map((c) => c.input) },
        { companyId, userId: actingUserId },
      );
      return { job_id: jobId };
    }
    const written = await this.ledger.writeEntries(userId, [...computedByRow.values()], {
      import_id: importId,
    });
    return { ...result, written, import_id: importId };
  }

  /** The job of a large confirmed import: checked again, then written in one transaction, or not at all. */
  private async runJob(payload: ImportJobPayload, context: JobContext): Promise<Record<string, unknown>> {
    const companyId = payload.company_id;
    const already = await this.repository.entriesOfImport(companyId, payload.import_id);
    if (already > 0) return { import_id: payload.import_id, rows: payload.inputs.length, written: already };
    const total = payload.inputs.length;
    const checked = await this.ledger.checkEntries(companyId, payload.inputs, undefined, (done) =>
      context.reportProgress((done / total) * 0.5),
    );
    const computed: Computed[] = [];
    for (const result of checked) {
      if (!result.ok) throw new AppError(422, 'import_rows_invalid');
      computed.push(result.computed);
    }
    await context.reportProgress(0.5);
    if (!context.userId) throw new Error('an import job runs for the user who confirmed the import');
    const written = await this.ledger.writeEntries(context.userId, computed, {
      import_id: payload.import_id,
    });
    return {
      import_id: payload.import_id,
      rows: total,
      written,
      total_co2e_kg: round(computed.reduce((sum, entry) => sum + computedKg(entry), 0)),
    };
  }

  async importFec(
    userId: string,
    file: UploadedFile | null,
    rawFields: Record<string, string>,
    lang: AppLocale,
  ): Promise<FecResult> {
    const parsedFields = importFecFieldsSchema.safeParse(rawFields);
    if (!parsedFields.success) throw fieldsError(parsedFields.error);
    const fields = parsedFields.data;
    const companyId = fields.company_id;
    await this.companies.requireRole(userId, companyId, dataEditors);
    await this.entitlements.assertAllowed(companyId, 'invoice_import');
    if (!file || file.buffer.length === 0)
      throw bodyFieldError(['file'], 'errors.import_file_missing', 'required');
    let aggregate: ReturnType<typeof aggregateFec>;
    try {
      const text = file.buffer.toString('utf8');
      aggregate = aggregateFec(
        parseFec(text.includes('\uFFFD') ? file.buffer.toString('latin1') : text),
        fields.period_year,
      );
    } catch (error) {
      if (error instanceof UnreadableFileError)
        throw bodyFieldError(['file'], 'errors.fec_unreadable', 'unreadable');
      throw error;
    }
    if (aggregate.lines.length === 0) throw bodyFieldError(['file'], 'errors.fec_nothing_to_import', 'empty');
    const factorIds = await this.repository.libraryFactorIds(FEC_FACTOR_KEYS);
    if (FEC_FACTOR_KEYS.some((key) => !factorIds.has(key))) throw new AppError(422, 'fec_factor_missing');
    const inputs: CreateEntryInput[] = aggregate.lines.map((line) => ({
      company_id: companyId,
      site_id: fields.site_id,
      period_year: fields.period_year,
      category: line.mapping.category,
      quantity: line.amountEur,
      unit: 'EUR',
      emission_factor_id: factorIds.get(line.mapping.factorKey)!,
      label: `${line.mapping.prefix} ${line.mapping.label[lang]}`,
    }));
    const checked = await this.ledger.checkEntries(companyId, inputs);
    const computed: Computed[] = checked.map((result) => {
      if (result.ok) return result.computed;
      if (result.field === 'site_id') throw notFound();
      throw new Error(`FEC line refused on ${result.field}: ${result.messageKey}`);
    });
    const lines = aggregate.lines.map((line, index) => {
      const values = computed[index]!.values;
      return {
        account: line.mapping.prefix,
        label: line.mapping.label[lang],
        amount_eur: line.amountEur,
        category: line.mapping.category,
        factor: {
          id: values.factorId ?? '',
          name: (lang === 'fr' ? values.factorNameFr : values.factorNameEn) ?? values.factorNameFr ?? '',
          kg_co2e_per_unit: values.factorKgCo2ePerUnit,
          unit: values.factorUnit,
          source: values.factorSource,
        },
        co2e_kg: round(computedKg(computed[index]!)),
      };
    });
    const result: FecResult = {
      dry_run: fields.dry_run === 'true',
      lines,
      unmapped: aggregate.unmapped.map((line) => ({
        account: line.account,
        label: line.label,
        amount_eur: line.amountEur,
      })),
      total_co2e_kg: round(lines.reduce((sum, line) => sum + line.co2e_kg, 0)),
      written: 0,
      import_id: null,
    };
    if (result.dry_run) return result;
    const importId = randomUUID();
    const written = await this.ledger.writeEntries(
      userId,
      computed.map((entry, index) => ({
        ...entry,
        values: {
          ...entry.values,
          amountEur: aggregate.lines[index]!.amountEur,
          details: { account: aggregate.lines[index]!.mapping.prefix },
        },
      })),
      // Spend-based: the least precise method of the GHG Protocol's scope 3 guidance (money, not quantities).
      { import_id: importId, source: 'fec', method: 'spend_based', data_quality: 'least_precise' },
    );
    return { ...result, written, import_id: importId };
  }

  // -------------------------------------------------------------------------------------------------------------

  private async readTable(file: UploadedFile | null): Promise<ParsedTable> {
    if (!file || file.buffer.length === 0)
      throw bodyFieldError(['file'], 'errors.import_file_missing', 'required');
    let table: ParsedTable;
    try {
      table = await parseTable(file.buffer, file.filename);
    } catch (error) {
      if (error instanceof UnreadableFileError)
        throw bodyFieldError(['file'], 'errors.import_file_unreadable', 'unreadable');
      throw error;
    }
    if (table.rows.length === 0) throw bodyFieldError(['file'], 'errors.import_file_empty', 'empty');
    if (table.rows.length > IMPORT_MAX_ROWS) {
      throw new AppError(422, 'validation_error', {
        issues: [{ loc: ['body', 'file'], messageKey: 'errors.import_too_many_rows', type: 'too_many_rows' }],
      });
    }
    return table;
  }

  private givenMapping(text: string | undefined): ImportMapping | null {
    if (text === undefined || text.trim() === '') return null;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw bodyFieldError(['mapping'], 'errors.import_mapping_invalid');
    }
    const parsed = importMappingSchema.safeParse(json);
    if (!parsed.success) throw bodyFieldError(['mapping'], 'errors.import_mapping_invalid');
    return Object.fromEntries(
      Object.entries(parsed.data).filter(([, header]) => header !== ''),
    ) as ImportMapping;
  }

  /** The given mapping, else the company's last one if the file has its columns, else headers named like the fields. */
  private async resolveMapping(
    companyId: string,
    headers: string[],
    given: ImportMapping | null,
  ): Promise<ImportMapping> {
    let mapping: ImportMapping | null = given;
    if (mapping) {
      for (const [field, header] of Object.entries(mapping)) {
        if (!headers.includes(header))
          throw bodyFieldError(['mapping', field], 'errors.import_column_missing', 'unknown_column');
      }
    } else {
      const remembered = await this.repository.mapping(companyId, MAPPING_KIND);
      const parsed = remembered ? importMappingSchema.safeParse(remembered) : null;
      if (parsed?.success && Object.values(parsed.data).every((header) => headers.includes(header))) {
        mapping = parsed.data;
      }
    }
    if (!mapping) {
      mapping = {};
      for (const field of importEntryFields) {
        const header = headers.find((candidate) => candidate.trim().toLowerCase() === field);
        if (header !== undefined) mapping[field] = header;
      }
    }
    return mapping;
  }

  /** Each row as an entry input, or its field errors (in the caller's language). Rows are 1-based data rows. */
  private readRows(
    table: ParsedTable,
    mapping: ImportMapping,
    companyId: string,
    periodYear: number,
  ): { inputs: { row: number; input: CreateEntryInput | null }[]; errors: RowError[] } {
    const indexOf = new Map<ImportEntryField, number>();
    for (const field of importEntryFields) {
      const header = mapping[field];
      if (header !== undefined) indexOf.set(field, table.headers.indexOf(header));
    }
    const errors: RowError[] = [];
    const inputs = table.rows.map((cells, index) => {
      const row = index + 1;
      const cell = (field: ImportEntryField) => {
        const at = indexOf.get(field);
        return at === undefined || at < 0 ? '' : (cells[at] ?? '').trim();
      };
      const quantityText = cell('quantity');
      const quantity = parseLocaleNumber(quantityText);
      const rowErrors: RowError[] = [];
      if (!Number.isFinite(quantity)) {
        rowErrors.push({
          row,
          field: 'quantity',
          messageKey: quantityText === '' ? 'errors.field_required' : 'errors.import_number_invalid',
        });
      }
      const candidate = {
        company_id: companyId,
        site_id: cell('site_id'),
        period_year: periodYear,
        category: cell('category'),
        quantity: Number.isFinite(quantity) ? quantity : 1,
        unit: cell('unit'),
        emission_factor_id: cell('emission_factor_id') || null,
        label: cell('label'),
      };
      const parsed = createEntryInputSchema.safeParse(candidate);
      if (!parsed.success) {
        const seen = new Set(rowErrors.map((error) => error.field));
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? 'file');
          if (seen.has(field)) continue;
          seen.add(field);
          rowErrors.push({ row, field, messageKey: issue.message });
        }
      }
      errors.push(...rowErrors);
      return { row, input: rowErrors.length === 0 && parsed.success ? parsed.data : null };
    });
    return { inputs, errors };
  }
}
