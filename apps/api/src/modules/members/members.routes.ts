import { invitationEndpoints, memberEndpoints, myCompanyEndpoints } from '@carbon/contracts/members';
import { handle, type BoundEndpoint } from '../../platform/endpoints.ts';
import { requestLocale } from '../../platform/i18n.ts';
import type { MembersService } from './members.service.ts';

export function membersRoutes(service: MembersService): BoundEndpoint[] {
  return [
    handle(memberEndpoints.list, ({ user, params }) => service.listMembers(user.userId, params.company_id)),
    handle(memberEndpoints.update, ({ user, params, body }) =>
      service.updateMember(user.userId, params.company_id, params.user_id, body.role),
    ),
    handle(memberEndpoints.remove, async ({ user, params }) => {
      await service.removeMember(user.userId, params.company_id, params.user_id);
    }),
    handle(invitationEndpoints.create, ({ user, params, body, request }) =>
      service.createInvitation(user.userId, params.company_id, body, requestLocale(request)),
    ),
    handle(invitationEndpoints.list, ({ user, params }) => service.listInvitations(user.userId, params.company_id)),
    handle(invitationEndpoints.revoke, async ({ user, params }) => {
      await service.revokeInvitation(user.userId, params.company_id, params.invitation_id);
    }),
    handle(invitationEndpoints.accept, ({ user, body }) => service.acceptInvitation(user.userId, body.token)),
    handle(myCompanyEndpoints.list, ({ user }) => service.myCompanies(user.userId)),
    handle(myCompanyEndpoints.switch, ({ user, body }) => service.switchCompany(user.userId, body.company_id)),
  ];
}
