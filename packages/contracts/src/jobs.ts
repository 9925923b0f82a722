import { z } from 'zod';
import { idSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Slow work (exports, imports, emails) runs as a job; the UI polls its status and progress, so a long task
 * shows a progress bar and survives a page reload (DESIGN.md section 5, "Slow work").
 * `queued` also covers a job waiting for its next attempt after a failure; `failed` is final.
 */
export const jobStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export const jobStatusSchema = z.enum(jobStatuses);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** Why a job failed, in the caller's language, with a stable code for the UI (as every error of the API). */
export const jobErrorSchema = z.object({ code: z.string(), detail: z.string() });
export type JobError = z.infer<typeof jobErrorSchema>;

export const jobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: jobStatusSchema,
  /** 0..1, as the job last reported it; 1 once it succeeded. */
  progress: z.number().min(0).max(1),
  /** What the job produced (a file to download...), once it succeeded. */
  result: z.record(z.string(), z.unknown()).nullable(),
  /** Set once the job failed for good. */
  error: jobErrorSchema.nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobIdParamsSchema = z.object({ job_id: idSchema });

export const jobEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/jobs/:job_id',
    auth: 'bearer',
    tags: ['jobs'],
    summary: 'The status and progress of a job started in a company the caller is a member of',
    description: "Another company's job, an unknown id and jobs of no company (account emails) answer 404.",
    params: jobIdParamsSchema,
    success: { status: 200, schema: jobSchema },
    errors: [401, 404, 422],
  }),
};
