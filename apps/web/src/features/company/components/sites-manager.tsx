import type { Site } from '@carbon/contracts/companies';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField, TextField } from '@/components/ui/field';
import { icons } from '@/components/ui/icons';
import { NumberField } from '@/components/ui/number-input';
import { useToast } from '@/components/ui/toast';
import { useErrorText, useFieldErrorText } from '@/lib/errors';
import { applyFieldIssues } from '@/lib/form-errors';
import { countryOptions } from '@/lib/regions';
import { useLocale } from '@/lib/use-locale';
import { useCreateSite, useDeleteSite } from '../api/company-queries';
import { emptySiteForm, siteFormSchema, type SiteFormInput, type SiteFormOutput } from '../company-forms';
import { SitesTable } from './sites-table';

const fieldNames = ['name', 'address', 'country', 'surface_m2', 'employees'] as const;

function SiteForm({ companyId, defaultCountry, onDone }: { companyId: string; defaultCountry: string; onDone?: () => void }) {
  const { t } = useTranslation('onboarding');
  const { t: tCommon } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const create = useCreateSite(companyId);
  const form = useForm<SiteFormInput, unknown, SiteFormOutput>({
    resolver: zodResolver(siteFormSchema),
    defaultValues: emptySiteForm(defaultCountry),
  });
  const { errors } = form.formState;

  // Awaited rather than mutate callbacks: adding the first site unmounts this form (the list replaces
  // it), and TanStack Query drops the per-call callbacks of an unmounted observer, so the
  // confirmation would be lost.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const site = await create.mutateAsync(values);
      toast.success(t('sites.added', { name: site.name }));
      form.reset(emptySiteForm(values.country));
      onDone?.();
    } catch (error) {
      if (!applyFieldIssues(error, form.setError, fieldNames)) toast.error(t('sites.add_failed'), errorText(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-md border border-neutral-200 bg-neutral-50 p-4" aria-label={t('sites.form_label')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('sites.fields.name')} required error={fieldError(errors.name?.message)} {...form.register('name')} />
        <SelectField
          label={t('sites.fields.country')}
          required
          placeholder={t('company.choose')}
          options={countryOptions(locale)}
          error={fieldError(errors.country?.message)}
          {...form.register('country')}
        />
        <TextField
          label={t('sites.fields.address')}
          autoComplete="street-address"
          containerClassName="sm:col-span-2"
          error={fieldError(errors.address?.message)}
          {...form.register('address')}
        />
        <NumberField control={form.control} name="surface_m2" label={t('sites.fields.surface_m2')} error={fieldError(errors.surface_m2?.message)} />
        <NumberField
          control={form.control}
          name="employees"
          label={t('sites.fields.employees')}
          integer
          error={fieldError(errors.employees?.message)}
        />
      </div>
      <div className="flex justify-end gap-2">
        {onDone && (
          <Button variant="ghost" onClick={onDone}>
            {tCommon('actions.cancel')}
          </Button>
        )}
        <Button type="submit" pending={create.isPending}>
          {t('sites.add')}
        </Button>
      </div>
    </form>
  );
}

interface SitesManagerProps {
  companyId: string;
  sites: Site[];
  defaultCountry: string;
}

/** The sites step: list with delete (after confirmation naming the site), and the add form. */
export function SitesManager({ companyId, sites, defaultCountry }: SitesManagerProps) {
  const { t } = useTranslation('onboarding');
  const toast = useToast();
  const errorText = useErrorText();
  const remove = useDeleteSite(companyId);
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<Pick<Site, 'id' | 'name'> | null>(null);
  const showForm = sites.length === 0 || adding;

  const confirmDelete = () => {
    if (!toDelete) return;
    const site = toDelete;
    remove.mutate(site.id, {
      onSuccess: () => {
        toast.success(t('sites.deleted', { name: site.name }));
        setToDelete(null);
      },
      onError: (error) => {
        toast.error(t('sites.delete_failed'), errorText(error));
        setToDelete(null);
      },
    });
  };

  return (
    <div className="space-y-4">
      {sites.length === 0 ? (
        <EmptyState title={t('sites.empty_title')}>{t('sites.empty_body')}</EmptyState>
      ) : (
        <SitesTable
          sites={sites}
          caption={t('sites.table_caption')}
          renderActions={(site) => (
            <Button variant="ghost" size="sm" aria-label={t('sites.delete_label', { name: site.name })} onClick={() => setToDelete(site)}>
              <icons.trash />
            </Button>
          )}
        />
      )}
      {showForm ? (
        <SiteForm companyId={companyId} defaultCountry={defaultCountry} onDone={sites.length > 0 ? () => setAdding(false) : undefined} />
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {t('sites.add_another')}
        </Button>
      )}
      <ConfirmDeleteDialog
        open={toDelete !== null}
        title={t('sites.delete_title', { name: toDelete?.name ?? '' })}
        description={t('sites.delete_body')}
        pending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
