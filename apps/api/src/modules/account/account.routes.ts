import { accountEndpoints, EXPORT_CONTENT_TYPE } from '@carbon/contracts/account';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import { contentDisposition } from '../reports/reports.routes.ts';
import type { AccountService } from './account.service.ts';

export function accountRoutes(service: AccountService): BoundEndpoint[] {
  return [
    handle(accountEndpoints.deleteAccount, ({ user, body }) => service.deleteAccount(user.userId, body)),
    handle(accountEndpoints.deleteCompany, ({ user, params, body }) =>
      service.deleteCompany(user.userId, params.company_id, body),
    ),
    handle(accountEndpoints.startExport, ({ user, params }) => service.startExport(user.userId, params.company_id)),
    handle(accountEndpoints.downloadExport, async ({ user, params, reply }) => {
      const file = await service.download(user.userId, params.company_id, params.export_id);
      reply
        .header('Content-Type', EXPORT_CONTENT_TYPE)
        .header('Content-Disposition', contentDisposition(file.fileName))
        .header('Cache-Control', 'private, no-store');
      return file.content;
    }),
  ];
}
