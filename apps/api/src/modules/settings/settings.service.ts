import type { UpdateProfileInput, UserProfile } from '@carbon/contracts/auth';
import type { AuthService } from '../auth/auth.service.ts';
import type { SettingsRepository } from './settings.repository.ts';

export class SettingsService {
  constructor(
    private readonly repository: SettingsRepository,
    private readonly auth: AuthService,
  ) {}

  /**
   * Only the fields sent change; the answer is the whole profile, as GET /auth/me gives it
   * (and 401 when the account is gone, in which case the update touched nothing).
   */
  async updateProfile(userId: string, input: UpdateProfileInput): Promise<UserProfile> {
    await this.repository.updateProfile(userId, {
      firstName: input.first_name,
      lastName: input.last_name,
      country: input.country,
      currency: input.currency,
      locale: input.locale,
    });
    return this.auth.profile(userId);
  }
}
