import type { Site } from '@carbon/contracts/companies';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Sheet } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { icons } from '@/components/ui/icons';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/errors';
import { sitesQueryOptions } from '../api/company-queries';
import { SiteDeleteDialog } from './site-delete-dialog';
import { SiteForm } from './site-form';
import { SitesTable } from './sites-table';

interface CompanySitesProps {
  companyId: string;
  /** The country a new site starts with: the company's. */
  defaultCountry: string;
  /** Owners, admins and editors add, edit and delete sites (the API's rule). */
  canEdit: boolean;
}

/** Which form the side panel holds: a new site, or the site being edited. */
type Panel = { mode: 'add' } | { mode: 'edit'; site: Site } | null;

/**
 * The company's sites on My company: a table with every field of a site, the primary action on the
 * right of its header, and one side panel (UI.md) to add or edit a site; deletion asks first.
 */
export function CompanySites({ companyId, defaultCountry, canEdit }: CompanySitesProps) {
  const { t } = useTranslation('app');
  const { t: tOnboarding } = useTranslation('onboarding');
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const sites = useQuery(sitesQueryOptions(companyId));
  const [panel, setPanel] = useState<Panel>(null);
  const [toDelete, setToDelete] = useState<Pick<Site, 'id' | 'name'> | null>(null);
  const closePanel = () => setPanel(null);

  const addButton = canEdit ? (
    <Button size="sm" onClick={() => setPanel({ mode: 'add' })}>
      {t('topology.sites.add')}
    </Button>
  ) : null;

  let content;
  if (sites.isError) {
    content = (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void sites.refetch()}>
        {errorText(sites.error)}
      </InlineAlert>
    );
  } else if (!sites.data) {
    content = <SkeletonBlock label={tCommon('status.loading')} lines={4} />;
  } else if (sites.data.length === 0) {
    content = (
      <EmptyState title={tOnboarding('sites.empty_title')} action={addButton}>
        {canEdit ? t('topology.sites.empty_body') : t('topology.sites.empty_body_read_only')}
      </EmptyState>
    );
  } else {
    content = (
      <SitesTable
        sites={sites.data}
        caption={tOnboarding('sites.table_caption')}
        showAddress
        renderActions={
          canEdit
            ? (site) => (
                <div className="flex justify-end gap-1">
                  <Button variant="ghost" size="sm" aria-label={tOnboarding('sites.edit_label', { name: site.name })} onClick={() => setPanel({ mode: 'edit', site })}>
                    <icons.pencil />
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={tOnboarding('sites.delete_label', { name: site.name })} onClick={() => setToDelete(site)}>
                    <icons.trash />
                  </Button>
                </div>
              )
            : undefined
        }
      />
    );
  }

  return (
    <Card
      title={tOnboarding('sites.title')}
      description={sites.data ? t('topology.sites.count', { count: sites.data.length }) : undefined}
      actions={sites.data && sites.data.length > 0 ? addButton : null}
    >
      <div className="space-y-3">
        {!canEdit && <p className="text-sm text-neutral-600">{t('topology.sites.read_only')}</p>}
        {content}
      </div>
      <Sheet
        open={panel !== null}
        onClose={closePanel}
        title={panel?.mode === 'edit' ? t('topology.sites.edit_title') : t('topology.sites.add_title')}
        closeLabel={tCommon('actions.close')}
      >
        {panel && (
          <SiteForm
            // A fresh form for each site opened.
            key={panel.mode === 'edit' ? panel.site.id : 'new'}
            companyId={companyId}
            site={panel.mode === 'edit' ? panel.site : undefined}
            defaultCountry={defaultCountry}
            onDone={closePanel}
          />
        )}
      </Sheet>
      <SiteDeleteDialog companyId={companyId} site={toDelete} onClose={() => setToDelete(null)} />
    </Card>
  );
}
