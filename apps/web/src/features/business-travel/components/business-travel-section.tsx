import type { BusinessTravel } from '@carbon/contracts/business-travel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useToast } from '@/components/ui/toast';
import { useEmissionsFormat } from '@/lib/emissions-format';
import { useDeleteBusinessTravel } from '../api/business-travel-queries';
import { BusinessTravelDialog } from './business-travel-dialog';
import { BusinessTravelList } from './business-travel-list';
import type { EntryCalculationComponent } from './travel-calculation';

export interface BusinessTravelSectionProps {
  companyId: string;
  siteId: string;
  periodYear: number;
  /** Owners, admins and editors add, change and delete reports; viewers read them. */
  canEdit?: boolean;
  /** The ledger's EntryCalculation, handed over by app/ (see BusinessTravelList). */
  entryCalculation?: EntryCalculationComponent;
}

/** Business travel of a site and year, ready to mount in a screen: the reports, an add button and the form. */
export function BusinessTravelSection({
  companyId,
  siteId,
  periodYear,
  canEdit = true,
  entryCalculation,
}: BusinessTravelSectionProps) {
  const { t } = useTranslation('travel');
  const toast = useToast();
  const emissions = useEmissionsFormat();
  const remove = useDeleteBusinessTravel();
  const [dialog, setDialog] = useState<{ open: boolean; report?: BusinessTravel }>({ open: false });
  const [deleting, setDeleting] = useState<BusinessTravel | null>(null);

  return (
    <section className="space-y-4" aria-labelledby="business-travel-title">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="business-travel-title" className="text-lg font-semibold text-neutral-900">
            {t('section.title')}
          </h2>
          <p className="text-sm text-neutral-700">{t('section.intro')}</p>
        </div>
        {canEdit && <Button onClick={() => setDialog({ open: true })}>{t('section.add')}</Button>}
      </div>
      <BusinessTravelList
        companyId={companyId}
        siteId={siteId}
        periodYear={periodYear}
        canEdit={canEdit}
        onEdit={(report) => setDialog({ open: true, report })}
        onDelete={setDeleting}
        {...(entryCalculation ? { entryCalculation } : {})}
      />
      <BusinessTravelDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        companyId={companyId}
        siteId={siteId}
        periodYear={periodYear}
        {...(dialog.report ? { activity: dialog.report } : {})}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('list.delete_title', { total: deleting ? emissions(deleting.co2e_kg) : '' })}
        description={t('list.delete_body', { count: deleting?.entries.length ?? 0 })}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => {
              toast.success(t('list.deleted'));
              setDeleting(null);
            },
          })
        }
      />
    </section>
  );
}
