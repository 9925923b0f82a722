import { jobEndpoints } from '@carbon/contracts/jobs';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import { requestLocale } from '../../platform/i18n.ts';
import type { JobsService } from './jobs.service.ts';

export function jobsRoutes(service: JobsService): BoundEndpoint[] {
  return [
    handle(jobEndpoints.get, ({ user, params, request }) =>
      service.get(user.userId, params.job_id, requestLocale(request)),
    ),
  ];
}
