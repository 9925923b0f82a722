import { z } from 'zod';
import { idSchema, messageKeys, missingOr, noContentSchema } from './common.ts';
import { companyIdParamsSchema } from './companies.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * The user's rights in the product (issue 16 section 4; docs/decisions/0034-account-deletion-and-export.md):
 * erasing the account, erasing a company with all its data, and taking the company's data away (portability).
 */

/** The signed-in user's password, asked again before anything irreversible. */
export const passwordConfirmationSchema = z.object({
  password: z
    .string({ error: missingOr(messageKeys.invalid) })
    .min(1, { error: messageKeys.required })
    .max(256),
});
export type PasswordConfirmation = z.infer<typeof passwordConfirmationSchema>;

export const exportStartedSchema = z.object({ job_id: z.string(), export_id: z.string() });
export type ExportStarted = z.infer<typeof exportStartedSchema>;

/** What the export job leaves in its result once it succeeded. */
export const exportResultSchema = z.object({
  export_id: z.string(),
  download_url: z.string(),
  file_name: z.string(),
  size_bytes: z.number().int(),
});
export type ExportResult = z.infer<typeof exportResultSchema>;

export const exportDownloadParamsSchema = companyIdParamsSchema.extend({ export_id: idSchema });

/** The ZIP's name: `carbon-ledger-export-{company-slug}-{yyyy-mm-dd}.zip`. */
export const EXPORT_FILE_PREFIX = 'carbon-ledger-export';
export const EXPORT_CONTENT_TYPE = 'application/zip';

export const accountEndpoints = {
  deleteAccount: defineEndpoint({
    method: 'DELETE',
    path: '/account',
    auth: 'bearer',
    tags: ['account'],
    summary: "Delete the caller's account at once (password confirmation)",
    description:
      'Sign-in fails afterwards and every token answers 401. A wrong password answers 422 on `password` and ' +
      'changes nothing; an owner of a company answers 409 until they transfer its ownership or delete it.',
    body: passwordConfirmationSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [400, 401, 409, 422, 429],
  }),
  deleteCompany: defineEndpoint({
    method: 'DELETE',
    path: '/companies/:company_id',
    auth: 'bearer',
    tags: ['companies'],
    summary: 'Delete the company and all its data at once (owner only, password confirmation)',
    description:
      'Members other than the owner answer 403, anyone else 404. When the company was the owner’s only one, ' +
      'their account is deleted with it (an account holds no data without a company).',
    params: companyIdParamsSchema,
    body: passwordConfirmationSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [400, 401, 403, 404, 422, 429],
  }),
  startExport: defineEndpoint({
    method: 'POST',
    path: '/companies/:company_id/export',
    auth: 'bearer',
    tags: ['companies'],
    summary: "Start building a ZIP of all the company's data (owner only)",
    description:
      'A job builds JSON and CSV files (profile, sites, entries with their factors, products with their lines, ' +
      'scenarios, reports and their files); poll GET /jobs/{job_id}, whose result carries `download_url`.',
    params: companyIdParamsSchema,
    success: { status: 202, schema: exportStartedSchema },
    errors: [401, 403, 404, 422],
  }),
  downloadExport: defineEndpoint({
    method: 'GET',
    path: '/companies/:company_id/export/:export_id',
    auth: 'bearer',
    tags: ['companies'],
    summary: 'The export ZIP as an attachment (owner only)',
    description: 'Another company’s export, an unknown id and an export not built yet answer 404.',
    params: exportDownloadParamsSchema,
    success: {
      status: 200,
      schema: z.unknown().describe('The ZIP, with its content type and Content-Disposition file name'),
    },
    errors: [401, 403, 404, 422],
  }),
};
