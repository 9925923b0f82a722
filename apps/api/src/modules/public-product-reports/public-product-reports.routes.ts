import { publicProductsEndpoints } from '@carbon/contracts/public-products';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import { languageOf } from '../../platform/i18n.ts';
import type { PublicProductReportsService } from './public-product-reports.service.ts';

export function publicProductReportsRoutes(service: PublicProductReportsService): BoundEndpoint[] {
  return [
    handle(publicProductsEndpoints.list, ({ query }) => service.list(query)),
    handle(publicProductsEndpoints.match, ({ query, request }) =>
      service.match(query, languageOf(request, query.lang)),
    ),
  ];
}
