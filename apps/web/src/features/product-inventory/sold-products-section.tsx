import { WASTE_TYPES } from '@carbon/contracts/waste';
import { soldProductEndpoints, type SoldProduct } from '@carbon/contracts/product-inventory';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { callApi } from '@/lib/api-client';
import { useErrorText } from '@/lib/errors';
import { parseLocaleNumber } from '@/lib/locale-number';
import { useFormatters, useLocale } from '@/lib/use-locale';

const keys = {
  list: (companyId: string, year: number) => ['sold-products', companyId, year] as const,
};

/**
 * /products/view/{id}, "In the inventory": the units of this product sold in a year, their use phase and end of life,
 * optionally its materials, with the category 1/11/12 lines written (each opening to its quantity × factor) and the
 * lines left out because a purchase of the year already counts them (docs/decisions/0030-products-in-inventory.md).
 */
export function SoldProductsSection({
  companyId,
  siteId,
  productId,
  canEdit,
}: {
  companyId: string;
  siteId: string;
  productId: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation('productInventory');
  const locale = useLocale();
  const toast = useToast();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [year, setYear] = useState(String(new Date().getFullYear() - 1));
  const [units, setUnits] = useState('');
  const [useKind, setUseKind] = useState<'none' | 'energy'>('none');
  const [kwh, setKwh] = useState('');
  const [wasteType, setWasteType] = useState<(typeof WASTE_TYPES)[number]>('metals');
  const [shares, setShares] = useState({ recycling: '100', incineration: '0', landfill: '0' });
  const [packaging, setPackaging] = useState(true);
  const [produced, setProduced] = useState('');
  const periodYear = Number(year);
  const list = useQuery({
    queryKey: keys.list(companyId, periodYear),
    enabled: Number.isInteger(periodYear) && periodYear > 1900,
    queryFn: ({ signal }) =>
      callApi(soldProductEndpoints.list, { query: { company_id: companyId, period_year: periodYear } }, { signal }),
  });
  const number = (text: string) => parseLocaleNumber(text, locale) ?? NaN;
  const save = useMutation({
    mutationFn: () =>
      callApi(soldProductEndpoints.create, {
        body: {
          company_id: companyId,
          site_id: siteId,
          period_year: periodYear,
          product_id: productId,
          units_sold: number(units),
          use_phase:
            useKind === 'energy' ? { kind: 'energy', kwh_per_unit_lifetime: number(kwh) } : { kind: 'none' },
          end_of_life: {
            waste_type: wasteType,
            recycling_percent: number(shares.recycling),
            incineration_percent: number(shares.incineration),
            landfill_percent: number(shares.landfill),
            include_packaging: packaging,
          },
          include_materials: produced.trim() ? { units_produced: number(produced) } : null,
        },
      }),
    onSuccess: () => {
      toast.success(t('saved'));
      void client.invalidateQueries({ queryKey: ['sold-products'] });
    },
    onError: (error) => toast.error(t('save_failed'), errorText(error)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => callApi(soldProductEndpoints.delete, { params: { id } }),
    onSuccess: () => {
      toast.success(t('deleted'));
      void client.invalidateQueries({ queryKey: ['sold-products'] });
    },
    onError: (error) => toast.error(t('save_failed'), errorText(error)),
  });
  const records = (list.data?.items ?? []).filter((record) => record.product_id === productId);
  return (
    <Card title={t('title')}>
      <section className="space-y-4">
        <p className="max-w-prose text-sm text-neutral-700">{t('intro')}</p>
        <TextField label={t('fields.period_year')} inputMode="numeric" value={year} onChange={(e) => setYear(e.target.value)} />
        {records.length === 0 ? (
          <p className="text-sm text-neutral-700">{t('empty')}</p>
        ) : (
          <ul className="space-y-3">
            {records.map((record) => (
              <SoldRecord key={record.id} record={record} canEdit={canEdit} onDelete={() => remove.mutate(record.id)} />
            ))}
          </ul>
        )}
        {canEdit && (
          <form
            className="grid gap-3 sm:grid-cols-2"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate();
            }}
          >
            <TextField label={t('fields.units_sold')} inputMode="decimal" required value={units} onChange={(e) => setUnits(e.target.value)} />
            <label className="flex flex-col gap-1 text-sm font-medium text-neutral-900">
              {t('fields.use_phase')}
              <select className="h-10 rounded border border-neutral-300 px-2" value={useKind} onChange={(e) => setUseKind(e.target.value as 'none' | 'energy')}>
                <option value="none">{t('use_kinds.none')}</option>
                <option value="energy">{t('use_kinds.energy')}</option>
              </select>
            </label>
            {useKind === 'energy' && (
              <TextField label={t('fields.kwh_per_unit_lifetime')} inputMode="decimal" value={kwh} onChange={(e) => setKwh(e.target.value)} />
            )}
            <label className="flex flex-col gap-1 text-sm font-medium text-neutral-900">
              {t('fields.waste_type')}
              <select className="h-10 rounded border border-neutral-300 px-2" value={wasteType} onChange={(e) => setWasteType(e.target.value as typeof wasteType)}>
                {WASTE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </label>
            {(['recycling', 'incineration', 'landfill'] as const).map((share) => (
              <TextField
                key={share}
                label={t(`fields.${share}_percent`)}
                inputMode="decimal"
                value={shares[share]}
                onChange={(e) => setShares({ ...shares, [share]: e.target.value })}
              />
            ))}
            <label className="flex items-center gap-2 text-sm text-neutral-900">
              <input type="checkbox" checked={packaging} onChange={(e) => setPackaging(e.target.checked)} />
              {t('fields.include_packaging')}
            </label>
            <TextField label={t('fields.units_produced')} inputMode="decimal" value={produced} onChange={(e) => setProduced(e.target.value)} />
            <div className="sm:col-span-2">
              <Button type="submit" pending={save.isPending}>
                {t('add')}
              </Button>
            </div>
          </form>
        )}
      </section>
    </Card>
  );
}

function SoldRecord({ record, canEdit, onDelete }: { record: SoldProduct; canEdit: boolean; onDelete: () => void }) {
  const { t } = useTranslation('productInventory');
  const format = useFormatters();
  return (
    <li className="rounded border border-neutral-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-neutral-900">
          {t('record', { year: record.period_year, units: format.number(record.units_sold), total: format.number(record.co2e_kg) })}
        </p>
        {canEdit && (
          <Button variant="ghost" size="sm" onClick={onDelete}>
            {t('delete')}
          </Button>
        )}
      </div>
      <p className="text-sm text-neutral-700">
        {(['purchased_goods', 'use_sold_products', 'end_of_life_sold_products'] as const)
          .map((key) => `${t(`categories.${key}`)}: ${format.number(record.by_category[key])} kg CO2e`)
          .join(' · ')}
      </p>
      <details className="mt-2 text-sm">
        <summary>{t('categories.end_of_life_sold_products')} · {t('categories.use_sold_products')} · {t('categories.purchased_goods')}</summary>
        <ul className="mt-1 space-y-1">
          {record.entries.map((entry) => (
            <li key={entry.id}>
              {t('entry', {
                label: entry.label,
                quantity: format.number(entry.quantity),
                unit: entry.unit,
                factor: format.number(entry.factor.kg_co2e_per_unit),
                factorUnit: entry.factor.unit,
                source: [entry.factor.name, entry.factor.source, entry.factor.dataset_version].filter(Boolean).join(', '),
                kg: format.number(entry.co2e_kg),
              })}
            </li>
          ))}
        </ul>
      </details>
      {record.excluded_lines.length > 0 && (
        <div className="mt-2 text-sm">
          <p className="font-medium text-neutral-900">{t('excluded_title')}</p>
          <ul>
            {record.excluded_lines.map((line) => (
              <li key={`${line.label}-${line.entry_id}`}>{t('excluded', { label: line.label, kg: format.number(line.co2e_kg) })}</li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
