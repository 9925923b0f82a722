import type { Role } from '@carbon/contracts/auth';
import { invitationEndpoints, memberEndpoints, myCompanyEndpoints, type CreateInvitationInput } from '@carbon/contracts/members';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { signIn } from '@/lib/auth';
import { queryKeys } from '@/lib/query-keys';

const teamKeys = {
  members: (companyId: string) => ['team', 'members', companyId] as const,
  invitations: (companyId: string) => ['team', 'invitations', companyId] as const,
  myCompanies: ['team', 'my-companies'] as const,
};

export function membersQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: teamKeys.members(companyId),
    queryFn: ({ signal }) => callApi(memberEndpoints.list, { params: { company_id: companyId } }, { signal }),
    enabled: companyId !== '',
  });
}

/** Pending invitations: only owners and admins may read them, so the caller asks only for those roles. */
export function invitationsQueryOptions(companyId: string, enabled: boolean) {
  return queryOptions({
    queryKey: teamKeys.invitations(companyId),
    queryFn: ({ signal }) => callApi(invitationEndpoints.list, { params: { company_id: companyId } }, { signal }),
    enabled: enabled && companyId !== '',
  });
}

export function myCompaniesQueryOptions() {
  return queryOptions({
    queryKey: teamKeys.myCompanies,
    queryFn: ({ signal }) => callApi(myCompanyEndpoints.list, {}, { signal }),
  });
}

/** After a change of members or invitations: both lists and the plan usage (members count against it). */
function useRefreshTeam(companyId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamKeys.members(companyId) }),
      queryClient.invalidateQueries({ queryKey: teamKeys.invitations(companyId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.entitlements(companyId) }),
      // Leaving a company takes it out of the switcher.
      queryClient.invalidateQueries({ queryKey: teamKeys.myCompanies }),
    ]);
}

export function useInvite(companyId: string) {
  const refresh = useRefreshTeam(companyId);
  return useMutation({
    mutationFn: (input: CreateInvitationInput) =>
      callApi(invitationEndpoints.create, { params: { company_id: companyId }, body: input }),
    onSuccess: refresh,
  });
}

export function useRevokeInvitation(companyId: string) {
  const refresh = useRefreshTeam(companyId);
  return useMutation({
    mutationFn: (invitationId: string) =>
      callApi(invitationEndpoints.revoke, { params: { company_id: companyId, invitation_id: invitationId } }),
    onSuccess: refresh,
  });
}

export function useChangeRole(companyId: string) {
  const refresh = useRefreshTeam(companyId);
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      callApi(memberEndpoints.update, { params: { company_id: companyId, user_id: userId }, body: { role } }),
    onSuccess: refresh,
  });
}

export function useRemoveMember(companyId: string) {
  const refresh = useRefreshTeam(companyId);
  return useMutation({
    mutationFn: (userId: string) => callApi(memberEndpoints.remove, { params: { company_id: companyId, user_id: userId } }),
    onSuccess: refresh,
  });
}

/**
 * A new current company (switched to, or joined): the answer carries a token and profile for it. Every cached
 * answer belonged to the previous company, so the cache starts afresh.
 */
function useAdoptSession() {
  const queryClient = useQueryClient();
  return (response: Parameters<typeof signIn>[0]) => {
    queryClient.clear();
    signIn(response);
  };
}

export function useSwitchCompany() {
  const adopt = useAdoptSession();
  return useMutation({
    mutationFn: (companyId: string) => callApi(myCompanyEndpoints.switch, { body: { company_id: companyId } }),
    onSuccess: adopt,
  });
}

export function useAcceptInvitation() {
  const adopt = useAdoptSession();
  return useMutation({
    mutationFn: (token: string) => callApi(invitationEndpoints.accept, { body: { token } }),
    onSuccess: adopt,
  });
}

export { teamKeys };
