import type { CategoryStatusItem } from '@carbon/contracts/category-status';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const TONES: Record<CategoryStatusItem['status'], string> = {
  recorded: 'bg-green-50 text-green-800 ring-green-200',
  not_relevant: 'bg-neutral-100 text-neutral-700 ring-neutral-300',
  missing: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/** A category's status in words (never colour alone). */
export function StatusBadge({ status }: { status: CategoryStatusItem['status'] }) {
  const { t } = useTranslation('scope3');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONES[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
