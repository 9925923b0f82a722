import type { LegalReferenceId } from '@carbon/carbon/csrd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { icons } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export type VerdictTone = 'positive' | 'negative' | 'neutral';

/** The answer in words with an icon, so it never rests on colour alone (UI.md). */
export function Verdict({ tone, children }: { tone: VerdictTone; children: ReactNode }) {
  const Icon = tone === 'positive' ? icons.check : icons.circle;
  return (
    <p
      className={cn(
        'inline-flex items-center gap-2 rounded-md border px-2.5 py-1 text-sm font-semibold',
        tone === 'positive' && 'border-accent-200 bg-accent-50 text-accent-900',
        tone === 'negative' && 'border-neutral-300 bg-neutral-100 text-neutral-900',
        tone === 'neutral' && 'border-amber-300 bg-amber-50 text-amber-900',
      )}
    >
      <Icon className="size-4 shrink-0" />
      {children}
    </p>
  );
}

export function ResultSubheading({ children }: { children: ReactNode }) {
  return <h4 className="mt-5 text-sm font-semibold text-neutral-900">{children}</h4>;
}

export function ResultList({ items }: { items: { key: string; text: string; pending?: boolean }[] }) {
  const { t } = useTranslation('csrd');
  return (
    <ul className="mt-2 list-disc space-y-1.5 pl-5 text-neutral-800 marker:text-neutral-400">
      {items.map((item) => (
        <li key={item.key} className="break-words">
          {item.pending && (
            <span className="mr-1.5 inline-block rounded border border-amber-300 bg-amber-50 px-1.5 text-xs font-semibold text-amber-900">
              {t('result.pending')}
            </span>
          )}
          {item.text}
        </li>
      ))}
    </ul>
  );
}

export function LegalReferences({ ids }: { ids: LegalReferenceId[] }) {
  const { t } = useTranslation('csrd');
  return (
    <>
      <ResultSubheading>{t('result.legal_references')}</ResultSubheading>
      <ul className="mt-2 space-y-1.5 text-neutral-700">
        {[...new Set(ids)].map((id) => (
          <li key={id} className="flex gap-2 break-words">
            <icons.reports className="mt-1 size-3.5 shrink-0 text-neutral-500" />
            <span className="min-w-0">{t(`legal.${id}`)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Label and value pairs that stack on a narrow screen and align on a wide one. */
export function Facts({ items }: { items: { label: string; value: string }[] }) {
  if (items.length === 0) return null;
  return (
    <dl className="mt-4 grid gap-x-4 gap-y-2 rounded-md border border-neutral-200 bg-neutral-50 p-3 sm:grid-cols-[auto_1fr]">
      {items.map((item) => (
        <div key={item.label} className="contents">
          <dt className="text-neutral-600">{item.label}</dt>
          <dd className="font-medium break-words text-neutral-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
