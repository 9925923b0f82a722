import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { fieldOfIssue } from './errors';

/**
 * Puts the messages of a 422 answer under the fields they concern (UI.md: field errors under the
 * field). Returns true when at least one field got a message, so the caller can skip the toast.
 */
export function applyFieldIssues<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  if (!(error instanceof ApiError) || error.fieldIssues.length === 0) return false;
  let applied = false;
  for (const issue of error.fieldIssues) {
    const field = fieldOfIssue(issue.loc);
    const match = fields.find((name) => name === field);
    if (match) {
      setError(match, { type: 'server', message: issue.msg });
      applied = true;
    }
  }
  return applied;
}
