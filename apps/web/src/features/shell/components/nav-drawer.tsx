import { Dialog } from 'radix-ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { icons } from '@/components/ui/icons';

/** Where the sidebar stops being a drawer and stays on the page (Tailwind's `lg`, 1024 px). */
export const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * Below the desktop breakpoint the sidebar is a drawer over the page (UI.md, "Responsive"): closed by
 * default, opened by the top bar's button, closed by Escape, a click outside, the close button or any
 * navigation. Radix's dialog moves focus into it and back to the button, and keeps the page behind
 * out of reach while it is open.
 */
export function NavDrawer({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  const location = useLocation();
  // Open for the location it was opened at: any navigation (a link in it, Back) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;

  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    // Widened to a desktop, the sidebar is on the page again: a modal drawer would only hide it.
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (desktop.matches) setOpenAt(null);
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => setOpenAt(next ? location.key : null)}>
      <Dialog.Trigger
        aria-label={t('top_bar.open_navigation')}
        data-tutorial="navigation-toggle"
        className="inline-flex size-9 items-center justify-center rounded-md text-neutral-800 hover:bg-neutral-100 lg:hidden"
      >
        <icons.menu className="size-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-neutral-950/30 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl outline-none lg:hidden"
        >
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-neutral-200 px-3">
            <Dialog.Title className="text-sm font-semibold text-neutral-900">{t('nav.label')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('top_bar.close_navigation')}
              className="inline-flex size-9 items-center justify-center rounded-md text-neutral-800 hover:bg-neutral-100"
            >
              <icons.close className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
