import { z } from 'zod';
import { checkNewPassword, passwordMessages } from '@/lib/password-rules';

/**
 * SPEC section 5: every field required ('Please fill in all fields.', a message for the whole
 * form), then the new password and its confirmation must match ('New passwords do not match.').
 */
export const changePasswordFormSchema = z
  .object({ current_password: z.string(), new_password: z.string(), confirm_password: z.string() })
  .superRefine((values, ctx) => {
    if (!values.current_password || !values.new_password || !values.confirm_password) {
      ctx.addIssue({ code: 'custom', path: ['root'], message: passwordMessages.fillAll });
      return;
    }
    if (values.new_password !== values.confirm_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: passwordMessages.mismatch });
      return;
    }
    checkNewPassword(values.new_password, 'new_password', ctx);
  });

export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;
