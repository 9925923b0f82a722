import { newPasswordSchema } from '@carbon/contracts/common';
import type { z } from 'zod';

/** Messages of SPEC section 5, as keys of the errors namespace (see useFieldErrorText). */
export const passwordMessages = {
  fillAll: 'errors.fill_all_fields',
  mismatch: 'errors.passwords_do_not_match',
  required: 'errors.field_required',
} as const;

/** Adds the contract's rule for a new password (length) as an issue on `path`. */
export function checkNewPassword(value: string, path: string, ctx: z.RefinementCtx): void {
  const result = newPasswordSchema.safeParse(value);
  if (!result.success) {
    ctx.addIssue({ code: 'custom', path: [path], message: result.error.issues[0]?.message ?? passwordMessages.required });
  }
}
