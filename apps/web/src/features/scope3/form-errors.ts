import { ApiError } from '@/lib/api-client';

/**
 * The 422 issues of a scope 3 form's answer, each under the form field it names: the last text part of `loc`
 * that is one of the form's fields (['body', 'mode_split_percent', 'bus'] → mode_split_percent); the others go
 * to `fallback` when given (a survey cell → the file field). Empty when the answer is not a 422.
 */
export function formFieldIssues<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback?: F,
): { field: F; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  return error.fieldIssues.flatMap((issue) => {
    const named = [...issue.loc]
      .reverse()
      .find((part): part is F => typeof part === 'string' && (fields as readonly string[]).includes(part));
    const field = named ?? fallback;
    return field ? [{ field, message: issue.msg }] : [];
  });
}
