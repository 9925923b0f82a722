import type { ImportResult } from '@carbon/contracts/import';
import { useTranslation } from 'react-i18next';
import { useEmissionsFormat } from '@/lib/emissions-format';

interface ImportPreviewTableProps {
  result: ImportResult;
}

/** Each row of the file with its emissions, or why it is refused (the API's messages, in the user's language). */
export function ImportPreviewTable({ result }: ImportPreviewTableProps) {
  const { t } = useTranslation('import');
  const emissions = useEmissionsFormat();
  const errorsByRow = new Map<number, ImportResult['errors']>();
  for (const error of result.errors)
    errorsByRow.set(error.row, [...(errorsByRow.get(error.row) ?? []), error]);
  // Refused rows past the preview's rows (and the header row's mapping errors, row 0) are listed under the table.
  const shown = new Set(result.results.map((row) => row.row));
  const later = result.errors.filter((error) => !shown.has(error.row));
  const fieldName = (field: string) =>
    field in { site_id: 1, category: 1, quantity: 1, unit: 1, emission_factor_id: 1, label: 1 }
      ? t(`entries.fields.${field as 'site_id'}`)
      : field;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-neutral-200 text-neutral-600">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {t('entries.columns.row')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('entries.columns.category')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('entries.columns.quantity')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('entries.columns.unit')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('entries.columns.label')}
            </th>
            <th scope="col" className="py-2">
              {t('entries.columns.result')}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.results.map((row) => {
            const errors = errorsByRow.get(row.row) ?? [];
            return (
              <tr
                key={row.row}
                className="border-b border-neutral-100 align-top"
                data-invalid={errors.length > 0 || undefined}
              >
                <td className="py-2 pr-3 tabular-nums">{row.row}</td>
                <td className="py-2 pr-3">{row.category}</td>
                <td className="py-2 pr-3 tabular-nums">{row.quantity}</td>
                <td className="py-2 pr-3">{row.unit}</td>
                <td className="py-2 pr-3">{row.label}</td>
                <td className="py-2">
                  {errors.length === 0 && row.co2e_kg !== null ? (
                    <span className="tabular-nums">{emissions(row.co2e_kg)}</span>
                  ) : (
                    <ul className="text-danger-700 text-red-700">
                      {errors.map((error) => (
                        <li key={error.field}>
                          {t('entries.row_error', { field: fieldName(error.field), message: error.message })}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {result.rows > result.results.length && (
        <p className="mt-2 text-neutral-600">{t('entries.more_rows', { shown: result.results.length })}</p>
      )}
      {later.length > 0 && (
        <ul className="mt-2 text-red-700">
          {later.slice(0, 50).map((error) => (
            <li key={`${error.row}-${error.field}`}>
              {`${t('entries.columns.row')} ${error.row} · ${t('entries.row_error', { field: fieldName(error.field), message: error.message })}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
