import type { Site } from '@carbon/contracts/companies';
import type { Entry } from '@carbon/contracts/ledger';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useToast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';

/** What a screen of entries (/scope1, /heating) is given: the company, the workspace's year and site(s), the user's right. */
export interface EntriesPageProps {
  companyId: string;
  year: number;
  /** The site of the top bar; null for all sites. */
  siteId: string | null;
  sites: Site[];
  sitesReady: boolean;
  /** Viewers read; owners, admins and editors record. */
  canEdit: boolean;
}

/** The heading of a screen of entries: its title, its lead and its add button. */
export function EntriesPageHeader({
  title,
  lead,
  action,
}: {
  title: ReactNode;
  lead: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-neutral-900">{title}</h1>
        <p className="mt-1 max-w-3xl text-neutral-700">{lead}</p>
      </div>
      {action}
    </div>
  );
}

/** What a screen of entries shows while the company has no site: entries belong to a site, so add one first. */
export function NoSitesState() {
  const { t } = useTranslation('app');
  return (
    <EmptyState
      title={t('ledger.scope1.no_sites_title')}
      action={
        <Link to="/onboarding-wizard?step=sites" className={buttonClasses('primary', 'sm')}>
          {t('ledger.scope1.add_site')}
        </Link>
      }
    >
      {t('ledger.scope1.no_sites_body')}
    </EmptyState>
  );
}

/** Says that an entry was recorded or changed, with its result (in the screen's format of emissions). */
export function useEntrySavedToast(
  emissions: (kgCo2e: number) => string,
): (saved: Entry, created: boolean, name: string) => void {
  const { t } = useTranslation('app');
  const toast = useToast();
  return (saved, created, name) =>
    toast.success(
      created
        ? t('ledger.toasts.created', { result: emissions(saved.co2e_kg) })
        : t('ledger.toasts.updated', { result: emissions(saved.co2e_kg) }),
      name,
    );
}

interface DeleteEntryDialogProps {
  /** The entry to delete; null when the dialog is closed. */
  entry: Entry | null;
  /** How the screen names an entry (in the title and the toast). */
  nameOf: (entry: Entry) => string;
  /** Whether deleting the entry also deletes the lines derived from it. */
  hasDerived: (entry: Entry) => boolean;
  remove: UseMutationResult<unknown, Error, Entry>;
  onClose: () => void;
}

/** Confirms the deletion of an entry, deletes it and says so (or why it failed). */
export function DeleteEntryDialog({ entry, nameOf, hasDerived, remove, onClose }: DeleteEntryDialogProps) {
  const { t } = useTranslation('app');
  const toast = useToast();
  const errorText = useErrorText();
  return (
    <ConfirmDeleteDialog
      open={entry !== null}
      title={t('ledger.delete.title', { name: entry ? nameOf(entry) : '' })}
      description={
        entry && hasDerived(entry) ? t('ledger.delete.body_with_derived') : t('ledger.delete.body')
      }
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!entry) return;
        const name = nameOf(entry);
        remove.mutate(entry, {
          onSuccess: () => {
            onClose();
            toast.success(t('ledger.toasts.deleted'), name);
          },
          onError: (failure) => toast.error(t('ledger.toasts.delete_failed'), errorText(failure)),
        });
      }}
    />
  );
}
