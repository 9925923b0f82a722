import type { Site } from '@carbon/contracts/companies';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useToast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { useDeleteSite } from '../api/company-queries';

interface SiteDeleteDialogProps {
  companyId: string;
  /** The site to delete; null keeps the dialog closed. */
  site: Pick<Site, 'id' | 'name'> | null;
  onClose: () => void;
}

/** The confirmation naming the site, then DELETE /sites/{id} and its toast. */
export function SiteDeleteDialog({ companyId, site, onClose }: SiteDeleteDialogProps) {
  const { t } = useTranslation('onboarding');
  const toast = useToast();
  const errorText = useErrorText();
  const remove = useDeleteSite(companyId);

  const confirm = () => {
    if (!site) return;
    remove.mutate(site.id, {
      onSuccess: () => {
        toast.success(t('sites.deleted', { name: site.name }));
        onClose();
      },
      onError: (error) => {
        toast.error(t('sites.delete_failed'), errorText(error));
        onClose();
      },
    });
  };

  return (
    <ConfirmDeleteDialog
      open={site !== null}
      title={t('sites.delete_title', { name: site?.name ?? '' })}
      description={t('sites.delete_body')}
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
