import { settingsEndpoints } from '@carbon/contracts/settings';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import type { SettingsService } from './settings.service.ts';

export function settingsRoutes(service: SettingsService): BoundEndpoint[] {
  return [handle(settingsEndpoints.updateProfile, ({ user, body }) => service.updateProfile(user.userId, body))];
}
