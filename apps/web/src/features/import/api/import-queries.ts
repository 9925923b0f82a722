import { entitlementEndpoints } from '@carbon/contracts/entitlements';
import { importEndpoints, type ImportMapping } from '@carbon/contracts/import';
import { jobEndpoints } from '@carbon/contracts/jobs';
import { queryOptions } from '@tanstack/react-query';
import { callApi, uploadApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function importMappingQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: ['import-mapping', companyId] as const,
    queryFn: ({ signal }) =>
      callApi(importEndpoints.mapping, { query: { company_id: companyId } }, { signal }),
  });
}

export function importEntitlementsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: queryKeys.entitlements(companyId),
    queryFn: ({ signal }) =>
      callApi(entitlementEndpoints.get, { query: { company_id: companyId } }, { signal }),
    enabled: companyId !== '',
  });
}

/** A job's status, polled every second until it ends (the progress bar of a large import). */
export function importJobQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: ['jobs', jobId] as const,
    queryFn: ({ signal }) => callApi(jobEndpoints.get, { params: { job_id: jobId } }, { signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'succeeded' || status === 'failed' ? false : 1_000;
    },
  });
}

export interface EntriesUpload {
  companyId: string;
  year: number;
  file: File;
  mapping: ImportMapping | null;
  dryRun: boolean;
}

export function uploadEntries({ companyId, year, file, mapping, dryRun }: EntriesUpload) {
  const form = new FormData();
  form.append('company_id', companyId);
  form.append('period_year', String(year));
  form.append('dry_run', String(dryRun));
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  form.append('file', file, file.name);
  return uploadApi(importEndpoints.entries, form);
}

export interface FecUpload {
  companyId: string;
  year: number;
  siteId: string;
  file: File;
  dryRun: boolean;
}

export function uploadFec({ companyId, year, siteId, file, dryRun }: FecUpload) {
  const form = new FormData();
  form.append('company_id', companyId);
  form.append('period_year', String(year));
  form.append('site_id', siteId);
  form.append('dry_run', String(dryRun));
  form.append('file', file, file.name);
  return uploadApi(importEndpoints.fec, form);
}
