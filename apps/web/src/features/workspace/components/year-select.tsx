import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkspace } from '../workspace-context';
import { yearOptions } from '../workspace-model';

export const selectClasses =
  'h-9 rounded-md border border-neutral-300 bg-white px-2 text-sm text-neutral-900 disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-600';

export function YearSelect() {
  const { t } = useTranslation('app');
  const { year, setYear } = useWorkspace();
  const id = useId();
  return (
    <div className="flex shrink-0 items-center gap-2">
      <label htmlFor={id} className="sr-only text-sm whitespace-nowrap text-neutral-700 xl:not-sr-only">
        {t('top_bar.year')}
      </label>
      <select id={id} value={year} onChange={(event) => setYear(Number(event.target.value))} className={selectClasses}>
        {yearOptions(new Date().getFullYear(), year).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
