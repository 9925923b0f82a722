import type { UserProfile } from '@carbon/contracts/auth';
import { isAppLocale } from '@carbon/i18n/locale';
import type { ProfileRow } from './auth.repository.ts';

export function toUserProfile(row: ProfileRow): UserProfile {
  return {
    user_id: row.userId,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    country: row.country,
    currency: row.currency,
    locale: isAppLocale(row.locale) ? row.locale : 'en',
    email_verified: row.emailVerifiedAt !== null,
    // SPEC section 3 carries both a list and a single role; both describe the caller in the current company.
    roles: [row.role],
    role: row.role,
    company_id: row.companyId,
    default_company_id: row.companyId,
    company_name: row.companyName,
    pending_setup: row.setupCompletedAt === null,
  };
}
