import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  /** The accessible name of the panel (its visible heading may be richer). */
  label: string;
  closeLabel: string;
  /** The id of the heading inside (the factor's name), appended to the panel's accessible name. */
  titleId?: string;
  children: ReactNode;
}

/**
 * A modal panel sliding in from the right, over the results: the list stays visible beside it
 * on a laptop screen. Focus moves to the panel, Tab stays inside, Escape or the backdrop closes it,
 * and focus goes back to what opened it.
 */
export function SidePanel({ open, onClose, label, closeLabel, titleId, children }: SidePanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const labelId = useId();

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    return () => {
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="fixed inset-0 z-50 flex justify-end">
      <div aria-hidden="true" className="absolute inset-0 bg-neutral-950/30" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId ? `${labelId} ${titleId}` : labelId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="relative flex h-full w-full max-w-2xl flex-col bg-white shadow-xl outline-none"
      >
        <div className="flex items-center justify-between gap-3 border-b border-neutral-200 px-5 py-3">
          <p id={labelId} className="text-sm font-semibold tracking-wide text-neutral-600 uppercase">
            {label}
          </p>
          <Button variant="secondary" size="sm" onClick={onClose}>
            {closeLabel}
          </Button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
