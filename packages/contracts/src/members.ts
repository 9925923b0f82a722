import { z } from 'zod';
import { roleSchema, tokenResponseSchema } from './auth.ts';
import { emailSchema, idSchema, messageKeys, missingOr, noContentSchema } from './common.ts';
import { companyIdParamsSchema } from './companies.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Team members, invitations and the choice of the current company (issue 14, section 2; DESIGN.md section 5).
 * Roles: owner and admin manage members (an admin never grants nor touches the owner role), editors record
 * data, viewers only read. A company always keeps at least one owner.
 */

/** Roles an invitation or a role change may name (the same four as memberships). */
export const memberRoleSchema = z.enum(roleSchema.options, { error: missingOr(messageKeys.invalid) });

/** How long an invitation link stays usable. */
export const INVITATION_TTL_DAYS = 7;

export const memberSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: roleSchema,
  joined_at: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  email: z.string(),
  role: roleSchema,
  expires_at: z.string(),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** A company the caller belongs to, for the company switcher. */
export const myCompanySchema = z.object({
  company_id: z.string(),
  company_name: z.string(),
  role: roleSchema,
  current: z.boolean(),
});
export type MyCompany = z.infer<typeof myCompanySchema>;

export const createInvitationInputSchema = z.object({ email: emailSchema, role: memberRoleSchema });
export type CreateInvitationInput = z.infer<typeof createInvitationInputSchema>;

export const acceptInvitationInputSchema = z.object({
  token: z
    .string({ error: missingOr(messageKeys.invalid) })
    .min(1, { error: messageKeys.required })
    .max(200),
});

export const updateMemberInputSchema = z.object({ role: memberRoleSchema });
export type UpdateMemberInput = z.infer<typeof updateMemberInputSchema>;

export const switchCompanyInputSchema = z.object({ company_id: idSchema });

export const memberParamsSchema = z.object({ company_id: idSchema, user_id: idSchema });
export const invitationParamsSchema = z.object({ company_id: idSchema, invitation_id: idSchema });

const tags = ['members'];

export const memberEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/companies/:company_id/members',
    auth: 'bearer',
    tags,
    summary: "The company's members and their roles (any member)",
    params: companyIdParamsSchema,
    success: { status: 200, schema: z.object({ items: z.array(memberSchema) }) },
    errors: [401, 404, 422],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/companies/:company_id/members/:user_id',
    auth: 'bearer',
    tags,
    summary: "Change a member's role (owner or admin; only an owner grants or changes the owner role)",
    description: 'The last owner cannot lose the owner role: 409 last_owner.',
    params: memberParamsSchema,
    body: updateMemberInputSchema,
    success: { status: 200, schema: memberSchema },
    errors: [400, 401, 403, 404, 409, 422],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/companies/:company_id/members/:user_id',
    auth: 'bearer',
    tags,
    summary: 'Remove a member (owner or admin), or leave the company (any member, with their own user id)',
    description: 'The last owner can neither be removed nor leave: 409 last_owner.',
    params: memberParamsSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [401, 403, 404, 409, 422],
  }),
};

export const invitationEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/companies/:company_id/invitations',
    auth: 'bearer',
    tags,
    summary: 'Invite someone by email with a role (owner or admin); the email carries a link that expires',
    description:
      'Members and pending invitations together count against the plan member limit: 403 plan_limit. ' +
      'Inviting an address again replaces its pending invitation.',
    params: companyIdParamsSchema,
    body: createInvitationInputSchema,
    success: { status: 201, schema: invitationSchema },
    errors: [400, 401, 403, 404, 409, 422],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/companies/:company_id/invitations',
    auth: 'bearer',
    tags,
    summary: "The company's pending invitations (owner or admin)",
    params: companyIdParamsSchema,
    success: { status: 200, schema: z.object({ items: z.array(invitationSchema) }) },
    errors: [401, 403, 404, 422],
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/companies/:company_id/invitations/:invitation_id',
    auth: 'bearer',
    tags,
    summary: 'Revoke a pending invitation (owner or admin); its link stops working',
    params: invitationParamsSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [401, 403, 404, 422],
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/invitations/accept',
    auth: 'bearer',
    tags,
    summary: "Join the invitation's company, signed in as the invited address; it becomes the current company",
    description:
      'Answers a new access token for the joined company. 400 invitation_invalid, invitation_expired or ' +
      'invitation_used; 403 invitation_email_mismatch; 409 already_member; 403 plan_limit.',
    body: acceptInvitationInputSchema,
    success: { status: 200, schema: tokenResponseSchema },
    errors: [400, 401, 403, 409, 422],
  }),
};

export const myCompanyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/companies',
    auth: 'bearer',
    tags,
    summary: 'The companies the caller belongs to, with their role and which one is current',
    success: { status: 200, schema: z.object({ items: z.array(myCompanySchema) }) },
    errors: [401],
  }),
  switch: defineEndpoint({
    method: 'PUT',
    path: '/auth/current-company',
    auth: 'bearer',
    tags,
    summary: 'Make another of the caller’s companies the current one; answers a new access token',
    body: switchCompanyInputSchema,
    success: { status: 200, schema: tokenResponseSchema },
    errors: [400, 401, 404, 422],
  }),
};
