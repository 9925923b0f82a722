import type { Entry } from '@carbon/contracts/ledger';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The factor column of a line of entries: the factor's name, then its source and dataset version. */
export function EntryFactorCell({ entry }: { entry: Entry }) {
  const { t } = useTranslation('app');
  const { t: tFactors } = useTranslation('factors');
  return (
    <td className="py-2 pr-3">
      <span className="block">{entry.factor.name ?? t('ledger.calculation.custom_factor')}</span>
      <span className="block text-xs text-neutral-600">
        {t('ledger.table.factor_source', {
          source: tFactors(`sources.${entry.factor.source}` as 'sources.company', {
            defaultValue: entry.factor.source,
          }),
          version: entry.factor.dataset_version ?? '—',
        })}
      </span>
    </td>
  );
}

interface EntryRowActionsProps {
  /** The line's name, for the buttons' accessible names. */
  name: string;
  /** Whether the line's calculation is shown. */
  isOpen: boolean;
  onToggleCalculation: () => void;
  /** Viewers only open the calculation. */
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** The last column of a line of entries: show its calculation, edit it, delete it. */
export function EntryRowActions({
  name,
  isOpen,
  onToggleCalculation,
  canEdit,
  onEdit,
  onDelete,
}: EntryRowActionsProps) {
  const { t } = useTranslation('app');
  return (
    <td className="py-2 text-right whitespace-nowrap">
      <div className="flex justify-end gap-1">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={isOpen}
          aria-label={t('ledger.table.show_calculation_of', { name })}
          onClick={onToggleCalculation}
        >
          {t('ledger.table.calculation')}
        </Button>
        {canEdit && (
          <>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('ledger.table.edit_named', { name })}
              onClick={onEdit}
            >
              {t('ledger.table.edit')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('ledger.table.delete_named', { name })}
              onClick={onDelete}
            >
              {t('ledger.table.delete')}
            </Button>
          </>
        )}
      </div>
    </td>
  );
}
