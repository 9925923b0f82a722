import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/errors';
import { Button } from './button';
import { Dialog } from './dialog';
import { useToast } from './toast';

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

/** What a delete mutation is given: react-query's mutate callbacks. */
interface DeleteCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
  onSettled: () => void;
}

interface DeleteConfirmationOptions<T> {
  /** Deletes the item (the page's mutation), calling back when done. */
  remove: (item: T, callbacks: DeleteCallbacks) => void;
  /** The success toast. */
  deleted: (item: T) => string;
  /** The failure toast's title (its text is the API's reason). */
  failed: (item: T) => string;
}

/**
 * The item waiting for the user's confirmation and what the ConfirmDeleteDialog does with it: on confirm, delete it,
 * say so in a toast (the API's reason when refused), and close. `ask(item)` opens the dialog.
 */
export function useDeleteConfirmation<T>({ remove, deleted, failed }: DeleteConfirmationOptions<T>) {
  const toast = useToast();
  const errorText = useErrorText();
  const [pending, setPending] = useState<T | null>(null);
  const close = () => setPending(null);
  const confirm = () => {
    if (pending === null) return;
    const item = pending;
    remove(item, {
      onSuccess: () => toast.success(deleted(item)),
      onError: (error) => toast.error(failed(item), errorText(error)),
      onSettled: close,
    });
  };
  return { pending, ask: setPending, dialog: { open: pending !== null, onCancel: close, onConfirm: confirm } };
}
