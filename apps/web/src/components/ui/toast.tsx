import { Toast as RadixToast } from 'radix-ui';
import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

type ToastTone = 'success' | 'error';

interface ToastItem {
  id: number;
  tone: ToastTone;
  title: string;
  description?: string | undefined;
}

interface ToastApi {
  /** Names what was saved ("Site added: Lyon plant"); it goes away after a few seconds. */
  success: (title: string, description?: string) => void;
  /** Says what failed and why; it stays until the user dismisses it. */
  error: (title: string, description?: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export const TOAST_DURATION_MS = 5_000;
/** More than three at once would reach down over the page; the oldest gives way. */
const MAX_TOASTS = 3;

/**
 * Success and failure messages of SPEC section 8, as toasts (Radix Toast, UI.md): announced politely
 * (errors assertively), a line or two, long names cut with the full text in the title attribute, stacked at
 * the top centre just below the top bar. Forms put their submit buttons at the bottom right and tables
 * their actions on the right, so that corner is where the user has just clicked; the top centre holds
 * only the page title. A success goes away after five seconds (paused while hovered or focused), an
 * error stays until dismissed; the same message twice replaces the first rather than piling up.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  const push = useCallback((tone: ToastTone, title: string, description?: string) => {
    const id = nextId.current++;
    setToasts((current) => [
      ...current.filter((toast) => toast.title !== title || toast.description !== description).slice(-(MAX_TOASTS - 1)),
      { id, tone, title, description },
    ]);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({ success: (title, description) => push('success', title, description), error: (title, description) => push('error', title, description) }),
    [push],
  );

  return (
    <ToastContext value={api}>
      <RadixToast.Provider label={t('toast.label')} duration={TOAST_DURATION_MS} swipeDirection="up">
        {children}
        {toasts.map((toast) => (
          <RadixToast.Root
            key={toast.id}
            type={toast.tone === 'error' ? 'foreground' : 'background'}
            duration={toast.tone === 'error' ? Infinity : TOAST_DURATION_MS}
            onOpenChange={(open) => !open && dismiss(toast.id)}
            className={cn(
              'flex items-start gap-3 rounded-md border border-l-4 border-neutral-200 bg-white p-3 shadow-lg transition-[opacity,translate] starting:-translate-y-2 starting:opacity-0',
              toast.tone === 'success' ? 'border-l-accent-700' : 'border-l-red-700',
            )}
          >
            <div className="min-w-0 flex-1">
              <RadixToast.Title
                className={cn('font-medium wrap-anywhere text-neutral-900', toast.description ? 'truncate' : 'line-clamp-2')}
                title={toast.title}
              >
                {toast.title}
              </RadixToast.Title>
              {toast.description && (
                <RadixToast.Description className="mt-0.5 line-clamp-2 wrap-anywhere text-neutral-700" title={toast.description}>
                  {toast.description}
                </RadixToast.Description>
              )}
            </div>
            <RadixToast.Close className="rounded px-1 text-neutral-600 hover:text-neutral-900" aria-label={t('actions.dismiss')}>
              <span aria-hidden="true">×</span>
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport
          label={t('toast.region')}
          className="fixed top-16 left-1/2 z-[70] flex w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 flex-col gap-2 outline-none"
        />
      </RadixToast.Provider>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it');
  return api;
}
