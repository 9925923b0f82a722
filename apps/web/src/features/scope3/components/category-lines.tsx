import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryFactorCell, EntryRowActions } from '@/components/entries/entry-table-cells';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { useEmissionsFormat } from '@/lib/emissions-format';
import { useErrorText } from '@/lib/errors';
import { useFormatters } from '@/lib/use-locale';
import { canDeleteLine, useDeleteLine } from '../api/scope3-queries';
import { useScope3Kit } from '../scope3-kit';
import type { Entry } from '@carbon/contracts/ledger';

/** The year's lines of one category; each figure opens to its calculation (quantity → conversion → factor). */
export function CategoryLines({
  companyId,
  year,
  category,
  name,
  canEdit,
}: {
  companyId: string;
  year: number;
  category: string;
  name: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation('scope3');
  const { useEntries, useUnitName, EntryCalculation } = useScope3Kit();
  const { t: tCommon } = useTranslation();
  const format = useFormatters();
  const emissions = useEmissionsFormat();
  const unitName = useUnitName();
  const errorText = useErrorText();
  const [opened, setOpened] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const remove = useDeleteLine();
  const toast = useToast();
  const entries = useEntries({ companyId, year, siteId: null, scope: 3, category });

  if (entries.isError) {
    return (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void entries.refetch()}>
        {errorText(entries.error)}
      </InlineAlert>
    );
  }
  if (!entries.data) return <SkeletonBlock label={tCommon('status.loading')} />;
  if (entries.data.items.length === 0)
    return <p className="text-sm text-neutral-600">{t('panel.no_lines')}</p>;
  return (
    <>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('panel.delete_title', { name: deleting?.label || name })}
        description={deleting?.activity_id ? t('panel.delete_activity_note') : undefined}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: () => {
              toast.success(t('panel.deleted'));
              setDeleting(null);
            },
            onError: (failure) => toast.error(t('panel.delete_failed'), errorText(failure)),
          });
        }}
      />
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
                  <td className="py-2 pr-3 text-right font-medium whitespace-nowrap tabular-nums">
                    {emissions(entry.co2e_kg)}
                  </td>
                  <EntryRowActions
                    name={label}
                    isOpen={isOpen}
                    onToggleCalculation={() => setOpened(isOpen ? null : entry.id)}
                    canEdit={false}
                    onEdit={() => undefined}
                    onDelete={() => undefined}
                  />
                  <td className="py-2 text-right">
                    {canEdit && canDeleteLine(entry) && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('panel.delete_named', { name: label })}
                        onClick={() => setDeleting(entry)}
                      >
                        {t('panel.delete')}
                      </Button>
                    )}
                  </td>
                </tr>
                {isOpen && (
                  <tr>
                    <td colSpan={6} className="bg-neutral-50 px-3 py-3">
                      <EntryCalculation entry={entry} derived={[]} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
