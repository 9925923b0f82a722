import { parse } from 'csv-parse/sync';
import { surveyRowSchema, type SurveyRow } from '@carbon/contracts/commuting';
import { messageKeys } from '@carbon/contracts/common';
import { bodyFieldError } from '../../platform/errors.ts';

const COLUMNS = ['mode', 'one_way_km', 'days_per_week'] as const;

/**
 * An employee survey's CSV (format in packages/contracts/src/commuting.ts): a header naming mode, one_way_km and
 * days_per_week, then one row per employee; comma or semicolon separated, decimals with a point or a comma.
 * A refused cell answers 422 at ['csv', <line number in the file>, <column>]; nothing is written.
 */
export function parseSurveyCsv(text: string): SurveyRow[] {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      delimiter,
      skip_empty_lines: true,
      trim: true,
    }) as Record<string, string>[];
  } catch {
    throw bodyFieldError(['csv'], messageKeys.invalid, 'csv_invalid');
  }
  const header = records[0] ? Object.keys(records[0]) : [];
  for (const column of COLUMNS) {
    if (records.length > 0 && !header.includes(column))
      throw bodyFieldError(['csv', 1, column], messageKeys.required, 'missing');
  }
  if (records.length === 0) throw bodyFieldError(['csv'], 'errors.survey_empty', 'empty');
  return records.map((record, index) => {
    const line = index + 2;
    const candidate = {
      mode: record.mode ?? '',
      one_way_km: numberOf(record.one_way_km),
      days_per_week: numberOf(record.days_per_week),
    };
    const parsed = surveyRowSchema.safeParse(candidate);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? 'mode');
      throw bodyFieldError(['csv', line, field], issue?.message ?? messageKeys.invalid, 'value_error');
    }
    return parsed.data;
  });
}

function numberOf(cell: string | undefined): number | undefined {
  if (cell === undefined || cell === '') return undefined;
  const value = Number(cell.replace(',', '.'));
  return Number.isFinite(value) ? value : Number.NaN;
}
