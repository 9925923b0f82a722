import { accountingEndpoints, entryEndpoints } from '@carbon/contracts/ledger';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import { languageOf } from '../../platform/i18n.ts';
import type { LedgerService } from './ledger.service.ts';

export function ledgerRoutes(service: LedgerService): BoundEndpoint[] {
  return [
    handle(accountingEndpoints.categories, () => service.categories()),
    handle(accountingEndpoints.inventory, ({ user, query }) => service.inventory(user.userId, query)),
    handle(entryEndpoints.list, ({ user, query, request }) => service.list(user.userId, query, languageOf(request))),
    handle(entryEndpoints.create, ({ user, body, request }) => service.create(user.userId, body, languageOf(request))),
    handle(entryEndpoints.recompute, ({ user, body }) => service.recompute(user.userId, body)),
    handle(entryEndpoints.get, ({ user, params, request }) => service.get(user.userId, params.id, languageOf(request))),
    handle(entryEndpoints.update, ({ user, params, body, request }) =>
      service.update(user.userId, params.id, body, languageOf(request)),
    ),
    handle(entryEndpoints.delete, ({ user, params }) => service.delete(user.userId, params.id)),
  ];
}
