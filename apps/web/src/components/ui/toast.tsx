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
  success: (title: string, description?: string) => void;
  error: (title: string, description?: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const TOAST_DURATION_MS = 6_000;

/** Success and failure messages of SPEC section 8 appear as toasts (UI.md). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  const push = useCallback(
    (tone: ToastTone, title: string, description?: string) => {
      const id = nextId.current++;
      setToasts((current) => [...current.slice(-3), { id, tone, title, description }]);
      window.setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );

  const api = useMemo<ToastApi>(
    () => ({ success: (title, description) => push('success', title, description), error: (title, description) => push('error', title, description) }),
    [push],
  );

  const render = (tone: ToastTone) =>
    toasts
      .filter((toast) => toast.tone === tone)
      .map((toast) => (
        <div
          key={toast.id}
          role={tone === 'success' ? 'status' : 'alert'}
          className={cn(
            'pointer-events-auto flex w-80 max-w-[calc(100vw-2rem)] items-start gap-3 rounded-md border bg-white p-3 shadow-lg',
            tone === 'success' ? 'border-l-4 border-neutral-200 border-l-accent-700' : 'border-l-4 border-neutral-200 border-l-red-700',
          )}
        >
          <div className="min-w-0 flex-1">
            <p className="font-medium text-neutral-900">{toast.title}</p>
            {toast.description && <p className="mt-0.5 text-neutral-700">{toast.description}</p>}
          </div>
          <button
            type="button"
            onClick={() => dismiss(toast.id)}
            className="rounded px-1 text-neutral-600 hover:text-neutral-900"
            aria-label={t('actions.dismiss')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ));

  return (
    <ToastContext value={api}>
      {children}
      {/*
        Two live regions that exist before any toast, so screen readers announce what is added:
        errors interrupt, successes wait their turn. The regions carry no role of their own, so an
        empty region is never mistaken for a message; each toast is a status or an alert.
      */}
      <div className="pointer-events-none fixed right-4 bottom-4 z-50 flex flex-col items-end gap-2">
        <div aria-live="polite" className="flex flex-col gap-2">
          {render('success')}
        </div>
        <div aria-live="assertive" className="flex flex-col gap-2">
          {render('error')}
        </div>
      </div>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it');
  return api;
}
