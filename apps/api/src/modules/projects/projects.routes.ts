import { projectEndpoints } from '@carbon/contracts/ledger';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import type { ProjectsService } from './projects.service.ts';

export function projectsRoutes(service: ProjectsService): BoundEndpoint[] {
  return [
    handle(projectEndpoints.list, ({ user, query }) => service.list(user.userId, query.company_id)),
    handle(projectEndpoints.create, ({ user, body }) => service.create(user.userId, body)),
    handle(projectEndpoints.get, ({ user, params }) => service.get(user.userId, params.id)),
    handle(projectEndpoints.update, ({ user, params, body }) => service.update(user.userId, params.id, body)),
    handle(projectEndpoints.delete, ({ user, params }) => service.delete(user.userId, params.id)),
  ];
}
