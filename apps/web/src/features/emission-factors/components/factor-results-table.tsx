import type { FactorSearchItem } from '@carbon/contracts/emission-factors';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useFormatters } from '@/lib/use-locale';
import { formatFactorValue } from '@/lib/factor-value';
import { nameOnlyIn, relevancePercent } from '../factor-format';
import { DatasetVersion, FactorLocation, MissingValue, ValidityBadge } from './factor-labels';

const columns = ['name', 'source', 'unit', 'value', 'location', 'year', 'relevance'] as const;
const numericColumns = new Set<string>(['value', 'year', 'relevance']);

interface FactorResultsTableProps {
  items: FactorSearchItem[];
  caption: string;
  /** A newer search is on its way: the rows stay, marked as out of date. */
  busy?: boolean;
  selectedId: string | null;
  onOpen: (id: string) => void;
}

function HeaderRow() {
  const { t } = useTranslation('factors');
  return (
    <tr className="border-b border-neutral-200 text-xs tracking-wide text-neutral-600 uppercase">
      {columns.map((column) => (
        <th
          key={column}
          scope="col"
          className={cn('sticky top-0 z-10 bg-white px-3 py-2 font-semibold', numericColumns.has(column) ? 'text-right' : 'text-left')}
        >
          {t(`results.columns.${column}`)}
        </th>
      ))}
    </tr>
  );
}

/** One search result; the name opens the detail panel. */
export function FactorResultRow({ item, selected, onOpen }: { item: FactorSearchItem; selected: boolean; onOpen: (id: string) => void }) {
  const { t } = useTranslation('factors');
  const format = useFormatters();
  const onlyIn = nameOnlyIn(item.name_languages, format.locale);
  return (
    <tr className={cn('border-b border-neutral-100 align-top last:border-b-0', selected ? 'bg-accent-50' : 'hover:bg-neutral-50')}>
      <th scope="row" className="max-w-md px-3 py-2 text-left font-normal">
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => onOpen(item.id)}
          className="text-left font-medium text-accent-800 underline-offset-2 hover:underline"
          data-factor-id={item.id}
        >
          <span lang={onlyIn ?? undefined}>{item.name}</span>
        </button>
        {onlyIn && <p className="mt-0.5 text-xs text-neutral-600">{t(`results.name_only_in.${onlyIn}`)}</p>}
        {(item.validity !== 'current' || !item.latest_edition || item.company_id !== null) && (
          <p className="mt-1 flex flex-wrap gap-1">
            {item.company_id !== null && (
              <span className="rounded bg-accent-50 px-1.5 py-0.5 text-xs font-medium text-accent-900">{t('results.own_factor')}</span>
            )}
            {item.validity !== 'current' && <ValidityBadge kind={item.validity} />}
            {item.validity === 'current' && !item.latest_edition && <ValidityBadge kind="older_edition" />}
          </p>
        )}
      </th>
      <td className="px-3 py-2 text-neutral-800">
        {t(`sources.${item.source}`)}
        {/* The edition tells two years of one factor apart ("2025" against "2024"), or the dataset's version. */}
        {item.edition && (
          <span className="block text-xs text-neutral-600">
            {item.edition === item.dataset_version ? <DatasetVersion version={item.edition} /> : t('results.edition', { edition: item.edition })}
          </span>
        )}
      </td>
      <td className="px-3 py-2 whitespace-nowrap text-neutral-800">
        {/* With its basis and qualifier ("kWh PCI", "tonne (clinker)"): what tells look-alike rows apart. */}
        {item.unit_label}
        {item.price_year !== null && <span className="block text-xs text-neutral-600">{t('results.price_year', { year: item.price_year })}</span>}
      </td>
      <td className="px-3 py-2 text-right font-medium whitespace-nowrap text-neutral-900 tabular-nums">{formatFactorValue(item.kg_co2e_per_unit, format.locale)}</td>
      <td className="px-3 py-2 text-neutral-800">
        <FactorLocation factor={item} />
      </td>
      <td className="px-3 py-2 text-right text-neutral-800 tabular-nums">{item.year === null ? <MissingValue /> : item.year}</td>
      <td className="px-3 py-2 text-right text-neutral-800 tabular-nums">{t('search.percent', { value: format.integer(relevancePercent(item.score)) })}</td>
    </tr>
  );
}

export function FactorResultsTable({ items, caption, busy = false, selectedId, onOpen }: FactorResultsTableProps) {
  return (
    <div className={cn('relative overflow-x-auto rounded-lg border border-neutral-200 bg-white transition-opacity', busy && 'opacity-60')} aria-busy={busy || undefined}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <HeaderRow />
        </thead>
        <tbody>
          {items.map((item) => (
            <FactorResultRow key={item.id} item={item} selected={item.id === selectedId} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The first search of a query: the table's shape with placeholder rows (UI.md: skeletons, not spinners). */
export function FactorResultsSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <div role="status" aria-live="polite" className="relative overflow-x-auto rounded-lg border border-neutral-200 bg-white">
      <span className="sr-only">{label}</span>
      <table aria-hidden="true" className="w-full border-collapse text-sm">
        <thead>
          <HeaderRow />
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row} className="border-b border-neutral-100 last:border-b-0">
              {columns.map((column) => (
                <td key={column} className="px-3 py-3">
                  <Skeleton className={cn('h-4', column === 'name' ? 'w-48' : numericColumns.has(column) ? 'ml-auto w-12' : 'w-20')} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
