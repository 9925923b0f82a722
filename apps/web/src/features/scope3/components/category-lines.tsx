import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryFactorCell, EntryRowActions } from '@/components/entries/entry-table-cells';
import { InlineAlert } from '@/components/ui/alert';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useEmissionsFormat } from '@/lib/emissions-format';
import { useErrorText } from '@/lib/errors';
import { useFormatters } from '@/lib/use-locale';
import { useScope3Kit } from '../scope3-kit';

/** The year's lines of one category; each figure opens to its calculation (quantity → conversion → factor). */
export function CategoryLines({ companyId, year, category, name }: { companyId: string; year: number; category: string; name: string }) {
  const { t } = useTranslation('scope3');
  const { useEntries, useUnitName, EntryCalculation } = useScope3Kit();
  const { t: tCommon } = useTranslation();
  const format = useFormatters();
  const emissions = useEmissionsFormat();
  const unitName = useUnitName();
  const errorText = useErrorText();
  const [opened, setOpened] = useState<string | null>(null);
  const entries = useEntries({ companyId, year, siteId: null, scope: 3, category });

  if (entries.isError) {
    return (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void entries.refetch()}>
        {errorText(entries.error)}
      </InlineAlert>
    );
  }
  if (!entries.data) return <SkeletonBlock label={tCommon('status.loading')} />;
  if (entries.data.items.length === 0) return <p className="text-sm text-neutral-600">{t('panel.no_lines')}</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('panel.lines_caption', { name })}</caption>
      <tbody className="divide-y divide-neutral-200">
        {entries.data.items.map((entry) => {
          const isOpen = opened === entry.id;
          const label = entry.label || name;
          return (
            <Fragment key={entry.id}>
              <tr>
                <td className="py-2 pr-3 font-medium text-neutral-900">{label}</td>
                <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                  {format.number(entry.quantity)} {unitName(entry.unit)}
                </td>
                <EntryFactorCell entry={entry} />
                <td className="py-2 pr-3 text-right font-medium whitespace-nowrap tabular-nums">{emissions(entry.co2e_kg)}</td>
                <EntryRowActions
                  name={label}
                  isOpen={isOpen}
                  onToggleCalculation={() => setOpened(isOpen ? null : entry.id)}
                  canEdit={false}
                  onEdit={() => undefined}
                  onDelete={() => undefined}
                />
              </tr>
              {isOpen && (
                <tr>
                  <td colSpan={5} className="bg-neutral-50 px-3 py-3">
                    <EntryCalculation entry={entry} derived={[]} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
