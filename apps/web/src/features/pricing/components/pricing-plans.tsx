import {
  maxYearlySavingsPercent,
  monthlyEquivalentCents,
  planList,
  plans,
  yearlySavingsPercent,
  type BillingPeriod,
  type PlanDefinition,
  type PlanFeatures,
} from '@carbon/contracts/plans';
import { formatInteger } from '@carbon/i18n/format';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { icons } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/use-locale';
import { formatEuros } from '../price-format';

/** Shown on every plan: what the product does for everyone. */
const coreFeatures = ['inventory', 'library', 'languages'] as const;
/**
 * The plan flags of packages/contracts/src/plans.ts that the page lists, in this order: only the ones the server
 * enforces (entitlements' plan actions: API access, exports, FEC import), so that the page promises nothing the
 * product does not deliver (docs/claims-audit.md).
 */
const flaggedFeatures: (keyof PlanFeatures & ('apiAccess' | 'export' | 'invoiceImport'))[] = ['export', 'invoiceImport', 'apiAccess'];
const featureLabelKey = {
  apiAccess: 'api_access',
  export: 'export',
  invoiceImport: 'invoice_import',
} as const;

function usePlanCopy() {
  const { t } = useTranslation('pricing');
  const limit = (kind: 'products' | 'scenarios' | 'team', value: number | null) =>
    value === null ? t(`limits.${kind}_unlimited`) : t(`limits.${kind}`, { count: value });
  return { t, limit };
}

/**
 * Every plan starts with an account: subscriptions are managed inside the app once signed in, so the
 * buttons open account creation rather than a checkout a visitor cannot reach yet.
 */
function planHref(): string {
  return '/login?mode=register';
}

function PlanCard({ plan, period }: { plan: PlanDefinition; period: BillingPeriod }) {
  const { t, limit } = usePlanCopy();
  const locale = useLocale();
  const headingId = useId();
  const featured = plan.id === 'pro';
  const price = plan.pricesCents[period];
  return (
    <li
      aria-labelledby={headingId}
      className={cn('flex flex-col rounded-xl border bg-white p-6', featured ? 'border-accent-700 shadow-md ring-1 ring-accent-700' : 'border-neutral-200')}
    >
      <h3 id={headingId} className="text-lg font-semibold text-neutral-900">
        {t(`plans.${plan.id}.name`)}
      </h3>
      {featured && <p className="mt-1 text-xs font-semibold text-accent-800">{t('price.recommended')}</p>}
      <p className="mt-2 min-h-12 text-neutral-700">{t(`plans.${plan.id}.tagline`)}</p>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-4xl font-semibold tracking-tight text-neutral-900 tabular-nums" data-testid={`price-${plan.id}`}>
          {formatEuros(price, locale)}
        </span>
        <span className="text-sm text-neutral-700">{period === 'month' ? t('price.per_month') : t('price.per_year')}</span>
      </p>
      <p className="mt-1 min-h-10 text-sm text-neutral-600">
        {price === 0 ? (
          t('price.free_note')
        ) : (
          <>
            {t('price.excl_vat')}
            {period === 'year' && (
              <>
                {' · '}
                {t('price.monthly_equivalent', { amount: formatEuros(monthlyEquivalentCents(plan, 'year'), locale) })}
                <br />
                <span className="font-medium text-accent-800">{t('price.yearly_saving', { percent: yearlySavingsPercent(plan) })}</span>
              </>
            )}
          </>
        )}
      </p>
      <Link to={planHref()} className={cn(buttonClasses(featured ? 'primary' : 'secondary'), 'mt-6 w-full')}>
        {t(`cta.${plan.id}`)}
      </Link>
      <ul className="mt-6 space-y-2 text-sm">
        <li className="font-medium text-neutral-900">{limit('products', plan.limits.products)}</li>
        <li className="font-medium text-neutral-900">{limit('scenarios', plan.limits.scenarios)}</li>
        <li className="font-medium text-neutral-900">{limit('team', plan.limits.teamMembers)}</li>
        {coreFeatures.map((key) => (
          <li key={key} className="flex gap-2 text-neutral-800">
            <icons.check className="mt-1 size-4 shrink-0 text-accent-700" />
            {t(`features.${key}`)}
          </li>
        ))}
        {flaggedFeatures
          .filter((key) => plan.features[key])
          .map((key) => (
            <li key={key} className="flex gap-2 text-neutral-800">
              <icons.check className="mt-1 size-4 shrink-0 text-accent-700" />
              {t(`features.${featureLabelKey[key]}`)}
            </li>
          ))}
      </ul>
    </li>
  );
}

export function BillingToggle({ period, onChange }: { period: BillingPeriod; onChange: (period: BillingPeriod) => void }) {
  const { t } = useTranslation('pricing');
  const name = useId();
  const option = (value: BillingPeriod, label: string, extra?: string) => (
    <label
      className={cn(
        'inline-flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-accent-700',
        period === value ? 'bg-white text-neutral-900 shadow-sm' : 'text-neutral-700 hover:text-neutral-900',
      )}
    >
      <input type="radio" name={name} value={value} checked={period === value} onChange={() => onChange(value)} className="sr-only" />
      {label}
      {extra && ' '}
      {extra && <span className="rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-800">{extra}</span>}
    </label>
  );
  return (
    <fieldset className="inline-flex rounded-full bg-neutral-100 p-1">
      <legend className="sr-only">{t('toggle.label')}</legend>
      {option('month', t('toggle.monthly'))}
      {option('year', t('toggle.yearly'), t('toggle.save_up_to', { percent: maxYearlySavingsPercent() }))}
    </fieldset>
  );
}

function Mark({ included }: { included: boolean }) {
  const { t } = useTranslation('pricing');
  return included ? (
    <>
      <icons.check className="mx-auto size-4 text-accent-700" />
      <span className="sr-only">{t('compare.included')}</span>
    </>
  ) : (
    <>
      <span aria-hidden="true" className="text-neutral-400">
        —
      </span>
      <span className="sr-only">{t('compare.not_included')}</span>
    </>
  );
}

/** Narrow cells on a phone, so the three plans fit beside the feature names. */
const cellPadding = 'px-2 py-3 sm:px-4';

function ComparisonTable() {
  const { t } = useTranslation('pricing');
  const locale = useLocale();
  const number = (value: number | null) => (value === null ? t('compare.unlimited') : formatInteger(value, locale));
  const limitRows = [
    { key: 'products', value: (plan: PlanDefinition) => plan.limits.products },
    { key: 'scenarios', value: (plan: PlanDefinition) => plan.limits.scenarios },
    { key: 'team', value: (plan: PlanDefinition) => plan.limits.teamMembers },
  ] as const;
  return (
    // Every plan fits a phone's width; should a narrower screen still scroll it sideways, the frame scrolls, not
    // the page (`relative` keeps its visually hidden texts inside it), and it is reachable and named for keyboard users.
    <div role="region" aria-label={t('compare.caption')} tabIndex={0} className="relative overflow-x-auto rounded-lg border border-neutral-200">
      <table className="w-full text-xs sm:text-sm">
        <caption className="sr-only">{t('compare.caption')}</caption>
        <thead className="bg-neutral-50">
          <tr>
            <th scope="col" className={cn(cellPadding, 'text-left font-semibold')}>
              {t('compare.feature')}
            </th>
            {planList.map((plan) => (
              <th key={plan.id} scope="col" className={cn(cellPadding, 'text-center font-semibold')}>
                {t(`plans.${plan.id}.name`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200">
          {limitRows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={cn(cellPadding, 'text-left font-medium text-neutral-800')}>
                {t(`compare.rows.${row.key}`)}
              </th>
              {planList.map((plan) => (
                <td key={plan.id} className={cn(cellPadding, 'text-center tabular-nums')}>
                  {number(row.value(plan))}
                </td>
              ))}
            </tr>
          ))}
          {coreFeatures.map((key) => (
            <tr key={key}>
              <th scope="row" className={cn(cellPadding, 'text-left font-medium text-neutral-800')}>
                {t(`features.${key}`)}
              </th>
              {planList.map((plan) => (
                <td key={plan.id} className={cn(cellPadding, 'text-center')}>
                  <Mark included />
                </td>
              ))}
            </tr>
          ))}
          {flaggedFeatures.map((key) => (
            <tr key={key}>
              <th scope="row" className={cn(cellPadding, 'text-left font-medium text-neutral-800')}>
                {t(`features.${featureLabelKey[key]}`)}
              </th>
              {planList.map((plan) => (
                <td key={plan.id} className={cn(cellPadding, 'text-center')}>
                  <Mark included={plan.features[key]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The price values the pricing copy interpolates, computed from the plan table rather than written in the catalogs. */
export function usePriceValues() {
  const locale = useLocale();
  return {
    pro_month: formatEuros(plans.pro.pricesCents.month, locale),
    pro_year: formatEuros(plans.pro.pricesCents.year, locale),
    pro_twelve: formatEuros(plans.pro.pricesCents.month * 12, locale),
    enterprise_month: formatEuros(plans.enterprise.pricesCents.month, locale),
    enterprise_year: formatEuros(plans.enterprise.pricesCents.year, locale),
    enterprise_twelve: formatEuros(plans.enterprise.pricesCents.month * 12, locale),
    percent: maxYearlySavingsPercent(),
  };
}

export function PricingPlans() {
  const { t } = useTranslation('pricing');
  const [period, setPeriod] = useState<BillingPeriod>('month');
  const values = usePriceValues();
  const faq = t('faq.items', { returnObjects: true, ...values }) as { question: string; answer: string }[];
  return (
    <>
      <section aria-labelledby="pricing-plans" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="pricing-plans" className="sr-only">
          {t('plans_heading')}
        </h2>
        <div className="flex justify-center">
          <BillingToggle period={period} onChange={setPeriod} />
        </div>
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {planList.map((plan) => (
            <PlanCard key={plan.id} plan={plan} period={period} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="pricing-compare" className="mx-auto max-w-6xl px-4 pb-12">
        <h2 id="pricing-compare" className="text-2xl font-semibold text-neutral-900">
          {t('compare.title')}
        </h2>
        <div className="mt-6">
          <ComparisonTable />
        </div>
      </section>
      <section aria-labelledby="pricing-faq" className="border-t border-neutral-200 bg-neutral-50">
        <div className="mx-auto max-w-3xl px-4 py-12">
          <h2 id="pricing-faq" className="text-2xl font-semibold text-neutral-900">
            {t('faq.title')}
          </h2>
          <div className="mt-6 divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white">
            {faq.map((item) => (
              <details key={item.question} className="group p-4">
                <summary className="cursor-pointer font-medium text-neutral-900">{item.question}</summary>
                <p className="mt-2 text-neutral-700">{item.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
