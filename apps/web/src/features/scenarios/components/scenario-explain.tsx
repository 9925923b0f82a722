import type { ScenarioAssumption, ScenarioEstimate, ScenarioType } from '@carbon/contracts/scenarios';
import { useTranslation } from 'react-i18next';
import { cellClasses, DataTable, numberCellClasses } from '@/components/ui/data-table';
import { Popover } from '@/components/ui/popover';
import { useEmissionsFormat } from '@/lib/emissions-format';
import { formatLocaleNumber } from '@/lib/locale-number';
import { useFormatters, useLocale } from '@/lib/use-locale';
import { useScenarioFigures } from '../figures';

type AssumptionParams = NonNullable<ScenarioAssumption['note_params']>;

export const FIGURES = ['avoided', 'net_capex', 'savings', 'payback', 'npv', 'cost_per_tonne'] as const;
export type Figure = (typeof FIGURES)[number];

/** What a figure rests on: the computed part of a scenario or of an estimate, and the scenario's type. */
export type Computed = Pick<ScenarioEstimate, 'data_source' | 'results' | 'assumptions'> & { type: ScenarioType };

/** The types whose model reads a climate (irradiation, degree-days): the others have no data source to state. */
const CLIMATE_TYPES: readonly ScenarioType[] = ['solar_panels', 'building_envelope'];

/** An assumption's name in the user's language; a key the catalog does not know yet is shown readable. */
export function useAssumptionLabel(): (key: string) => string {
  const { t } = useTranslation('scenarios');
  return (key: string) => t(`assumptions.${key}` as 'assumptions.grid_factor', { defaultValue: key.replaceAll('_', ' ') });
}

/** The formula of one figure with its own numbers, in words. */
function FigureFormula({ figure, computed }: { figure: Figure; computed: Computed }) {
  const { t } = useTranslation('scenarios');
  const figures = useScenarioFigures();
  const emissions = useEmissionsFormat();
  const format = useFormatters();
  const r = computed.results;
  switch (figure) {
    case 'avoided':
      return (
        <p>
          {t('explain.avoided', {
            baseline: emissions(r.baseline_kg_co2e),
            scenario: emissions(r.scenario_kg_co2e),
            value: emissions(r.annual_avoided_kg_co2e),
          })}
        </p>
      );
    case 'net_capex':
      return <p>{t('explain.net_capex', { capex: figures.money(r.capex_eur), subsidies: figures.money(r.subsidies_eur), value: figures.money(r.net_capex_eur) })}</p>;
    case 'savings':
      return <p>{t('explain.savings', { opex: figures.money(r.annual_opex_eur), value: figures.money(r.annual_savings_eur) })}</p>;
    case 'payback':
      return r.payback_years === null ? (
        <p>{t('explain.payback_infinite', { savings: figures.money(r.annual_savings_eur) })}</p>
      ) : (
        <p>{t('explain.payback', { net: figures.money(r.net_capex_eur), savings: figures.money(r.annual_savings_eur), value: figures.payback(r.payback_years) })}</p>
      );
    case 'npv':
      return (
        <p>
          {t('explain.npv', {
            count: r.lifetime_years,
            years: format.integer(r.lifetime_years),
            rate: figures.percentOf(r.discount_rate_percent, 1),
            net: figures.money(r.net_capex_eur),
            value: figures.money(r.npv_eur),
          })}
        </p>
      );
    case 'cost_per_tonne':
      return r.cost_per_t_co2e_eur === null ? (
        <p>{t('explain.cost_none')}</p>
      ) : (
        <p>
          {t('explain.cost_per_tonne', {
            npv: figures.money(r.npv_eur),
            tonnes: format.number(r.lifetime_avoided_t_co2e),
            value: figures.costPerTonne(r.cost_per_t_co2e_eur),
          })}
        </p>
      );
  }
}

/** Where the climate of a solar or envelope result came from. */
export function DataSourceNote({ computed }: { computed: Computed }) {
  const { t } = useTranslation('scenarios');
  const format = useFormatters();
  const station = computed.results.climate_station;
  if (!CLIMATE_TYPES.includes(computed.type)) return null;
  const text =
    computed.data_source === 'climatology'
      ? station
        ? t('explain.climatology_station', { city: station.city, country: station.country, distance: format.number(station.distance_km, station.distance_km < 10 ? 1 : 0) })
        : t('explain.climatology')
      : t('explain.estimate');
  // A span: it sits inside a card's description paragraph as well as in the figure's panel.
  return <span>{text}</span>;
}

/**
 * A text's parameters in the user's notation: numbers with the locale's grouping and decimal mark and the decimals the
 * model gave (it rounds them), names as they are.
 */
function useParams(): (params: AssumptionParams | undefined) => Record<string, string | number> {
  const locale = useLocale();
  return (params) => {
    const out: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(params ?? {})) {
      // `count` picks the plural form, so i18next needs it as a number (a small count: no digit grouping to do).
      out[name] = typeof value === 'number' && name !== 'count' ? formatLocaleNumber(value, locale) : value;
    }
    return out;
  };
}

/** An assumption's value in the user's notation with its unit (small factors keep 4 decimals), in the user's words. */
function useAssumptionValue(): (item: ScenarioAssumption) => string {
  const { t } = useTranslation('scenarios');
  const format = useFormatters();
  const params = useParams();
  return (item) => {
    const value = item.value_key
      ? t(`values.${item.value_key}` as 'values.station', params(item.value_params))
      : typeof item.value === 'number'
        ? format.number(item.value, Math.abs(item.value) < 1 && item.value !== 0 ? 4 : 2)
        : item.value;
    const unit = item.unit_key
      ? t(
          `units.${item.unit_key}` as 'units.km_per_year',
          typeof item.value === 'number' ? { count: item.value } : {},
        )
      : item.unit;
    return unit ? `${value} ${unit}` : value;
  };
}

/** What an assumption means, in the user's words, then its reference (a title or dataset, a proper name). */
export function useAssumptionSource(): (item: ScenarioAssumption) => string {
  const { t } = useTranslation('scenarios');
  const params = useParams();
  return (item) => {
    const meaning = item.note_key
      ? t(`notes.${item.note_key}` as 'notes.entered', params(item.note_params))
      : '';
    return [meaning, item.source].filter((part) => part !== '').join(' — ');
  };
}

/** The assumptions a result rests on: name, value, unit and source. */
export function AssumptionsTable({ assumptions, caption }: { assumptions: readonly ScenarioAssumption[]; caption: string }) {
  const { t } = useTranslation('scenarios');
  const label = useAssumptionLabel();
  const value = useAssumptionValue();
  const source = useAssumptionSource();
  return (
    <DataTable
      caption={caption}
      columns={[
        { key: 'name', label: t('explain.assumption') },
        { key: 'value', label: t('explain.value'), numeric: true },
        { key: 'source', label: t('explain.source') },
      ]}
    >
      {assumptions.map((item) => (
        <tr key={item.key}>
          <td className={cellClasses}>{label(item.key)}</td>
          <td className={typeof item.value === 'number' ? numberCellClasses : cellClasses}>{value(item)}</td>
          <td className={`${cellClasses} text-neutral-700`}>{source(item)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The assumptions as a list, for the narrow panel of a figure: each with its value, then its source. */
function AssumptionList({ assumptions }: { assumptions: readonly ScenarioAssumption[] }) {
  const { t } = useTranslation('scenarios');
  const label = useAssumptionLabel();
  const value = useAssumptionValue();
  const source = useAssumptionSource();
  return (
    <ul aria-label={t('explain.assumptions')} className="divide-y divide-neutral-100">
      {assumptions.map((item) => (
        <li key={item.key} className="py-1.5">
          <span className="font-medium text-neutral-900">{label(item.key)}</span>: <span className="tabular-nums">{value(item)}</span>
          <span className="block text-xs text-neutral-600">{source(item)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A key figure that opens to how it was made (UI.md): its formula with the scenario's own numbers, where the
 * climate came from, and every assumption with its source.
 */
export function FigureButton({ figure, computed, name, text }: { figure: Figure; computed: Computed; name: string; text: string }) {
  const { t } = useTranslation('scenarios');
  const title = t('explain.title', { figure: t(`figure_names.${figure}`), name });
  return (
    <Popover
      label={title}
      align="end"
      trigger={
        <button
          type="button"
          aria-label={`${text} · ${title}`}
          className="rounded text-right tabular-nums underline decoration-dotted underline-offset-4 hover:text-accent-900"
        >
          {text}
        </button>
      }
    >
      {/* As tall as the room on the side Radix placed it, scrolling inside past that. */}
      <div className="max-h-[calc(var(--radix-popover-content-available-height)-1.5rem)] w-[min(32rem,calc(100vw-2rem))] space-y-2 overflow-y-auto text-left text-sm font-normal whitespace-normal">
        <p className="font-medium text-neutral-900">{title}</p>
        <FigureFormula figure={figure} computed={computed} />
        {CLIMATE_TYPES.includes(computed.type) && (
          <p className="text-neutral-700">
            <DataSourceNote computed={computed} />
          </p>
        )}
        <p className="font-medium text-neutral-900">{t('explain.assumptions')}</p>
        <AssumptionList assumptions={computed.assumptions} />
      </div>
    </Popover>
  );
}

/** A figure's text in the user's notation. */
export function useFigureText(): (figure: Figure, computed: Computed) => string {
  const figures = useScenarioFigures();
  return (figure, { results: r }) => {
    switch (figure) {
      case 'avoided':
        return figures.tonnesPerYear(r.annual_avoided_t_co2e);
      case 'net_capex':
        return figures.money(r.net_capex_eur);
      case 'savings':
        return figures.money(r.annual_savings_eur);
      case 'payback':
        return figures.payback(r.payback_years);
      case 'npv':
        return figures.money(r.npv_eur);
      case 'cost_per_tonne':
        return figures.costPerTonne(r.cost_per_t_co2e_eur);
    }
  };
}
