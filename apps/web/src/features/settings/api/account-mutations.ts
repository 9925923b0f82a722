import { accountEndpoints, exportResultSchema } from '@carbon/contracts/account';
import { jobEndpoints } from '@carbon/contracts/jobs';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi, downloadApi } from '@/lib/api-client';
import { signOut } from '@/lib/auth';

/** The export's job is asked again this often while it runs: the progress bar moves. */
const JOB_POLL_MS = 1_000;

/** Deleting the account ends the session here too (its token answers 401 from now on): `endSession`, after the toast. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => callApi(accountEndpoints.deleteAccount, { body: { password } }),
  });
}

/**
 * Deleting the company may take the owner's account with it (their only company); either way the profile this
 * session holds names a company that is gone, so the session ends and the next sign-in starts afresh.
 */
export function useDeleteCompany(companyId: string) {
  return useMutation({
    mutationFn: (password: string) =>
      callApi(accountEndpoints.deleteCompany, { params: { company_id: companyId }, body: { password } }),
  });
}

/**
 * Signing out leaves /settings at once, so the caller says what happened (its toast) first: the page's own
 * callbacks do not run once it is gone.
 */
export function endSession(): void {
  signOut('user');
}

export function useStartExport(companyId: string) {
  return useMutation({
    mutationFn: () => callApi(accountEndpoints.startExport, { params: { company_id: companyId } }),
  });
}

export function exportJobQueryOptions(jobId: string) {
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

export const parseExportResult = (result: unknown) => exportResultSchema.safeParse(result);

/** The ZIP needs the access token, so it is fetched, then handed to the browser under the server's name. */
export async function saveExportFile(companyId: string, exportId: string, fallbackName: string): Promise<void> {
  const { blob, fileName } = await downloadApi(accountEndpoints.downloadExport, {
    params: { company_id: companyId, export_id: exportId },
  });
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
