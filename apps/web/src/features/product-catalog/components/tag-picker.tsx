import { tagCategorySchema, type Tag, type TagCategory } from '@carbon/contracts/product-catalog';
import { intlLocale, type AppLocale } from '@carbon/i18n/locale';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '@/components/ui/alert';
import { SkeletonBlock } from '@/components/ui/skeleton';

export function tagLabel(tag: Tag, locale: AppLocale): string {
  return locale === 'fr' ? tag.label_fr : tag.label_en;
}

/** Tags by category, in the contract's category order, each group sorted by its label in the user's language. */
export function groupTags(tags: Tag[], locale: AppLocale): { category: TagCategory; tags: Tag[] }[] {
  const collator = new Intl.Collator(intlLocale[locale]);
  return tagCategorySchema.options
    .map((category) => ({
      category,
      tags: tags.filter((tag) => tag.category === category).sort((a, b) => collator.compare(tagLabel(a, locale), tagLabel(b, locale))),
    }))
    .filter((group) => group.tags.length > 0);
}

interface TagPickerProps {
  tags: Tag[] | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  errorText: string;
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  locale: AppLocale;
}

/** Checkboxes grouped by tag category (material, certification, life-cycle stage, category). */
export function TagPicker({ tags, status, onRetry, errorText, value, onChange, disabled = false, locale }: TagPickerProps) {
  const { t } = useTranslation('catalog');
  const { t: tCommon } = useTranslation();
  const baseId = useId();
  const groups = useMemo(() => groupTags(tags ?? [], locale), [tags, locale]);
  const selected = new Set(value);

  if (status === 'error') {
    return (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={onRetry}>
        {errorText}
      </InlineAlert>
    );
  }
  if (status === 'pending') return <SkeletonBlock label={tCommon('status.loading')} lines={4} />;
  if (groups.length === 0) return <p className="text-sm text-neutral-600">{t('form.tags_none')}</p>;

  const toggle = (id: string, checked: boolean) => onChange(checked ? [...value, id] : value.filter((current) => current !== id));

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {groups.map((group) => (
        <fieldset key={group.category} disabled={disabled} className="rounded-md border border-neutral-200 p-3">
          <legend className="px-1 text-sm font-medium text-neutral-800">{t(`tag_categories.${group.category}`)}</legend>
          <ul className="mt-1 grid max-h-64 gap-1.5 overflow-y-auto">
            {group.tags.map((tag) => {
              const id = `${baseId}-${tag.id}`;
              return (
                <li key={tag.id} className="flex items-center gap-2">
                  <input
                    id={id}
                    type="checkbox"
                    checked={selected.has(tag.id)}
                    onChange={(event) => toggle(tag.id, event.target.checked)}
                    className="size-4 rounded border-neutral-400 accent-accent-700"
                  />
                  <label htmlFor={id} className="text-sm text-neutral-800">
                    {tagLabel(tag, locale)}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
