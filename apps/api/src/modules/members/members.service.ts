import type { Role, TokenResponse } from '@carbon/contracts/auth';
import {
  INVITATION_TTL_DAYS,
  type CreateInvitationInput,
  type Invitation,
  type Member,
  type MyCompany,
} from '@carbon/contracts/members';
import { hashEmailToken, newEmailToken } from '../../platform/email-tokens.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { AppLocale } from '../../platform/i18n.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { companyManagers, type CompaniesService } from '../companies/companies.service.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import { renderInvitationEmail } from './members.emails.ts';
import { toInvitation, toMember, toMyCompany } from './members.mapper.ts';
import type { MembersRepository } from './members.repository.ts';

export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

/** Only an owner grants, changes or removes the owner role; an admin manages everyone else. */
const ownerRoleRequired = () => new AppError(403, 'owner_role_required');
const lastOwner = () => new AppError(409, 'last_owner');
const alreadyMember = () => new AppError(409, 'already_member');

/**
 * Team members and invitations (issue 14, section 2). Who may do what: any member reads the member list and may
 * leave; owners and admins invite, change roles and remove; the owner role is an owner's business only; a company
 * always keeps at least one owner. Members and pending invitations together count against the plan's member limit.
 */
export class MembersService {
  constructor(
    private readonly repository: MembersRepository,
    private readonly companies: CompaniesService,
    private readonly entitlements: EntitlementsService,
    private readonly auth: AuthService,
    private readonly outbox: OutboxService,
    private readonly appUrl: string,
  ) {}

  async listMembers(userId: string, companyId: string): Promise<{ items: Member[] }> {
    await this.companies.requireRole(userId, companyId);
    return { items: (await this.repository.listMembers(companyId)).map(toMember) };
  }

  async updateMember(userId: string, companyId: string, targetId: string, role: Role): Promise<Member> {
    const callerRole = await this.companies.requireRole(userId, companyId, companyManagers);
    return this.repository.transaction(async (repository) => {
      const target = await repository.findMember(companyId, targetId);
      if (!target) throw notFound();
      if (callerRole !== 'owner' && (target.role === 'owner' || role === 'owner')) throw ownerRoleRequired();
      if (target.role === 'owner' && role !== 'owner') await requireAnotherOwner(repository, companyId);
      await repository.setRole(companyId, targetId, role);
      return toMember({ ...target, role });
    });
  }

  /** Removes a member (owners and admins), or lets any member leave: DELETE with their own user id. */
  async removeMember(userId: string, companyId: string, targetId: string): Promise<void> {
    const leaving = targetId === userId;
    const callerRole = await this.companies.requireRole(userId, companyId, leaving ? undefined : companyManagers);
    await this.repository.transaction(async (repository) => {
      const target = await repository.findMember(companyId, targetId);
      if (!target) throw notFound();
      if (!leaving && callerRole !== 'owner' && target.role === 'owner') throw ownerRoleRequired();
      if (target.role === 'owner') await requireAnotherOwner(repository, companyId);
      await repository.removeMember(companyId, targetId);
    });
  }

  async createInvitation(
    userId: string,
    companyId: string,
    input: CreateInvitationInput,
    locale: AppLocale,
  ): Promise<Invitation> {
    const callerRole = await this.companies.requireRole(userId, companyId, companyManagers);
    if (callerRole !== 'owner' && input.role === 'owner') throw ownerRoleRequired();
    const invitation = await this.repository.transaction(async (repository) => {
      if (await repository.isMemberByEmail(companyId, input.email)) throw alreadyMember();
      // Inviting an address again replaces its pending invitation: one place, one working link.
      await repository.revokePendingFor(companyId, input.email);
      await this.entitlements.assertWithinLimit(companyId, 'members', repository.entitlements());
      const token = newEmailToken();
      const row = await repository.insertInvitation({
        companyId,
        email: input.email,
        role: input.role,
        tokenHash: hashEmailToken(token),
        invitedBy: userId,
        ttlMs: INVITATION_TTL_MS,
      });
      const inviter = await repository.userEmail(userId);
      const companyName = (await repository.companyName(companyId)) ?? '';
      const link = `${this.appUrl}/invitations/accept?token=${encodeURIComponent(token)}`;
      const inviterName = inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email : '';
      const rendered = renderInvitationEmail(locale, { inviterName, companyName, role: input.role, link });
      await repository.enqueueEmail(companyId, { to: input.email, ...rendered, link, locale });
      return row;
    });
    this.outbox.flush();
    return toInvitation(invitation);
  }

  async listInvitations(userId: string, companyId: string): Promise<{ items: Invitation[] }> {
    await this.companies.requireRole(userId, companyId, companyManagers);
    return { items: (await this.repository.listPendingInvitations(companyId)).map(toInvitation) };
  }

  async revokeInvitation(userId: string, companyId: string, invitationId: string): Promise<void> {
    await this.companies.requireRole(userId, companyId, companyManagers);
    const invitation = await this.repository.findPendingInvitation(companyId, invitationId);
    if (!invitation) throw notFound();
    await this.repository.revokeInvitation(invitation.id);
  }

  /**
   * Joins the invitation's company as the signed-in invitee, whose address must be the invited one; the company
   * becomes their current one and the answer carries a token for it. A link works once, until it expires.
   */
  async acceptInvitation(userId: string, token: string): Promise<TokenResponse> {
    await this.repository.transaction(async (repository) => {
      const invitation = await repository.lockInvitationByToken(hashEmailToken(token));
      if (!invitation) throw new AppError(400, 'invitation_invalid');
      if (invitation.acceptedAt) throw new AppError(400, 'invitation_used');
      if (invitation.revokedAt) throw new AppError(400, 'invitation_revoked');
      if (invitation.expired) throw new AppError(400, 'invitation_expired');
      const user = await repository.userEmail(userId);
      if (!user || user.email.toLowerCase() !== invitation.email.toLowerCase()) {
        throw new AppError(403, 'invitation_email_mismatch');
      }
      if (await repository.findMember(invitation.companyId, userId)) throw alreadyMember();
      // Accepted first: the invitation no longer holds a place, the membership takes it.
      await repository.markAccepted(invitation.id);
      await this.entitlements.assertWithinLimit(invitation.companyId, 'members', repository.entitlements());
      await repository.addMember(invitation.companyId, userId, invitation.role);
      await repository.setCurrentCompany(userId, invitation.companyId);
    });
    return this.auth.session(userId);
  }

  async myCompanies(userId: string): Promise<{ items: MyCompany[] }> {
    return { items: (await this.repository.myCompanies(userId)).map(toMyCompany) };
  }

  /** Another of the caller's companies becomes the current one (404 for a company they are not in). */
  async switchCompany(userId: string, companyId: string): Promise<TokenResponse> {
    await this.companies.requireRole(userId, companyId);
    await this.repository.setCurrentCompany(userId, companyId);
    return this.auth.session(userId);
  }
}

/** 409 last_owner unless the company has an owner besides the one about to lose the role (owners locked). */
async function requireAnotherOwner(repository: MembersRepository, companyId: string): Promise<void> {
  const owners = await repository.lockOwners(companyId);
  if (owners.length <= 1) throw lastOwner();
}
