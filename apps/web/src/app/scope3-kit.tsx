import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { BusinessTravelDialog } from '@/features/business-travel';
import { sitesQueryOptions } from '@/features/company/api/company-queries';
import { categoriesQueryOptions, entriesQueryOptions } from '@/features/ledger/api/ledger-queries';
import { EntryCalculation } from '@/features/ledger/components/entry-calculation';
import { EntryForm } from '@/features/ledger/components/entry-form';
import { SoldProductPickerForm } from '@/features/product-inventory/sold-product-picker-form';
import { useUnitName } from '@/features/ledger/format';
import type { Scope3FormProps } from '@/features/scope3/category-forms';
import type { Scope3Kit } from '@/features/scope3/scope3-kit';

/** Categories 8, 10–15 and visitor travel: the ledger's entry form with its factor search, on that one category. */
function EntryCategoryForm({ companyId, year, sites, siteId, category, onSaved, onCancel }: Scope3FormProps) {
  const { t } = useTranslation('scope3');
  const { t: tCommon } = useTranslation();
  const toast = useToast();
  const categories = useQuery(categoriesQueryOptions());
  if (!categories.data) return <SkeletonBlock label={tCommon('status.loading')} />;
  return (
    <EntryForm
      companyId={companyId}
      year={year}
      entry={null}
      categories={categories.data.categories.filter((item) => item.key === category)}
      sites={sites}
      siteId={siteId ?? sites[0]?.id ?? null}
      defaultCategory={category}
      onSaved={() => {
        toast.success(t('forms.saved'));
        onSaved();
      }}
      onCancel={onCancel}
    />
  );
}

/** Categories 11 and 12: a product sold, picked among the company's, then the product's sold-products form. */
function SoldProductCategoryForm({ companyId, year, sites, siteId, onSaved, onCancel }: Scope3FormProps) {
  // The form says "saved" itself; the panel closes its dialog.
  return (
    <SoldProductPickerForm
      companyId={companyId}
      year={year}
      sites={sites}
      siteId={siteId}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}

/** The pieces of the ledger and company features the Scope 3 panel reuses (features/scope3/scope3-kit.tsx). */
export const scope3Kit: Scope3Kit = {
  useEntries: (filter) => useQuery(entriesQueryOptions(filter)),
  useSites: (companyId) => useQuery(sitesQueryOptions(companyId)),
  useUnitName,
  EntryCalculation,
  EntryForm: EntryCategoryForm,
  SoldProductForm: SoldProductCategoryForm,
  BusinessTravelDialog,
};
