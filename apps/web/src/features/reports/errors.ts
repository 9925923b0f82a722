import { reportMessageKeys } from '@carbon/contracts/reports';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/errors';

/** The codes of the reports' refusals, which the errors catalog words (contracts' reportMessageKeys without 'errors.'). */
const REPORT_ERROR_CODES = new Set(Object.values(reportMessageKeys).map((key) => key.replace(/^errors\./, '')));

/**
 * A report refusal in the catalog's words, by its code: it follows the interface's language even when the language
 * changes after the answer came. Any other failure is worded as everywhere else (useErrorText).
 */
export function useReportErrorText(): (error: unknown) => string {
  const errorText = useErrorText();
  const { t } = useTranslation('errors');
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.code && REPORT_ERROR_CODES.has(error.code)) {
        return t(error.code as 'report_kind_unavailable', { defaultValue: errorText(error) });
      }
      return errorText(error);
    },
    [errorText, t],
  );
}

/** Whether a failure is a refusal of the choice itself (not a fault to retry). */
export function isReportRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code !== undefined && REPORT_ERROR_CODES.has(error.code);
}
