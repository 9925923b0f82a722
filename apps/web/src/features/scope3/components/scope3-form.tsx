import type { Site } from '@carbon/contracts/companies';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, type SelectFieldProps } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { formFieldIssues } from '../form-errors';

export interface Scope3FormProps {
  companyId: string;
  year: number;
  sites: Site[];
  /** The site chosen in the top bar, proposed first. */
  siteId: string | null;
  /** The category the form was opened from (freight: upstream_transport or downstream_transport). */
  category: string;
  onSaved: () => void;
  onCancel: () => void;
}

/** The site a new line goes on: the top bar's, else the company's first. */
export function initialSiteId({ siteId, sites }: Pick<Scope3FormProps, 'siteId' | 'sites'>): string {
  return siteId ?? sites[0]?.id ?? '';
}

/**
 * What a scope 3 form does with its save's answer: a toast and onSaved on success; a 422's issues handed to
 * `showIssues` (each under the form field it names; `fallback` takes the others), any other failure in a toast.
 */
export function useSaveHandlers<F extends string>(
  fields: readonly F[],
  onSaved: () => void,
  showIssues: (issues: { field: F; message: string }[]) => void,
) {
  const { t } = useTranslation('scope3');
  const toast = useToast();
  const errorText = useErrorText();
  return (fallback?: F) => ({
    onSuccess: () => {
      toast.success(t('forms.saved'));
      onSaved();
    },
    onError: (failure: unknown) => {
      const issues = formFieldIssues(failure, fields, fallback);
      showIssues(issues);
      if (issues.length === 0) toast.error(t('forms.failed'), errorText(failure));
    },
  });
}

/** The site select every scope 3 form starts with (bound with react-hook-form's register). */
export function SiteField({ sites, ...props }: { sites: readonly Site[] } & Omit<SelectFieldProps, 'label' | 'options'>) {
  const { t } = useTranslation('scope3');
  return (
    <SelectField
      label={t('forms.site')}
      required
      placeholder={t('forms.site_placeholder')}
      options={sites.map((site) => ({ value: site.id, label: site.name }))}
      {...props}
    />
  );
}

/** A scope 3 form's frame: the form, named for screen readers, its fields, then Cancel and Save. */
export function Scope3FormFrame({
  title,
  onSubmit,
  pending,
  onCancel,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  pending: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('scope3');
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4" aria-label={title}>
      {children}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('forms.cancel')}
        </Button>
        <Button type="submit" pending={pending}>
          {t('forms.save')}
        </Button>
      </div>
    </form>
  );
}
