import { energyPriceEndpoints } from '@carbon/contracts/energy-prices';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import type { EnergyPricesService } from './energy-prices.service.ts';

export function energyPricesRoutes(service: EnergyPricesService): BoundEndpoint[] {
  return [
    handle(energyPriceEndpoints.list, ({ user, query }) => service.list(user.userId, query)),
    handle(energyPriceEndpoints.setTariff, ({ user, body }) => service.setTariff(user.userId, body)),
    handle(energyPriceEndpoints.createCustom, ({ user, body }) => service.createCustom(user.userId, body)),
  ];
}
