import type { CategoryStatusItem } from '@carbon/contracts/category-status';
import { accountingCategory } from '@carbon/carbon/taxonomy';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { useEmissionsFormat } from '@/lib/emissions-format';
import { useErrorText } from '@/lib/errors';
import { useLocale } from '@/lib/use-locale';
import { categoryStatusQueryOptions, useSetCategoryStatus } from '../api/scope3-queries';
import { CATEGORY_FORMS } from '../category-forms';
import { categoryAction } from '../category-info';
import { useScope3Kit } from '../scope3-kit';
import { CategoryLines } from './category-lines';
import { NotRelevantDialog } from './not-relevant-dialog';
import { StatusBadge } from './status-badge';

interface Scope3PanelProps {
  companyId: string;
  year: number;
  /** Viewers read; owners, admins and editors add lines and change statuses. */
  canEdit: boolean;
  /** The site chosen in the top bar, proposed first in the forms. */
  siteId?: string | null;
}

/** A taxonomy key's name in the user's language. */
function useScope3Name() {
  const locale = useLocale();
  return (key: string) => {
    const category = accountingCategory(key);
    if (!category) return key;
    return locale === 'fr' ? category.nameFr : category.nameEn;
  };
}

/**
 * The Scope 3 panel of /topology: each scope 3 category of the year with its status (recorded, not relevant with
 * a reason, missing), its kg CO2e, what belongs there, and the way to record it or to say it does not apply.
 */
export function Scope3Panel({ companyId, year, canEdit, siteId = null }: Scope3PanelProps) {
  const { t } = useTranslation('scope3');
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const emissions = useEmissionsFormat();
  const toast = useToast();
  const nameOf = useScope3Name();
  const statuses = useQuery(categoryStatusQueryOptions(companyId, year));
  const kit = useScope3Kit();
  const sites = kit.useSites(companyId);
  const setStatus = useSetCategoryStatus();
  const [expanded, setExpanded] = useState<string | null>(null);
  const [marking, setMarking] = useState<{ key: string; name: string } | null>(null);
  const [adding, setAdding] = useState<CategoryStatusItem | null>(null);

  let content;
  if (statuses.isError) {
    content = (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void statuses.refetch()}>
        {errorText(statuses.error)}
      </InlineAlert>
    );
  } else if (!statuses.data) {
    content = <SkeletonBlock label={tCommon('status.loading')} lines={6} />;
  } else {
    content = (
      <ul className="divide-y divide-neutral-200">
        {statuses.data.items.map((item) => {
          const name = nameOf(item.category);
          const action = categoryAction(item.category);
          const isOpen = expanded === item.category;
          return (
            <li key={item.category} className="space-y-2 py-3" data-testid={`scope3-${item.category}`}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="text-xs font-medium text-neutral-600 tabular-nums">
                      {t('panel.category_number', { number: item.scope3_category })}
                    </span>
                    <h3 className="font-medium text-neutral-900">{name}</h3>
                    <StatusBadge status={item.status} />
                  </div>
                  <p className="text-sm text-neutral-700">
                    {t(`sentences.${item.category}` as 'sentences.waste', { defaultValue: '' })}
                  </p>
                  {item.status === 'not_relevant' && item.reason && (
                    <p className="text-sm text-neutral-600 italic">
                      {t('panel.reason_label', { reason: item.reason })}
                    </p>
                  )}
                  {action.kind === 'derived' && (
                    <p className="text-xs text-neutral-600">
                      {t('panel.derived_note')}{' '}
                      <Link to="/scope1" className="underline">
                        {t('panel.derived_link')}
                      </Link>
                    </p>
                  )}
                </div>
                <div className="text-right">
                  <p className="font-semibold text-neutral-900 tabular-nums">{emissions(item.co2e_kg)}</p>
                  <p className="text-xs text-neutral-600">
                    {t('panel.entries_count', { count: item.entries })}
                  </p>
                </div>
              </div>
              <div className="flex flex-wrap gap-2">
                {item.entries > 0 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-expanded={isOpen}
                    aria-label={t('panel.show_lines_of', { name })}
                    onClick={() => setExpanded(isOpen ? null : item.category)}
                  >
                    {t('panel.show_lines')}
                  </Button>
                )}
                {canEdit && action.kind === 'form' && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('panel.add_named', { name })}
                    onClick={() => setAdding(item)}
                  >
                    {t('panel.add')}
                  </Button>
                )}
                {action.kind === 'links' &&
                  action.links.map((link) => (
                    <Link key={link.to} to={link.to} className={buttonClasses('secondary', 'sm')}>
                      {t(`links.${link.label}`)}
                    </Link>
                  ))}
                {canEdit && item.status === 'missing' && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('panel.mark_not_relevant_named', { name })}
                    onClick={() => setMarking({ key: item.category, name })}
                  >
                    {t('panel.mark_not_relevant')}
                  </Button>
                )}
                {canEdit && item.status === 'not_relevant' && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('panel.mark_missing_named', { name })}
                    pending={setStatus.isPending && setStatus.variables.category === item.category}
                    onClick={() =>
                      setStatus.mutate(
                        {
                          company_id: companyId,
                          period_year: year,
                          category: item.category,
                          status: 'missing',
                          reason: '',
                        },
                        {
                          onError: (failure) =>
                            toast.error(t('not_relevant_dialog.failed'), errorText(failure)),
                        },
                      )
                    }
                  >
                    {t('panel.mark_missing')}
                  </Button>
                )}
              </div>
              {isOpen && (
                <CategoryLines
                  companyId={companyId}
                  year={year}
                  category={item.category}
                  name={name}
                  canEdit={canEdit}
                />
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  const addingAction = adding ? categoryAction(adding.category) : null;
  const travelling = addingAction?.kind === 'form' && addingAction.form === 'business_travel';
  const AddForm =
    addingAction?.kind !== 'form' || addingAction.form === 'business_travel'
      ? null
      : addingAction.form === 'entry'
        ? kit.EntryForm
        : addingAction.form === 'sold_product'
          ? kit.SoldProductForm
          : CATEGORY_FORMS[addingAction.form];
  // A travel report is written for one site: the top bar's, else the company's first.
  const travelSiteId = siteId ?? sites.data?.[0]?.id ?? null;

  return (
    <Card title={t('panel.title')} description={t('panel.description', { year })}>
      {!canEdit && <p className="mb-2 text-sm text-neutral-600">{t('panel.not_allowed')}</p>}
      {content}
      <NotRelevantDialog
        companyId={companyId}
        year={year}
        category={marking}
        onClose={() => setMarking(null)}
      />
      {travelSiteId && (
        <kit.BusinessTravelDialog
          open={travelling}
          onOpenChange={(open) => {
            if (!open) setAdding(null);
          }}
          companyId={companyId}
          siteId={travelSiteId}
          periodYear={year}
        />
      )}
      <Dialog
        open={adding !== null && !travelling}
        onClose={() => setAdding(null)}
        title={adding ? t('forms.entry.title', { name: nameOf(adding.category) }) : ''}
        className="max-w-3xl"
      >
        {adding && (
          <Fragment key={adding.category}>
            {AddForm && (
              <AddForm
                companyId={companyId}
                year={year}
                sites={sites.data ?? []}
                siteId={siteId}
                category={adding.category}
                onSaved={() => setAdding(null)}
                onCancel={() => setAdding(null)}
              />
            )}
          </Fragment>
        )}
      </Dialog>
    </Card>
  );
}
