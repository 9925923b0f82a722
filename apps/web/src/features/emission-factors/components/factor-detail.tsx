import type { FactorDetail } from '@carbon/contracts/emission-factors';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '@/components/ui/alert';
import { Sheet } from '@/components/ui/dialog';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/errors';
import { useFormatters } from '@/lib/use-locale';
import { factorDetailQueryOptions } from '../api/factor-queries';
import { formatFactorValue } from '@/lib/factor-value';
import { formatPublishedValue, nameOnlyIn } from '../factor-format';
import { FactorLocation, MissingValue, useUnitLabel } from './factor-labels';

const GASES = ['co2_fossil', 'ch4_fossil', 'ch4_biogenic', 'ch4', 'n2o', 'other'] as const;
const FRENCH_CATEGORY_SOURCES = new Set<string>(['ademe-base-carbone', 'agribalyse']);
const STAGES = ['agriculture', 'processing', 'packaging', 'transport', 'retail', 'consumption'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-neutral-200 pt-4">
      <h3 id={headingId} className="text-sm font-semibold text-neutral-900">
        {title}
      </h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: { key: string; label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-[11rem_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map((row) => (
        <div key={row.key} className="contents">
          <dt className="text-neutral-600">{row.label}</dt>
          <dd className="text-neutral-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A two-column breakdown (gas, component, stage) with the per-unit values right-aligned. */
function BreakdownTable({
  caption,
  labelHeader,
  valueHeader,
  shareHeader,
  rows,
}: {
  caption: string;
  labelHeader: string;
  valueHeader: string;
  shareHeader?: string;
  rows: { key: string; label: ReactNode; value: string; share?: string }[];
}) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-neutral-200 text-xs tracking-wide text-neutral-600 uppercase">
          <th scope="col" className="py-1.5 pr-3 text-left font-semibold">
            {labelHeader}
          </th>
          <th scope="col" className="py-1.5 pr-3 text-right font-semibold">
            {valueHeader}
          </th>
          {shareHeader && (
            <th scope="col" className="py-1.5 text-right font-semibold">
              {shareHeader}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-neutral-100 last:border-b-0">
            <th scope="row" className="py-1.5 pr-3 text-left font-normal text-neutral-800">
              {row.label}
            </th>
            <td className="py-1.5 pr-3 text-right text-neutral-900 tabular-nums">{row.value}</td>
            {shareHeader && <td className="py-1.5 text-right text-neutral-700 tabular-nums">{row.share}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Everything known about one factor, so that a figure built on it can be defended to an auditor (UI.md). */
export function FactorDetailContent({ factor, titleId }: { factor: FactorDetail; titleId: string }) {
  const { t } = useTranslation('factors');
  const format = useFormatters();
  const unitLabel = useUnitLabel();
  const value = (amount: number) => formatFactorValue(amount, format.locale);
  const perUnit = t('detail.per_unit', { unit: unitLabel(factor.unit) });
  const onlyIn = nameOnlyIn(factor.name_languages, format.locale);
  const otherName = format.locale === 'fr' ? factor.name_en : factor.name_fr;
  const otherLocale = format.locale === 'fr' ? 'en' : 'fr';
  // ADEME and AGRIBALYSE publish their categories in French only: mark them so for screen readers.
  const categoryLang = format.locale !== 'fr' && FRENCH_CATEGORY_SOURCES.has(factor.source) ? 'fr' : onlyIn;

  const gases = factor.gases;
  const gasRows = gases
    ? GASES.flatMap((gas) => {
        const amount = gases[gas];
        return amount === null ? [] : [{ key: gas, label: t(`detail.gases.${gas}`), value: value(amount) }];
      })
    : [];
  const stages = factor.lifecycle_stages;
  const stageTotal = stages ? STAGES.reduce((sum, stage) => sum + stages[stage], 0) : 0;

  const validity =
    factor.valid_from || factor.valid_to
      ? t('detail.validity_range', {
          from: factor.valid_from ? format.date(factor.valid_from) : '…',
          to: factor.valid_to ? format.date(factor.valid_to) : '…',
        })
      : null;

  const facts = [
    {
      key: 'source',
      label: t('detail.fields.source'),
      value: factor.dataset_version ? t('detail.source_version', { source: t(`sources.${factor.source}`), version: factor.dataset_version }) : t(`sources.${factor.source}`),
    },
    { key: 'source_id', label: t('detail.fields.source_id'), value: factor.source_id ?? <MissingValue /> },
    { key: 'location', label: t('detail.fields.location'), value: <FactorLocation factor={factor} /> },
    { key: 'year', label: t('detail.fields.year'), value: factor.year ?? <MissingValue /> },
    { key: 'unit_family', label: t('detail.fields.unit_family'), value: t(`unit_families.${factor.unit_family}`) },
    { key: 'scope', label: t('detail.fields.scope'), value: factor.ghg_scope ? t('detail.scope_value', { scope: factor.ghg_scope }) : <MissingValue /> },
    { key: 'status', label: t('detail.fields.status'), value: t(`status.${factor.status}`) },
  ];

  const quality =
    factor.quality === null
      ? null
      : factor.quality_scheme === 'agribalyse-dqr'
        ? t('detail.quality_dqr', { value: format.number(factor.quality) })
        : factor.quality_scheme === 'ademe-quality'
          ? t('detail.quality_ademe', { value: format.integer(factor.quality) })
          : format.number(factor.quality);

  return (
    <div className="space-y-4">
      <div>
        <h2 id={titleId} className="text-xl font-semibold text-neutral-900">
          <span lang={onlyIn ?? undefined}>{factor.name}</span>
        </h2>
        {onlyIn && <p className="mt-1 text-sm text-neutral-600">{t(`results.name_only_in.${onlyIn}`)}</p>}
        {!onlyIn && otherName && otherName !== factor.name && (
          <p className="mt-1 text-sm text-neutral-700">
            {t(`detail.name_in.${otherLocale}`)} <span lang={otherLocale}>{otherName}</span>
          </p>
        )}
        {factor.category_path.length > 0 && (
          <nav aria-label={t('detail.fields.category')} className="mt-2">
            <ol className="flex flex-wrap items-center gap-1 text-xs text-neutral-600" lang={categoryLang ?? undefined}>
              {factor.category_path.map((part, index) => (
                <li key={`${index}-${part}`} className="flex items-center gap-1">
                  {index > 0 && <span aria-hidden="true">›</span>}
                  {part}
                </li>
              ))}
            </ol>
          </nav>
        )}
      </div>

      <div className="rounded-md border border-accent-200 bg-accent-50 p-4">
        <p className="text-2xl font-semibold text-neutral-900 tabular-nums">
          {value(factor.kg_co2e_per_unit)} <span className="text-base font-medium text-neutral-700">{perUnit}</span>
        </p>
        <p className="mt-1 text-sm text-neutral-700">
          {/* ADEME and AGRIBALYSE publish "kgCO2e/kWh"; DESNZ publishes the unit alone, per kg CO2e. */}
          {t(factor.unit_raw.includes('/') ? 'detail.as_published' : 'detail.as_published_per', {
            value: formatPublishedValue(factor.source_value, format.locale),
            unit: factor.unit_raw,
          })}
        </p>
        {(factor.unit_qualifier || factor.energy_basis || factor.price_year) && (
          <ul className="mt-1 flex flex-wrap gap-x-4 text-sm text-neutral-700">
            {factor.unit_qualifier && <li>{t('detail.unit_qualifier', { qualifier: factor.unit_qualifier })}</li>}
            {factor.energy_basis && (
              <li>{factor.energy_basis === 'LHV' || factor.energy_basis === 'HHV' ? t(`detail.energy_basis.${factor.energy_basis}`) : factor.energy_basis}</li>
            )}
            {factor.price_year && <li>{t('detail.price_year', { year: factor.price_year })}</li>}
          </ul>
        )}
      </div>

      <Facts rows={facts} />

      {(gasRows.length > 0 || (gases && gases.co2_biogenic !== null)) && (
        <Section title={t('detail.sections.gases')}>
          {gasRows.length > 0 && (
            <BreakdownTable caption={t('detail.sections.gases')} labelHeader={t('detail.columns.gas')} valueHeader={perUnit} rows={gasRows} />
          )}
          {gases && gases.co2_biogenic !== null && (
            <p className="mt-2 text-sm text-neutral-700">
              {t('detail.co2_biogenic', { value: value(gases.co2_biogenic), unit: perUnit })}
            </p>
          )}
        </Section>
      )}

      {factor.components && factor.components.length > 0 && (
        <Section title={t('detail.sections.components')}>
          <BreakdownTable
            caption={t('detail.sections.components')}
            labelHeader={t('detail.columns.component')}
            valueHeader={perUnit}
            rows={factor.components.map((component, index) => ({
              key: `${index}-${component.kind}`,
              label: component.name ?? component.kind,
              value: value(component.kg_co2e_per_unit),
            }))}
          />
        </Section>
      )}

      {stages && (
        <Section title={t('detail.sections.stages')}>
          <BreakdownTable
            caption={t('detail.sections.stages')}
            labelHeader={t('detail.columns.stage')}
            valueHeader={perUnit}
            shareHeader={t('detail.columns.share')}
            rows={STAGES.map((stage) => ({
              key: stage,
              label: t(`detail.stages.${stage}`),
              value: value(stages[stage]),
              share: stageTotal > 0 ? t('search.percent', { value: format.number((stages[stage] / stageTotal) * 100, 1) }) : '',
            }))}
          />
        </Section>
      )}

      <Section title={t('detail.sections.quality')}>
        <Facts
          rows={[
            {
              key: 'uncertainty',
              label: t('detail.fields.uncertainty'),
              value: factor.uncertainty_percent === null ? <MissingValue /> : t('detail.uncertainty_value', { value: format.number(factor.uncertainty_percent, 0) }),
            },
            { key: 'quality', label: t('detail.fields.quality'), value: quality ?? <MissingValue /> },
            {
              key: 'validity',
              label: t('detail.fields.validity'),
              value: validity ?? factor.validity_text ?? <MissingValue />,
            },
          ]}
        />
        {factor.duplicate_of_key && <p className="mt-2 text-sm text-neutral-700">{t('detail.duplicate_of', { key: factor.duplicate_of_key })}</p>}
      </Section>

      {factor.comment && (
        <Section title={t('detail.sections.comment')}>
          <p className="text-sm whitespace-pre-line text-neutral-800">{factor.comment}</p>
        </Section>
      )}

      {(factor.attribution || factor.licence) && (
        <Section title={t('detail.sections.attribution')}>
          {factor.attribution && <p className="text-sm text-neutral-800">{factor.attribution}</p>}
          {factor.licence && (
            <p className="mt-2 text-sm text-neutral-700">
              {t('detail.licence')}{' '}
              {factor.licence_url ? (
                <a href={factor.licence_url} target="_blank" rel="noopener noreferrer" className="font-medium text-accent-800 underline underline-offset-2">
                  {factor.licence}
                  <span className="sr-only"> {t('detail.opens_new_tab')}</span>
                </a>
              ) : (
                factor.licence
              )}
            </p>
          )}
        </Section>
      )}
    </div>
  );
}

/** The side panel of a factor, opened from the results (its id is in the URL). */
export function FactorDetailPanel({ factorId, onClose }: { factorId: string | null; onClose: () => void }) {
  const { t } = useTranslation('factors');
  const { t: tCommon } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const titleId = useId();
  const detail = useQuery(factorDetailQueryOptions(factorId, format.locale));

  let body: ReactNode;
  if (detail.isError) {
    body =
      detail.error instanceof ApiError && detail.error.status === 404 ? (
        <InlineAlert tone="info" title={t('detail.not_found_title')}>
          {t('detail.not_found_body')}
        </InlineAlert>
      ) : (
        <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void detail.refetch()}>
          {errorText(detail.error)}
        </InlineAlert>
      );
  } else if (!detail.data) {
    body = <SkeletonBlock label={tCommon('status.loading')} lines={8} />;
  } else {
    body = <FactorDetailContent factor={detail.data} titleId={titleId} />;
  }

  return (
    <Sheet open={factorId !== null} onClose={onClose} title={t('detail.label')} closeLabel={tCommon('actions.close')} titleId={titleId}>
      {body}
    </Sheet>
  );
}
