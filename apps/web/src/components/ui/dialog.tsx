import { Dialog as RadixDialog } from 'radix-ui';
import { useId, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { buttonClasses } from './button';

/**
 * Focus for the modals opened from state rather than from a Radix Trigger (a row's button, the URL):
 * on open, the element marked `data-autofocus` (else Radix's first focusable); on close, back to what
 * had focus before, which Radix only does for its own Trigger.
 */
export function useModalFocus() {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const preferred = (event.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-autofocus]');
      if (preferred) {
        event.preventDefault();
        preferred.focus();
      }
    },
    onCloseAutoFocus(event: Event) {
      event.preventDefault();
      if (returnTo.current?.isConnected) returnTo.current.focus();
      returnTo.current = null;
    },
  };
}

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** Dims the page; the tutorial keeps it lighter so the highlighted element stays readable. */
  backdrop?: 'dim' | 'light';
  /** An alert dialog (a confirmation): announced as such, and a click outside does not dismiss it. */
  alert?: boolean;
}

/** The centred modal dialog (Radix): named by its title, Tab stays inside, Escape closes, focus returns. */
export function Dialog({ open, onClose, title, description, children, footer, className, backdrop = 'dim', alert = false }: DialogProps) {
  const focus = useModalFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        {/* The overlay holds the panel, so a tall dialog scrolls on a small screen instead of being cut off. */}
        <RadixDialog.Overlay
          className={cn(
            'fixed inset-0 z-50 flex items-center justify-center overflow-y-auto p-4 transition-opacity starting:opacity-0',
            backdrop === 'dim' ? 'bg-neutral-950/50' : 'bg-neutral-950/25',
          )}
        >
          <RadixDialog.Content
            role={alert ? 'alertdialog' : 'dialog'}
            {...focus}
            onPointerDownOutside={alert ? (event) => event.preventDefault() : undefined}
            className={cn('w-full max-w-md rounded-lg bg-white p-5 shadow-xl outline-none', className)}
          >
            <RadixDialog.Title className="text-lg font-semibold wrap-anywhere text-neutral-900">{title}</RadixDialog.Title>
            {description && (
              <RadixDialog.Description asChild>
                <div className="mt-2 text-neutral-700">{description}</div>
              </RadixDialog.Description>
            )}
            {children}
            {footer && <div className="mt-5 flex flex-wrap justify-end gap-2">{footer}</div>}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

interface SheetProps {
  open: boolean;
  onClose: () => void;
  /** The panel's label, shown in its header; the start of its accessible name. */
  title: string;
  closeLabel: string;
  /** The id of a heading inside (a factor's name), appended to the panel's accessible name. */
  titleId?: string;
  children: ReactNode;
}

/**
 * The side panel (a Radix dialog sliding in from the right): the list stays visible beside it on a
 * laptop, it takes the whole width of a phone. Same keyboard and focus rules as the dialog.
 */
export function Sheet({ open, onClose, title, closeLabel, titleId, children }: SheetProps) {
  const focus = useModalFocus();
  const labelId = useId();
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/30 transition-opacity starting:opacity-0" />
        <RadixDialog.Content
          aria-labelledby={titleId ? `${labelId} ${titleId}` : labelId}
          {...focus}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-2xl flex-col bg-white shadow-xl outline-none transition-transform duration-200 ease-out starting:translate-x-full"
        >
          <div className="flex items-center justify-between gap-3 border-b border-neutral-200 px-5 py-3">
            {/* A label, not a heading: the panel's content starts with its own heading (a factor's name). */}
            <RadixDialog.Title asChild>
              <p className="text-sm font-semibold tracking-wide text-neutral-600 uppercase">
                <span id={labelId}>{title}</span>
              </p>
            </RadixDialog.Title>
            <RadixDialog.Close className={buttonClasses('secondary', 'sm')}>
              {closeLabel}
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
