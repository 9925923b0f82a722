import type { Job } from '@carbon/contracts/jobs';
import { translateOr, type AppLocale } from '../../platform/i18n.ts';
import type { JobRow } from './jobs.repository.ts';

/** The internal error text stays in the database; the client gets the failure's code and its message. */
export function toJob(row: JobRow, locale: AppLocale): Job {
  const code = row.errorCode ?? 'job_failed';
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    progress: row.progress,
    result:
      row.status === 'succeeded' && row.result !== null ? (row.result as Record<string, unknown>) : null,
    error:
      row.status === 'failed'
        ? { code, detail: translateOr(locale, `errors.${code}`, 'errors.job_failed') }
        : null,
  };
}
