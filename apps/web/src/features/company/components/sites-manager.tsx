import type { Site } from '@carbon/contracts/companies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { icons } from '@/components/ui/icons';
import { SiteDeleteDialog } from './site-delete-dialog';
import { SiteForm } from './site-form';
import { SitesTable } from './sites-table';

const wizardFormClasses = 'rounded-md border border-neutral-200 bg-neutral-50 p-4';

interface SitesManagerProps {
  companyId: string;
  sites: Site[];
  defaultCountry: string;
}

/** The sites step: list with delete (after confirmation naming the site), and the add form. */
export function SitesManager({ companyId, sites, defaultCountry }: SitesManagerProps) {
  const { t } = useTranslation('onboarding');
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<Pick<Site, 'id' | 'name'> | null>(null);
  const showForm = sites.length === 0 || adding;

  return (
    <div className="space-y-4">
      {sites.length === 0 ? (
        <EmptyState title={t('sites.empty_title')}>{t('sites.empty_body')}</EmptyState>
      ) : (
        <SitesTable
          sites={sites}
          caption={t('sites.table_caption')}
          renderActions={(site) => (
            <Button variant="ghost" size="sm" aria-label={t('sites.delete_label', { name: site.name })} onClick={() => setToDelete(site)}>
              <icons.trash />
            </Button>
          )}
        />
      )}
      {showForm ? (
        <SiteForm
          companyId={companyId}
          defaultCountry={defaultCountry}
          className={wizardFormClasses}
          onDone={sites.length > 0 ? () => setAdding(false) : undefined}
        />
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {t('sites.add_another')}
        </Button>
      )}
      <SiteDeleteDialog companyId={companyId} site={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
