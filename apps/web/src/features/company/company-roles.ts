import type { Role } from '@carbon/contracts/auth';

/**
 * The API's rules (apps/api companies.service.ts), mirrored so the screen offers only what the server
 * accepts: owners and admins manage the company profile; editors also add, edit and delete its sites.
 */
export function canManageCompany(role: Role): boolean {
  return role === 'owner' || role === 'admin';
}

export function canEditSites(role: Role): boolean {
  return role !== 'viewer';
}
