import { reportEndpoints } from '@carbon/contracts/reports';
import { actingUserId } from '../../platform/auth.ts';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import { requestLocale } from '../../platform/i18n.ts';
import type { ReportsService } from './reports.service.ts';

/** `filename` for old clients (ASCII), `filename*` (RFC 6987/5987) for the exact UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function reportsRoutes(service: ReportsService): BoundEndpoint[] {
  return [
    handle(reportEndpoints.create, ({ user, body }) => service.create(user.userId, body, actingUserId(user))),
    handle(reportEndpoints.list, ({ user, query }) => service.list(user.userId, query.company_id)),
    handle(reportEndpoints.preview, ({ user, query, request }) =>
      service.preview(user.userId, query, requestLocale(request)),
    ),
    handle(reportEndpoints.download, async ({ user, params, reply }) => {
      const file = await service.download(user.userId, params.id);
      // A Buffer is sent as is (Fastify serialises only objects), with the type and name set here.
      reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', contentDisposition(file.fileName))
        .header('Cache-Control', 'private, no-store');
      return file.content;
    }),
  ];
}
