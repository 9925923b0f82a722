import type { ReportFormat, ReportKind } from '@carbon/contracts/reports';
import type { AppLocale } from '@carbon/i18n/locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';
import { ExportCard, type ReportChoice } from './export-card';
import { PastReports } from './past-reports';
import { ReportPreview } from './report-preview';

export interface ReportsPageProps {
  companyId: string;
  /** The workspace's year (the top bar's): the report's year is the same one, and choosing it here moves both. */
  year: number;
  years: readonly number[];
  onYearChange: (year: number) => void;
}

/**
 * /reports (SPEC section 2, "Reports / Export"): choose a report, export it as PDF, Excel or CSV and download it
 * (Pro and Enterprise), read it on screen (every plan), and download past reports again.
 */
export function ReportsPage({ companyId, year, years, onYearChange }: ReportsPageProps) {
  const { t } = useTranslation('reports');
  const uiLocale = useLocale();
  const [kind, setKind] = useState<ReportKind>('ghg_inventory');
  const [productId, setProductId] = useState<string | null>(null);
  const [format, setFormat] = useState<ReportFormat>('pdf');
  // The document's language follows the interface's until the user picks one.
  const [locale, setLocale] = useState<AppLocale | null>(null);
  const choice: ReportChoice = { kind, year, productId, format, locale: locale ?? uiLocale };

  const change = (next: ReportChoice) => {
    setKind(next.kind);
    setProductId(next.productId);
    setFormat(next.format);
    if (next.locale !== choice.locale) setLocale(next.locale);
    if (next.year !== year) onYearChange(next.year);
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-neutral-900">{t('title')}</h1>
        <p className="mt-1 max-w-prose text-neutral-700">{t('description')}</p>
      </header>
      <ExportCard companyId={companyId} years={years} choice={choice} onChange={change} />
      <ReportPreview companyId={companyId} choice={choice} />
      <PastReports companyId={companyId} />
    </div>
  );
}
