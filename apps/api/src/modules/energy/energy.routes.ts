import { energyEndpoints } from '@carbon/contracts/energy';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import { languageOf } from '../../platform/i18n.ts';
import type { EnergyService } from './energy.service.ts';

export function energyRoutes(service: EnergyService): BoundEndpoint[] {
  return [
    handle(energyEndpoints.defaults, ({ user, query, request }) =>
      service.defaults(user.userId, query, languageOf(request)),
    ),
  ];
}
