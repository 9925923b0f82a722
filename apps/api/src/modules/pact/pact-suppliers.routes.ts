import { pactSupplierEndpoints } from '@carbon/contracts/pact-suppliers';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import { languageOf } from '../../platform/i18n.ts';
import type { PactSuppliersService } from './pact-suppliers.service.ts';

export function pactSuppliersRoutes(service: PactSuppliersService): BoundEndpoint[] {
  return [
    handle(pactSupplierEndpoints.createSupplier, ({ user, body, request }) =>
      service.createSupplier(user.userId, body, languageOf(request)),
    ),
    handle(pactSupplierEndpoints.listSuppliers, ({ user, query, request }) =>
      service.listSuppliers(user.userId, query.company_id, languageOf(request)),
    ),
    handle(pactSupplierEndpoints.deleteSupplier, ({ user, params }) =>
      service.deleteSupplier(user.userId, params.id),
    ),
    handle(pactSupplierEndpoints.listSupplierFootprints, ({ user, params }) =>
      service.listSupplierFootprints(user.userId, params.id),
    ),
    handle(pactSupplierEndpoints.refreshSupplier, ({ user, params }) =>
      service.refreshSupplier(user.userId, params.id),
    ),
    handle(pactSupplierEndpoints.createImport, ({ user, body, request }) =>
      service.createImport(user.userId, body, languageOf(request)),
    ),
    handle(pactSupplierEndpoints.listImports, ({ user, query }) =>
      service.listImports(user.userId, query.company_id),
    ),
    handle(pactSupplierEndpoints.applyNewerFootprint, ({ user, params, request }) =>
      service.applyNewer(user.userId, params.id, languageOf(request)),
    ),
  ];
}
