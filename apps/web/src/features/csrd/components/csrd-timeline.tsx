import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The timing table of the law in force, including the transitional cases, whatever the visitor answered. */
const cases = ['wave-1', 'wave-1-below', 'large', 'non-eu', 'listed-sme', 'below'] as const;

export function CsrdTimeline() {
  const { t } = useTranslation('csrd');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-neutral-900">
        {t('timeline.title')}
      </h2>
      <p className="mt-1 text-neutral-700">{t('timeline.lead')}</p>
      {/* Cards rather than a table: six rows of long text stay readable on a 360 px screen. */}
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {cases.map((key) => (
          <li key={key} className="rounded-lg border border-neutral-200 bg-white p-4">
            <p className="font-medium text-neutral-900">{t(`timeline.items.${key}.who`)}</p>
            <dl className="mt-2 space-y-1 text-neutral-700">
              <div>
                <dt className="inline text-neutral-600">{t('timeline.first_year')}{' '}</dt>
                <dd className="inline">{t(`timeline.items.${key}.first_year`)}</dd>
              </div>
              <div>
                <dt className="inline text-neutral-600">{t('timeline.published')}{' '}</dt>
                <dd className="inline">{t(`timeline.items.${key}.published`)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
