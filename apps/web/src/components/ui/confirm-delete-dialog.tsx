import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDeleteDialogProps {
  open: boolean;
  /** Names what will be deleted (UI.md: destructive actions ask for confirmation and name it). */
  title: ReactNode;
  description?: ReactNode;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The one confirmation of a deletion (an alert dialog): Cancel has the focus, so Enter never deletes by accident. */
export function ConfirmDeleteDialog({ open, title, description, pending, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      alert
      onClose={onCancel}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {t('actions.cancel')}
          </Button>
          <Button variant="danger" pending={pending} onClick={onConfirm}>
            {t('actions.delete')}
          </Button>
        </>
      }
    />
  );
}
