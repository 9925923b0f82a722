import type { Invitation, Member, MyCompany } from '@carbon/contracts/members';
import type { InvitationRow, MemberRow, MyCompanyRow } from './members.repository.ts';

export function toMember(row: MemberRow): Member {
  return {
    user_id: row.userId,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    joined_at: row.joinedAt.toISOString(),
  };
}

export function toInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    company_id: row.companyId,
    email: row.email,
    role: row.role,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export function toMyCompany(row: MyCompanyRow): MyCompany {
  return { company_id: row.companyId, company_name: row.companyName, role: row.role, current: row.current };
}
