import type { Role, UserProfile } from '@carbon/contracts/auth';
import { createInvitationInputSchema, INVITATION_TTL_DAYS, type Invitation, type Member } from '@carbon/contracts/members';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { SelectField, TextField } from '@/components/ui/field';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { refreshProfile } from '@/lib/auth';
import { useErrorText, useFieldErrorText } from '@/lib/errors';
import { applyFieldIssues } from '@/lib/form-errors';
import { useFormatters } from '@/lib/use-locale';
import {
  invitationsQueryOptions,
  membersQueryOptions,
  useChangeRole,
  useInvite,
  useRemoveMember,
  useRevokeInvitation,
} from '../api/team-api';

const ROLES: readonly Role[] = ['owner', 'admin', 'editor', 'viewer'];
const isManager = (role: Role) => role === 'owner' || role === 'admin';

/** The roles a caller may hand out: only an owner grants the owner role (the API says the same). */
function grantableRoles(callerRole: Role): Role[] {
  return callerRole === 'owner' ? [...ROLES] : ROLES.filter((role) => role !== 'owner');
}

function displayName(member: Member): string {
  return `${member.first_name} ${member.last_name}`.trim() || member.email;
}

/**
 * Members and invitations of the current company (issue 14, section 2): every member sees who is in the team and
 * may leave; owners and admins invite, change roles, remove and revoke. The server decides; the screen only hides
 * what the caller's role cannot do.
 */
export function TeamSection({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('team');
  const manager = isManager(profile.role);
  return (
    <>
      <Card title={t('members.title')} description={t('members.description', { company: profile.company_name })}>
        <MemberList profile={profile} />
      </Card>
      {manager && (
        <Card title={t('invite.title')} description={t('invite.description', { days: INVITATION_TTL_DAYS })}>
          <div className="space-y-6">
            <InviteForm profile={profile} />
            <PendingInvitations companyId={profile.company_id} />
          </div>
        </Card>
      )}
    </>
  );
}

function MemberList({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('team');
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const toast = useToast();
  const navigate = useNavigate();
  const companyId = profile.company_id;
  const members = useQuery(membersQueryOptions(companyId));
  const changeRole = useChangeRole(companyId);
  const remove = useRemoveMember(companyId);
  const [removing, setRemoving] = useState<Member | null>(null);

  if (members.isError) {
    return (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void members.refetch()}>
        {t('members.load_failed')}: {errorText(members.error)}
      </InlineAlert>
    );
  }
  if (!members.data) return <SkeletonBlock label={tCommon('status.loading')} lines={3} />;

  const manager = isManager(profile.role);
  const grantable = grantableRoles(profile.role);
  const leaving = removing?.user_id === profile.user_id;

  const onRoleChange = (member: Member, role: Role) =>
    changeRole.mutate(
      { userId: member.user_id, role },
      {
        onSuccess: (saved) => {
          toast.success(t('members.role_updated'), t('members.role_updated_detail', { name: displayName(member), role: t(`roles.${saved.role}`) }));
          // The caller's own role may have changed: the profile (and what the screens allow) follows.
          if (member.user_id === profile.user_id) refreshProfile().catch(() => undefined);
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );

  const onConfirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.user_id, {
      onSuccess: () => {
        setRemoving(null);
        if (leaving) {
          toast.success(t('members.left', { company: profile.company_name }));
          // The server moved the current company to another one the user keeps: read it, then start over there.
          void refreshProfile()
            .catch(() => undefined)
            .then(() => navigate('/dashboard'));
        } else {
          toast.success(t('members.removed'));
        }
      },
      onError: (error) => {
        setRemoving(null);
        toast.error(errorText(error));
      },
    });
  };

  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('members.caption')}</caption>
          <thead className="border-b border-neutral-200 text-neutral-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">{t('members.name')}</th>
              <th scope="col" className="py-2 pr-3 font-medium">{t('members.email')}</th>
              <th scope="col" className="py-2 pr-3 font-medium">{t('members.role')}</th>
              <th scope="col" className="py-2 font-medium"><span className="sr-only">{t('members.actions')}</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-100">
            {members.data.items.map((member) => {
              const self = member.user_id === profile.user_id;
              // An admin neither changes nor removes an owner; nobody changes their own role here but an owner.
              const editable = manager && (profile.role === 'owner' || member.role !== 'owner');
              return (
                <tr key={member.user_id}>
                  <td className="py-2 pr-3 text-neutral-900">
                    {displayName(member)}
                    {self && <span className="ml-1 text-neutral-600">({t('members.you')})</span>}
                  </td>
                  <td className="py-2 pr-3 break-all text-neutral-700">{member.email}</td>
                  <td className="py-2 pr-3">
                    {editable ? (
                      <SelectField
                        label={<span className="sr-only">{t('members.change_role', { name: displayName(member) })}</span>}
                        value={member.role}
                        disabled={changeRole.isPending}
                        options={grantable.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
                        onChange={(event) => onRoleChange(member, event.target.value as Role)}
                        containerClassName="min-w-36"
                      />
                    ) : (
                      <span className="text-neutral-800">{t(`roles.${member.role}`)}</span>
                    )}
                  </td>
                  <td className="py-2 text-right">
                    {self ? (
                      <Button variant="secondary" size="sm" onClick={() => setRemoving(member)}>
                        {t('members.leave')}
                      </Button>
                    ) : editable ? (
                      <Button variant="secondary" size="sm" onClick={() => setRemoving(member)}>
                        {t('members.remove')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {!manager && <p className="mt-3 text-neutral-600">{t('members.only_managers')}</p>}
      <ConfirmDeleteDialog
        open={removing !== null}
        title={
          leaving
            ? t('members.leave_title', { company: profile.company_name })
            : t('members.remove_title', { name: removing ? displayName(removing) : '', company: profile.company_name })
        }
        description={leaving ? t('members.leave_description') : t('members.remove_description')}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={onConfirmRemove}
      />
    </>
  );
}

type InviteInput = z.input<typeof createInvitationInputSchema>;
type InviteOutput = z.output<typeof createInvitationInputSchema>;

function InviteForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('team');
  const toast = useToast();
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const invite = useInvite(profile.company_id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InviteInput, unknown, InviteOutput>({
    resolver: zodResolver(createInvitationInputSchema),
    defaultValues: { email: '', role: 'editor' },
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    invite.mutate(values, {
      onSuccess: (invitation) => {
        toast.success(t('invite.sent'), t('invite.sent_detail', { email: invitation.email }));
        form.reset({ email: '', role: values.role });
      },
      onError: (error) => {
        if (applyFieldIssues(error, form.setError, ['email', 'role'])) return;
        // A plan limit or an address already in the team: said next to the form, where the user acts.
        setFailure(errorText(error));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('invite.title')}>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField
          label={t('invite.email')}
          type="email"
          autoComplete="off"
          required
          error={fieldError(errors.email?.message)}
          {...form.register('email')}
        />
        <SelectField
          label={t('invite.role')}
          required
          options={grantableRoles(profile.role).map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          hint={t(`role_hints.${role}`)}
          error={fieldError(errors.role?.message)}
          {...form.register('role')}
        />
      </div>
      {failure && <InlineAlert>{failure}</InlineAlert>}
      <div className="flex justify-end">
        <Button type="submit" pending={invite.isPending}>
          {t('invite.submit')}
        </Button>
      </div>
    </form>
  );
}

function PendingInvitations({ companyId }: { companyId: string }) {
  const { t } = useTranslation('team');
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const toast = useToast();
  const format = useFormatters();
  const invitations = useQuery(invitationsQueryOptions(companyId, true));
  const revoke = useRevokeInvitation(companyId);
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  let body;
  if (invitations.isError) {
    body = (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void invitations.refetch()}>
        {t('invitations.load_failed')}: {errorText(invitations.error)}
      </InlineAlert>
    );
  } else if (!invitations.data) {
    body = <SkeletonBlock label={tCommon('status.loading')} lines={2} />;
  } else if (invitations.data.items.length === 0) {
    body = <p className="text-neutral-600">{t('invitations.empty')}</p>;
  } else {
    body = (
      <ul aria-label={t('invitations.caption')} className="divide-y divide-neutral-100">
        {invitations.data.items.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <p className="break-all text-neutral-900">{invitation.email}</p>
              <p className="text-sm text-neutral-600">
                {t(`roles.${invitation.role}`)} · {t('invitations.expires')} {format.date(invitation.expires_at)}
              </p>
            </div>
            <Button variant="secondary" size="sm" onClick={() => setRevoking(invitation)}>
              {t('invitations.revoke')}
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section>
      <h3 className="mb-2 font-semibold text-neutral-900">{t('invitations.title')}</h3>
      {body}
      <ConfirmDeleteDialog
        open={revoking !== null}
        title={t('invitations.revoke_title', { email: revoking?.email ?? '' })}
        description={t('invitations.revoke_description')}
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              setRevoking(null);
              toast.success(t('invitations.revoked'));
            },
            onError: (error) => {
              setRevoking(null);
              toast.error(errorText(error));
            },
          });
        }}
      />
    </section>
  );
}
