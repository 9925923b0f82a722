import type { PactImport } from '@carbon/contracts/pact-suppliers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cellClasses, DataTable, numberCellClasses, tableLinkClasses } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { useFormatters } from '@/lib/use-locale';
import { useApplyNewerFootprint } from '../api/pact-supplier-queries';
import { factorUnitKey, formatChangePercent, formatPactValue } from '../pact-format';

/** Where a company factor opens: the factor panel of the library search, which reads company factors too. */
export const factorPath = (factorId: string) => `/ef-search?factor=${encodeURIComponent(factorId)}`;

/** The words and figures of a newer version, shared by its row and its confirmation. */
function useNewerTexts() {
  const { t } = useTranslation('pact');
  const format = useFormatters();
  return (item: PactImport) => {
    const newer = item.newer_footprint;
    if (!newer) return null;
    const unit = t(`factor_units.${factorUnitKey(item.factor_unit)}`, { defaultValue: item.factor_unit });
    return {
      old: formatPactValue(item.kg_co2e_per_factor_unit, format.locale),
      new: formatPactValue(newer.kg_co2e_per_factor_unit, format.locale),
      unit,
      percent:
        newer.change_percent === null ? null : formatChangePercent(newer.change_percent, format.locale),
      entries: t('imports.affects_entries', {
        count: newer.entries_using,
        number: format.integer(newer.entries_using),
      }),
      lines: t('imports.affects_lines', {
        count: newer.product_lines_using,
        number: format.integer(newer.product_lines_using),
      }),
    };
  };
}

/**
 * The imported footprints (issue 15 section 2): each as the company factor it became, with the supplier's newer
 * version when there is one — old → new value, change, what it would recompute — and, for owners and admins, the
 * action that applies it after a confirmation naming those changes.
 */
export function PactImportsTable({
  imports,
  canManage,
  caption,
  showSupplier = true,
}: {
  imports: PactImport[];
  canManage: boolean;
  caption: string;
  showSupplier?: boolean;
}) {
  const { t } = useTranslation('pact');
  const { t: tCommon } = useTranslation();
  const format = useFormatters();
  const toast = useToast();
  const errorText = useErrorText();
  const apply = useApplyNewerFootprint();
  const newerTexts = useNewerTexts();
  const [confirming, setConfirming] = useState<PactImport | null>(null);
  const confirmingTexts = confirming ? newerTexts(confirming) : null;
  const columns = [
    { key: 'factor', label: t('imports.columns.factor') },
    ...(showSupplier ? [{ key: 'supplier', label: t('imports.columns.supplier') }] : []),
    { key: 'value', label: t('imports.columns.value'), numeric: true },
    { key: 'footprint', label: t('imports.columns.footprint') },
    { key: 'newer', label: t('imports.columns.newer') },
    { key: 'actions', label: <span className="sr-only">{t('imports.columns.actions')}</span> },
  ];
  const onConfirm = () => {
    if (!confirming) return;
    const item = confirming;
    apply.mutate(item.id, {
      onSuccess: () => toast.success(t('imports.applied', { name: item.factor_name })),
      onError: (error) => toast.error(t('imports.apply_failed'), errorText(error)),
      onSettled: () => setConfirming(null),
    });
  };
  return (
    <>
      <DataTable caption={caption} columns={columns} focusableFrame>
        {imports.map((item) => {
          const texts = newerTexts(item);
          const unit = t(`factor_units.${factorUnitKey(item.factor_unit)}`, {
            defaultValue: item.factor_unit,
          });
          return (
            <tr key={item.id}>
              <td className={`${cellClasses} min-w-44`}>
                <Link to={factorPath(item.emission_factor_id)} className={tableLinkClasses}>
                  {item.factor_name}
                </Link>
              </td>
              {showSupplier && <td className={cellClasses}>{item.supplier_name}</td>}
              <td className={numberCellClasses}>
                {formatPactValue(item.kg_co2e_per_factor_unit, format.locale)}
                <span className="text-neutral-600"> / {unit}</span>
              </td>
              <td className={cellClasses}>
                <span className="block font-mono text-xs break-all">{item.footprint_id}</span>
                <span className="text-xs text-neutral-600">
                  {t('imports.footprint_of', { date: format.date(item.footprint_created) })}
                </span>
              </td>
              <td className={cellClasses}>
                {texts && item.newer_footprint ? (
                  <div className="space-y-0.5">
                    <span className="inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                      {t('imports.newer_badge')}
                    </span>
                    <p className="tabular-nums whitespace-nowrap">
                      {t('imports.newer_change', { old: texts.old, new: texts.new, unit: texts.unit })}
                    </p>
                    {texts.percent && (
                      <p className="text-xs text-neutral-700">
                        {t('imports.change_percent', { percent: texts.percent })}
                      </p>
                    )}
                    <p className="text-xs text-neutral-700">
                      {t('imports.affects', { entries: texts.entries, lines: texts.lines })}
                    </p>
                  </div>
                ) : (
                  <span className="text-neutral-700">{t('imports.up_to_date')}</span>
                )}
              </td>
              <td className={`${cellClasses} text-right`}>
                {canManage && item.newer_footprint && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('imports.apply_label', { name: item.factor_name })}
                    onClick={() => setConfirming(item)}
                  >
                    {t('imports.apply')}
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </DataTable>
      <Dialog
        open={confirming !== null}
        alert
        onClose={() => setConfirming(null)}
        title={t('imports.apply_title', { name: confirming?.factor_name ?? '' })}
        description={
          confirmingTexts
            ? t('imports.apply_description', {
                old: confirmingTexts.old,
                new: confirmingTexts.new,
                unit: confirmingTexts.unit,
                entries: confirmingTexts.entries,
                lines: confirmingTexts.lines,
              })
            : undefined
        }
        footer={
          <>
            {/* Cancel has the focus, so Enter never applies by accident (as ConfirmDeleteDialog). */}
            <Button variant="secondary" onClick={() => setConfirming(null)} data-autofocus>
              {tCommon('actions.cancel')}
            </Button>
            <Button pending={apply.isPending} onClick={onConfirm}>
              {t('imports.apply_confirm')}
            </Button>
          </>
        }
      />
    </>
  );
}
