import { entitlementEndpoints } from '@carbon/contracts/entitlements';
import { jobEndpoints } from '@carbon/contracts/jobs';
import { productEndpoints } from '@carbon/contracts/products';
import { reportEndpoints, type CreateReportInput, type ReportKind } from '@carbon/contracts/reports';
import type { AppLocale } from '@carbon/i18n/locale';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi, downloadApi } from '@/lib/api-client';
import { shouldRetryQuery } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

export const reportKeys = {
  all: ['reports'] as const,
  lists: ['reports', 'list'] as const,
  list: (companyId: string) => ['reports', 'list', companyId] as const,
  preview: (query: PreviewParams) => ['reports', 'preview', query] as const,
};

/** While a report of the list is being produced, the list is asked again this often (its status and size move). */
const RUNNING_LIST_REFRESH_MS = 2_000;
/** The job of the report just asked for: a progress bar that moves. */
const JOB_POLL_MS = 1_000;

export function reportsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: reportKeys.list(companyId),
    queryFn: ({ signal }) => callApi(reportEndpoints.list, { query: { company_id: companyId } }, { signal }),
    enabled: companyId !== '',
    // A report left running while the user was elsewhere still reaches "ready" here.
    refetchInterval: (query) =>
      query.state.data?.items.some((report) => report.status === 'queued' || report.status === 'running') ? RUNNING_LIST_REFRESH_MS : false,
  });
}

export interface PreviewParams {
  companyId: string;
  year: number;
  kind: ReportKind;
  locale: AppLocale;
  productId: string | null;
}

/** What the document will say, as JSON: shown on screen on every plan (export is Pro). */
export function reportPreviewQueryOptions(params: PreviewParams) {
  const { companyId, year, kind, locale, productId } = params;
  return queryOptions({
    queryKey: reportKeys.preview(params),
    queryFn: ({ signal }) =>
      callApi(
        reportEndpoints.preview,
        { query: { company_id: companyId, period_year: year, kind, locale, product_id: productId ?? undefined } },
        { signal },
      ),
    // A product report needs its product; the scenarios report is asked for, so its refusal is shown.
    enabled: companyId !== '' && (kind !== 'product' || productId !== null),
    placeholderData: keepPreviousData,
    // A refused choice (422, e.g. a server without the scenarios report) will be refused again: say it at once.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 422) && shouldRetryQuery(failureCount, error),
  });
}

/** The plan decides whether the Export button or the upgrade offer is shown (limits.export). */
export function reportEntitlementsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: queryKeys.entitlements(companyId),
    queryFn: ({ signal }) => callApi(entitlementEndpoints.get, { query: { company_id: companyId } }, { signal }),
    enabled: companyId !== '',
  });
}

/** The product picker of a product footprint report. */
export function reportProductsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: ['products', 'list', companyId] as const,
    queryFn: ({ signal }) => callApi(productEndpoints.list, { query: { company_id: companyId } }, { signal }),
    enabled: companyId !== '',
  });
}

/** A report job's status, polled until it ends (the progress bar). */
export function reportJobQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: ['jobs', jobId] as const,
    queryFn: ({ signal }) => callApi(jobEndpoints.get, { params: { job_id: jobId } }, { signal }),
    enabled: jobId !== '',
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'succeeded' || status === 'failed' ? false : JOB_POLL_MS;
    },
  });
}

export function useCreateReport(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReportInput) => callApi(reportEndpoints.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.list(companyId) }),
  });
}

/**
 * Saves a report's file: the download needs the access token, so it is fetched, then handed to the browser as a
 * file of the server's name (Content-Disposition), the way a link with `download` would.
 */
export async function saveReportFile(reportId: string, fallbackName: string): Promise<void> {
  const { blob, fileName } = await downloadApi(reportEndpoints.download, { params: { id: reportId } });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName ?? fallbackName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; revoking at once may cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
