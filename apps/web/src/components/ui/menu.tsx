import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export interface MenuEntry {
  key: string;
  label: ReactNode;
  /** A link entry navigates; an action entry calls onSelect. */
  to?: string;
  onSelect?: () => void;
  /** Makes the entry a radio item (language choice). */
  checked?: boolean;
  lang?: string;
}

interface MenuProps {
  /** Accessible name of the button when its content is not text (avatar, icon). */
  buttonLabel?: string;
  buttonContent: ReactNode;
  buttonClassName?: string;
  entries: MenuEntry[];
  align?: 'start' | 'end';
  header?: ReactNode;
}

/**
 * Menu button pattern (WAI-ARIA APG): Enter, Space or ArrowDown open on the first entry, ArrowUp on
 * the last; arrows, Home and End move; Escape closes and gives focus back to the button; Tab leaves.
 */
export function Menu({ buttonLabel, buttonContent, buttonClassName, entries, align = 'end', header }: MenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    if (!open) return;
    if (pendingFocus.current !== null) {
      itemRefs.current[pendingFocus.current]?.focus();
      pendingFocus.current = null;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    pendingFocus.current = index;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const focusItem = (index: number) => {
    const count = entries.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(entries.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(entries.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const itemClasses = 'flex w-full items-center gap-2 px-3 py-2 text-left text-sm text-neutral-800 hover:bg-neutral-100 focus:bg-neutral-100 focus:outline-none';

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={buttonLabel}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        className={buttonClassName}
      >
        {buttonContent}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={buttonLabel}
          onKeyDown={onMenuKeyDown}
          className={cn(
            'absolute z-40 mt-1 min-w-48 overflow-hidden rounded-md border border-neutral-200 bg-white py-1 shadow-lg',
            align === 'end' ? 'right-0' : 'left-0',
          )}
        >
          {header}
          {entries.map((entry, index) => {
            const role = entry.checked === undefined ? 'menuitem' : 'menuitemradio';
            const content = (
              <>
                {entry.checked !== undefined && (
                  <span aria-hidden="true" className="w-3 text-accent-700">
                    {entry.checked ? '✓' : ''}
                  </span>
                )}
                <span lang={entry.lang}>{entry.label}</span>
              </>
            );
            const ref = (element: HTMLElement | null) => {
              itemRefs.current[index] = element;
            };
            return entry.to ? (
              <Link key={entry.key} ref={ref} to={entry.to} role={role} tabIndex={-1} className={itemClasses} onClick={() => close(false)}>
                {content}
              </Link>
            ) : (
              <button
                key={entry.key}
                ref={ref}
                type="button"
                role={role}
                aria-checked={entry.checked}
                tabIndex={-1}
                className={itemClasses}
                onClick={() => {
                  close(true);
                  entry.onSelect?.();
                }}
              >
                {content}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
