import type { FactorDetail, FactorPart } from '@carbon/contracts/emission-factors';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { Sheet } from '@/components/ui/dialog';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { Tooltip } from '@/components/ui/tooltip';
import { ApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/errors';
import { useFormatters } from '@/lib/use-locale';
import { factorDetailQueryOptions } from '../api/factor-queries';
import { formatFactorValue } from '@/lib/factor-value';
import { componentKindKey, formatFactorDate, formatPublishedValue, nameOnlyIn, partShare, publishedUnitKey } from '../factor-format';
import { CategoryPath, DatasetVersion, FactorLocation, MissingValue, ValidityBadge } from './factor-labels';

const GASES = ['co2_fossil', 'ch4_fossil', 'ch4_biogenic', 'ch4', 'n2o', 'other'] as const;
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
    // Label above value on a phone; side by side from the small breakpoint. Long identifiers wrap anywhere
    // rather than push the value out of the panel.
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[11rem_minmax(0,1fr)]">
      {rows.map((row) => (
        <div key={row.key} className="contents">
          <dt className="text-neutral-600">{row.label}</dt>
          <dd className="mb-1 text-neutral-900 wrap-anywhere sm:mb-0">{row.value}</dd>
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

/** A link that opens another factor in the same panel (an edition, a linked part, a replacement). */
function FactorLink({ id, children }: { id: string; children: ReactNode }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set('factor', id);
  return (
    <Link to={{ pathname: location.pathname, search: `?${params.toString()}` }} className="font-medium text-accent-800 underline underline-offset-2">
      {children}
    </Link>
  );
}

/** Where the total comes from: combustion (scope 1) apart from upstream and losses (scope 3, category 3). */
function PartsTable({ parts, value, perUnit }: { parts: FactorPart[]; value: number; perUnit: string }) {
  const { t } = useTranslation('factors');
  const format = useFormatters();
  const linked = parts.some((part) => part.factor_id !== null);
  // Shares are of the parts' sum: ADEME's value is that sum, while a DESNZ fuel's value is its combustion
  // alone, its well-to-tank part being a factor of its own (said below the table).
  const total = parts.reduce((sum, part) => sum + part.kg_co2e_per_unit, 0);
  const valueIsTotal = Math.abs(total - value) <= Math.abs(value) * 0.005;
  return (
    <>
      {/* Four columns on a phone: the table scrolls in its own frame rather than the panel (UI.md). */}
      <div className="relative overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('detail.sections.parts')}</caption>
          <thead>
            <tr className="border-b border-neutral-200 text-xs tracking-wide text-neutral-600 uppercase">
              <th scope="col" className="py-1.5 pr-3 text-left font-semibold">
                {t('detail.columns.part')}
              </th>
              <th scope="col" className="py-1.5 pr-3 text-right font-semibold">
                {perUnit}
              </th>
              <th scope="col" className="py-1.5 pr-3 text-right font-semibold">
                {t('detail.columns.share')}
              </th>
              {linked && (
                <th scope="col" className="py-1.5 text-left font-semibold">
                  {t('detail.columns.linked_factor')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {parts.map((part, index) => {
              const share = partShare(part.kg_co2e_per_unit, total);
              return (
                <tr key={`${index}-${part.kind}`} className="border-b border-neutral-100 last:border-b-0">
                  <th scope="row" className="py-1.5 pr-3 text-left font-normal text-neutral-800">
                    {t(`detail.part_kinds.${part.kind}`)}
                  </th>
                  <td className="py-1.5 pr-3 text-right text-neutral-900 tabular-nums">{formatFactorValue(part.kg_co2e_per_unit, format.locale)}</td>
                  <td className="py-1.5 pr-3 text-right text-neutral-700 tabular-nums">
                    {share === null ? <MissingValue /> : t('search.percent', { value: format.number(share, 1) })}
                  </td>
                  {linked && <td className="py-1.5">{part.factor_id && <FactorLink id={part.factor_id}>{t(`detail.part_links.${part.kind}`)}</FactorLink>}</td>}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="border-t border-neutral-200 font-medium">
              <th scope="row" className="py-1.5 pr-3 text-left text-neutral-800">
                {t('detail.parts_total')}
              </th>
              <td className="py-1.5 pr-3 text-right text-neutral-900 tabular-nums">{formatFactorValue(total, format.locale)}</td>
              <td className="py-1.5 pr-3 text-right text-neutral-700 tabular-nums">{t('search.percent', { value: format.integer(100) })}</td>
              {linked && <td />}
            </tr>
          </tfoot>
        </table>
      </div>
      {!valueIsTotal && (
        <p className="mt-2 text-sm text-neutral-700">{t('detail.parts_value_differs', { value: formatFactorValue(value, format.locale), unit: perUnit })}</p>
      )}
      <p className="mt-2 text-xs text-neutral-600">{t('detail.parts_hint')}</p>
    </>
  );
}

/** Expired or archived: said first, with the factor that replaces it where the source names one. */
function ValidityNotice({ factor }: { factor: FactorDetail }) {
  const { t } = useTranslation('factors');
  const format = useFormatters();
  if (factor.validity === 'current') return null;
  const title =
    factor.validity === 'archived'
      ? t('detail.archived_title')
      : factor.valid_to
        ? t('detail.expired_title', { date: formatFactorDate(factor.valid_to, format.locale) })
        : t('detail.expired_title_no_date');
  return (
    <div role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-medium">{title}</p>
      <p className="mt-0.5">{factor.validity === 'archived' ? t('detail.archived_body') : t('detail.expired_body')}</p>
      {factor.replaced_by && (
        <p className="mt-1">
          {t('detail.replaced_by')} <FactorLink id={factor.replaced_by.id}>{factor.replaced_by.name}</FactorLink>
        </p>
      )}
    </div>
  );
}

/** The screen of the company's imported PACT footprints (app/route-table.tsx), where a newer version is applied. */
const PACT_IMPORTS_PATH = '/settings/pact/imports';

/**
 * A company factor imported from a supplier's PACT footprint (issue 15 section 2): where it comes from, and when the
 * supplier has published a newer footprint, its value and where to apply it.
 */
function PactImportNotice({ factor }: { factor: FactorDetail }) {
  // The factors namespace, already loaded with the panel: loading another one here would suspend the open panel.
  const { t } = useTranslation('factors');
  const format = useFormatters();
  const pact = factor.pact_import;
  if (!pact) return null;
  const newerValue = pact.newer_kg_co2e_per_unit === null ? null : Number(pact.newer_kg_co2e_per_unit);
  return (
    <div className="space-y-2">
      <p className="text-sm text-neutral-800">
        {t('detail.pact_notice.from', { supplier: pact.supplier_name, id: pact.footprint_id })}
      </p>
      {pact.newer_footprint_id && (
        <div role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-medium">{t('detail.pact_notice.newer_title', { supplier: pact.supplier_name })}</p>
          {newerValue !== null && (
            <p className="mt-0.5">
              {t('detail.pact_notice.newer_body', {
                id: pact.newer_footprint_id,
                value: Number.isFinite(newerValue) ? formatFactorValue(newerValue, format.locale) : pact.newer_kg_co2e_per_unit,
                unit: factor.unit_label,
              })}
            </p>
          )}
          <p className="mt-1">
            <Link to={PACT_IMPORTS_PATH} className="font-medium text-accent-800 underline underline-offset-2">
              {t('detail.pact_notice.newer_link')}
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}

/** The edition shown, the other editions of the same factor as links, and a pointer to the newest. */
function EditionValue({ factor, perUnit }: { factor: FactorDetail; perUnit: string }) {
  const { t } = useTranslation('factors');
  const format = useFormatters();
  const others = factor.editions.filter((edition) => edition.id !== factor.id);
  const newest = factor.latest_edition ? null : factor.editions.find((edition) => edition.latest_edition && edition.id !== factor.id);
  return (
    <>
      {factor.edition === null ? <MissingValue /> : <DatasetVersion version={factor.edition} />}
      {factor.latest_edition && others.length > 0 && <span className="text-neutral-600"> ({t('detail.edition_latest')})</span>}
      {newest && (
        <span className="mt-1 block">
          {t('detail.newer_edition', { edition: newest.edition ?? newest.dataset_version ?? '' })}{' '}
          <FactorLink id={newest.id}>{t('detail.open_newer_edition', { edition: newest.edition ?? newest.dataset_version ?? '' })}</FactorLink>
        </span>
      )}
      {others.length > 0 && (
        <span className="mt-1 block">
          {t('detail.also_in_edition', { count: others.length })}{' '}
          {others.map((edition, index) => (
            <span key={edition.id}>
              {index > 0 && ', '}
              <FactorLink id={edition.id}>
                {t('detail.edition_link', {
                  edition: edition.edition ?? edition.dataset_version ?? edition.key,
                  value: formatFactorValue(edition.kg_co2e_per_unit, format.locale),
                  unit: perUnit,
                })}
              </FactorLink>
            </span>
          ))}
        </span>
      )}
    </>
  );
}

/** The IPCC report behind the CO2e, with what that means on hover or keyboard focus. */
function GwpBasis({ basis }: { basis: NonNullable<FactorDetail['gwp_basis']> }) {
  const { t } = useTranslation('factors');
  return (
    <span className="inline-flex items-center gap-1.5">
      {t(`detail.gwp.${basis}`)}
      <Tooltip content={t(`detail.gwp_explanation.${basis}`)}>
        <button type="button" className="rounded text-xs text-accent-800 underline decoration-dotted underline-offset-2">
          {t('detail.gwp_about')}
        </button>
      </Tooltip>
    </span>
  );
}

/** Everything known about one factor, so that a figure built on it can be defended to an auditor (UI.md). */
export function FactorDetailContent({ factor, titleId }: { factor: FactorDetail; titleId: string }) {
  const { t } = useTranslation('factors');
  const format = useFormatters();
  const value = (amount: number) => formatFactorValue(amount, format.locale);
  const date = (isoDate: string) => formatFactorDate(isoDate, format.locale);
  const perUnit = t('detail.per_unit', { unit: factor.unit_label });
  const onlyIn = nameOnlyIn(factor.name_languages, format.locale);
  const otherName = format.locale === 'fr' ? factor.name_en : factor.name_fr;
  const otherLocale = format.locale === 'fr' ? 'en' : 'fr';

  const gases = factor.gases;
  const gasRows = gases
    ? GASES.flatMap((gas) => {
        const amount = gases[gas];
        return amount === null ? [] : [{ key: gas, label: t(`detail.gases.${gas}`), value: value(amount) }];
      })
    : [];
  const stages = factor.lifecycle_stages;
  const stageTotal = stages ? STAGES.reduce((sum, stage) => sum + stages[stage], 0) : 0;

  const validityRange =
    factor.valid_from || factor.valid_to
      ? t('detail.validity_range', {
          from: factor.valid_from ? date(factor.valid_from) : '…',
          to: factor.valid_to ? date(factor.valid_to) : '…',
        })
      : null;
  const validity =
    factor.validity === 'archived'
      ? t('detail.archived_title')
      : factor.validity === 'expired'
        ? factor.valid_to
          ? t('detail.expired_title', { date: date(factor.valid_to) })
          : t('detail.expired_title_no_date')
        : factor.valid_to
          ? t('detail.valid_until', { date: date(factor.valid_to) })
          : t('detail.current');

  // DESNZ writes the unit alone and in the plural ("tonnes"): it is named in the singular after "per".
  const publishedUnit = publishedUnitKey(factor.unit_raw);
  const asPublished = factor.unit_raw.includes('/')
    ? t('detail.as_published', { value: formatPublishedValue(factor.source_value, format.locale), unit: factor.unit_raw })
    : t('detail.as_published_per', {
        value: formatPublishedValue(factor.source_value, format.locale),
        unit: publishedUnit ? t(`detail.published_units.${publishedUnit}`) : factor.unit_raw,
      });

  const facts = [
    {
      key: 'source',
      label: t('detail.fields.source'),
      value: factor.dataset_version ? (
        <>
          {t(`sources.${factor.source}`)}, <DatasetVersion version={factor.dataset_version} />
        </>
      ) : (
        t(`sources.${factor.source}`)
      ),
    },
    { key: 'edition', label: t('detail.fields.edition'), value: <EditionValue factor={factor} perUnit={perUnit} /> },
    { key: 'source_id', label: t('detail.fields.source_id'), value: factor.source_id ?? <MissingValue /> },
    { key: 'location', label: t('detail.fields.location'), value: <FactorLocation factor={factor} /> },
    { key: 'year', label: t('detail.fields.year'), value: factor.year ?? <MissingValue /> },
    { key: 'unit_family', label: t('detail.fields.unit_family'), value: t(`unit_families.${factor.unit_family}`) },
    ...(factor.energy_basis !== null || factor.unit_family === 'energy'
      ? [
          {
            key: 'energy_basis',
            label: t('detail.fields.energy_basis'),
            value: factor.energy_basis ? t(`detail.energy_basis.${factor.energy_basis}`) : <MissingValue />,
          },
        ]
      : []),
    ...(factor.currency
      ? [
          {
            key: 'currency',
            label: t('detail.fields.currency'),
            value: factor.price_year ? t('detail.currency_value', { currency: factor.currency, year: factor.price_year }) : factor.currency,
          },
        ]
      : []),
    { key: 'gwp_basis', label: t('detail.fields.gwp_basis'), value: factor.gwp_basis ? <GwpBasis basis={factor.gwp_basis} /> : <MissingValue /> },
    { key: 'scope', label: t('detail.fields.scope'), value: factor.ghg_scope ? t('detail.scope_value', { scope: factor.ghg_scope }) : <MissingValue /> },
    {
      key: 'validity',
      label: t('detail.fields.validity'),
      value: (
        <span className="inline-flex flex-wrap items-center gap-2">
          {validity}
          {factor.validity === 'current' && !factor.latest_edition && <ValidityBadge kind="older_edition" />}
        </span>
      ),
    },
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
            <CategoryPath source={factor.source} path={factor.category_path} />
          </nav>
        )}
      </div>

      <ValidityNotice factor={factor} />

      <PactImportNotice factor={factor} />

      <div className="rounded-md border border-accent-200 bg-accent-50 p-4">
        <p className="text-2xl font-semibold text-neutral-900 tabular-nums">
          {value(factor.kg_co2e_per_unit)} <span className="text-base font-medium text-neutral-700">{perUnit}</span>
        </p>
        <p className="mt-1 text-sm text-neutral-700">{asPublished}</p>
        {(factor.unit_qualifier || factor.price_year) && (
          <ul className="mt-1 flex flex-wrap gap-x-4 text-sm text-neutral-700">
            {factor.unit_qualifier && <li>{t('detail.unit_qualifier', { qualifier: factor.unit_qualifier })}</li>}
            {factor.price_year && <li>{t('detail.price_year', { year: factor.price_year })}</li>}
          </ul>
        )}
      </div>

      <Facts rows={facts} />

      {factor.parts.length > 0 && (
        <Section title={t('detail.sections.parts')}>
          <PartsTable parts={factor.parts} value={factor.kg_co2e_per_unit} perUnit={perUnit} />
        </Section>
      )}

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

      {/* The parts above already give the split of fuels; the source's own components are for the others. */}
      {factor.parts.length === 0 && factor.components && factor.components.length > 0 && (
        <Section title={t('detail.sections.components')}>
          <BreakdownTable
            caption={t('detail.sections.components')}
            labelHeader={t('detail.columns.component')}
            valueHeader={perUnit}
            rows={factor.components.map((component, index) => {
              const kindKey = componentKindKey(component.kind);
              const kind = kindKey ? t(`detail.component_kinds.${kindKey}`) : component.kind;
              return {
                key: `${index}-${component.kind}`,
                label: component.name && component.name !== component.kind ? `${kind}: ${component.name}` : kind,
                value: value(component.kg_co2e_per_unit),
              };
            })}
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
              value: validityRange ?? factor.validity_text ?? <MissingValue />,
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
