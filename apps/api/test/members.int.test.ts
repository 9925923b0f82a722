import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role, TokenResponse } from '@carbon/contracts/auth';
import type { Invitation, Member, MyCompany } from '@carbon/contracts/members';
import type { PlanId } from '@carbon/contracts/plans';
import { joinCompany, queryRows, register, tokenFromLink, useTestApp, type RegisteredUser } from './helpers/test-app.ts';
import { setCompanyPlan } from './helpers/plan.ts';

const t = useTestApp();

async function setPlan(user: RegisteredUser, plan: PlanId): Promise<void> {
  await setCompanyPlan(t.database.db, user.user.company_id, plan);
}

/** An owner on a plan with room for a team (Free allows only the owner). */
async function proOwner(fields: Record<string, string> = {}): Promise<RegisteredUser> {
  const owner = await register(t.app, { company_name: 'Solar Bakery', ...fields });
  await setPlan(owner, 'pro');
  return owner;
}

function invite(by: RegisteredUser, email: string, role: Role, companyId = by.user.company_id, lang?: 'en' | 'fr') {
  return t.call(by, 'POST', `/companies/${companyId}/invitations`, { payload: { email, role }, ...(lang ? { lang } : {}) });
}

/** Invites the address and returns the token of the link the email carries. */
async function invitationToken(by: RegisteredUser, email: string, role: Role): Promise<string> {
  const response = await invite(by, email, role);
  expect(response.statusCode, response.body).toBe(201);
  return tokenFromLink((await t.mail.last(email)).link);
}

function accept(user: RegisteredUser, token: string, lang?: 'en' | 'fr') {
  return t.call(user, 'POST', '/invitations/accept', { payload: { token }, ...(lang ? { lang } : {}) });
}

async function members(user: RegisteredUser, companyId = user.user.company_id): Promise<Member[]> {
  const response = await t.call(user, 'GET', `/companies/${companyId}/members`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: Member[] }).items;
}

async function roleOf(companyId: string, userId: string): Promise<string | null> {
  const rows = await queryRows<{ role: string }>(
    t.database,
    sql`select role from memberships where company_id = ${companyId} and user_id = ${userId}`,
  );
  return rows[0]?.role ?? null;
}

async function pendingInvitations(user: RegisteredUser): Promise<Invitation[]> {
  const response = await t.call(user, 'GET', `/companies/${user.user.company_id}/invitations`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: Invitation[] }).items;
}

describe('invitations', () => {
  it('emails a link that lets the invited address join with the role; the company becomes current', async () => {
    const owner = await proOwner();
    const email = 'Colleague.One@Example.org';
    const response = await invite(owner, email, 'editor');
    expect(response.statusCode, response.body).toBe(201);
    const invitation = response.json() as Invitation;
    expect(invitation).toMatchObject({ company_id: owner.user.company_id, email: 'colleague.one@example.org', role: 'editor' });
    const days = (Date.parse(invitation.expires_at) - Date.parse(invitation.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    expect((await pendingInvitations(owner)).map((item) => item.id)).toEqual([invitation.id]);

    const mail = await t.mail.last('colleague.one@example.org');
    expect(mail.link).toMatch(/^http:\/\/app\.test\/invitations\/accept\?token=[A-Za-z0-9_-]+$/);
    expect(mail.subject).toBe('Join Solar Bakery on the carbon accounting app');
    expect(mail.text).toContain('Ada Lovelace invites you to join Solar Bakery as editor.');
    expect(mail.text).toContain('This link expires in 7 days');

    const colleague = await register(t.app, { email: 'colleague.one@example.org', company_name: 'Own Ltd' });
    const accepted = await accept(colleague, tokenFromLink(mail.link));
    expect(accepted.statusCode, accepted.body).toBe(200);
    const session = accepted.json() as TokenResponse;
    expect(session.user).toMatchObject({ company_id: owner.user.company_id, company_name: 'Solar Bakery', role: 'editor' });
    // The new token and the profile agree: the joined company is the current one.
    const me = await t.call({ access_token: session.access_token }, 'GET', '/auth/me');
    expect(me.json()).toMatchObject({ company_id: owner.user.company_id, role: 'editor' });

    expect((await members(owner)).map((member) => [member.email, member.role])).toEqual([
      [owner.email, 'owner'],
      ['colleague.one@example.org', 'editor'],
    ]);
    expect(await pendingInvitations(owner)).toEqual([]);

    const companies = await t.call(colleague, 'GET', '/companies');
    expect((companies.json() as { items: MyCompany[] }).items).toEqual([
      { company_id: colleague.user.company_id, company_name: 'Own Ltd', role: 'owner', current: false },
      { company_id: owner.user.company_id, company_name: 'Solar Bakery', role: 'editor', current: true },
    ]);
  });

  it('writes the email in the inviter’s language', async () => {
    const owner = await proOwner();
    const email = 'collegue@example.org';
    expect((await invite(owner, email, 'viewer', owner.user.company_id, 'fr')).statusCode).toBe(201);
    const mail = await t.mail.last(email);
    expect(mail.subject).toBe("Rejoignez Solar Bakery sur l'application de comptabilité carbone");
    expect(mail.text).toContain('Ada Lovelace vous invite à rejoindre Solar Bakery en tant que lecteur.');
    expect(mail.text).toContain('Ce lien expire dans 7 jours');
  });

  it('refuses another address, a used, a revoked, an expired or an unknown link, each with its message', async () => {
    const owner = await proOwner();
    const invited = await register(t.app);
    const stranger = await register(t.app);
    const token = await invitationToken(owner, invited.email, 'viewer');

    const wrong = await accept(stranger, token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'invitation_email_mismatch' });
    expect(await roleOf(owner.user.company_id, stranger.user.user_id)).toBeNull();

    expect((await accept(invited, token)).statusCode).toBe(200);
    const reused = await accept(invited, token, 'fr');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ detail: 'Cette invitation a déjà été utilisée', code: 'invitation_used' });

    const later = await register(t.app);
    const expiring = await invitationToken(owner, later.email, 'viewer');
    await t.database.db.execute(
      sql`update invitations set expires_at = now() - interval '1 minute' where lower(email) = ${later.email}`,
    );
    const expired = await accept(later, expiring);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      detail: 'This invitation has expired. Ask for a new invitation.',
      code: 'invitation_expired',
    });
    expect(await roleOf(owner.user.company_id, later.user.user_id)).toBeNull();

    const revokedUser = await register(t.app);
    const revokedToken = await invitationToken(owner, revokedUser.email, 'editor');
    const [pending] = (await pendingInvitations(owner)).filter((item) => item.email === revokedUser.email);
    const revoke = await t.call(owner, 'DELETE', `/companies/${owner.user.company_id}/invitations/${pending!.id}`);
    expect(revoke.statusCode).toBe(204);
    expect((await accept(revokedUser, revokedToken)).json()).toMatchObject({ code: 'invitation_revoked' });

    const unknown = await accept(invited, 'no-such-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'invitation_invalid' });
  });

  it('inviting an address again replaces its pending invitation; a member cannot be invited', async () => {
    const owner = await proOwner();
    const invited = await register(t.app);
    const first = await invitationToken(owner, invited.email, 'viewer');
    const second = await invitationToken(owner, invited.email, 'editor');
    expect((await pendingInvitations(owner)).map((item) => [item.email, item.role])).toEqual([[invited.email, 'editor']]);
    expect((await accept(invited, first)).json()).toMatchObject({ code: 'invitation_revoked' });
    expect((await accept(invited, second)).statusCode).toBe(200);
    const again = await invite(owner, invited.email, 'viewer');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_member' });
  });

  it('counts members and pending invitations against the plan: 403 plan_limit', async () => {
    const free = await register(t.app);
    const refused = await invite(free, 'someone@example.org', 'editor');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'Your Free plan allows 1 team member. Upgrade to add more.',
      code: 'plan_limit',
      plan: 'free',
      limit: 1,
      resource: 'members',
    });

    const owner = await proOwner();
    const member = await joinCompany(t, owner, 'editor');
    for (const n of [1, 2, 3]) expect((await invite(owner, `pending-${n}@example.org`, 'viewer')).statusCode).toBe(201);
    // Owner + member + 3 pending = the Pro plan's 5 places.
    const full = await invite(owner, 'sixth@example.org', 'viewer');
    expect(full.statusCode).toBe(403);
    expect(full.json()).toMatchObject({ code: 'plan_limit', plan: 'pro', limit: 5 });
    const entitlements = await t.call(owner, 'GET', `/entitlements?company_id=${owner.user.company_id}`);
    expect(entitlements.json()).toMatchObject({ usage: { members: 5 } });

    // Removing a member frees a place; an expired invitation frees its place too.
    expect((await t.call(owner, 'DELETE', `/companies/${owner.user.company_id}/members/${member.user.user_id}`)).statusCode).toBe(204);
    expect((await invite(owner, 'sixth@example.org', 'viewer')).statusCode).toBe(201);
    await t.database.db.execute(
      sql`update invitations set expires_at = now() - interval '1 second' where email = 'pending-1@example.org'`,
    );
    expect((await invite(owner, 'seventh@example.org', 'viewer')).statusCode).toBe(201);

    // Accepting an invitation never takes the company past its plan: the downgraded company refuses it.
    const late = await register(t.app);
    const lateOwner = await proOwner();
    const token = await invitationToken(lateOwner, late.email, 'viewer');
    await joinCompany(t, lateOwner, 'viewer');
    await setPlan(lateOwner, 'free');
    const overLimit = await accept(late, token);
    expect(overLimit.statusCode).toBe(403);
    expect(overLimit.json()).toMatchObject({ code: 'plan_limit' });
    expect(await roleOf(lateOwner.user.company_id, late.user.user_id)).toBeNull();
  });
});

describe('members and roles', () => {
  it('lets owners and admins manage members, not editors or viewers; an admin never touches the owner role', async () => {
    const owner = await proOwner();
    const admin = await joinCompany(t, owner, 'admin');
    const editor = await joinCompany(t, owner, 'editor');
    const viewer = await joinCompany(t, owner, 'viewer');
    const companyId = owner.user.company_id;
    const url = (user: RegisteredUser) => `/companies/${companyId}/members/${user.user.user_id}`;

    for (const user of [editor, viewer]) {
      expect((await invite(user, 'x@example.org', 'viewer', companyId)).statusCode).toBe(403);
      expect((await t.call(user, 'GET', `/companies/${companyId}/invitations`)).statusCode).toBe(403);
      expect((await t.call(user, 'PATCH', url(viewer), { payload: { role: 'editor' } })).statusCode).toBe(403);
      expect((await t.call(user, 'DELETE', url(admin))).statusCode).toBe(403);
      // Every member reads the list.
      expect((await members(user, companyId)).length).toBe(4);
    }
    expect(await roleOf(companyId, viewer.user.user_id)).toBe('viewer');

    const adminMakesOwner = await t.call(admin, 'PATCH', url(viewer), { payload: { role: 'owner' } });
    expect(adminMakesOwner.statusCode).toBe(403);
    expect(adminMakesOwner.json()).toEqual({
      detail: 'Only an owner can grant, change or remove the owner role',
      code: 'owner_role_required',
    });
    expect((await t.call(admin, 'PATCH', url(owner), { payload: { role: 'viewer' } })).statusCode).toBe(403);
    expect((await t.call(admin, 'DELETE', url(owner))).statusCode).toBe(403);
    expect((await invite(admin, 'boss@example.org', 'owner', companyId)).statusCode).toBe(403);
    expect(await roleOf(companyId, owner.user.user_id)).toBe('owner');

    const promoted = await t.call(admin, 'PATCH', url(viewer), { payload: { role: 'editor' } });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ user_id: viewer.user.user_id, role: 'editor' });
    expect((await t.call(admin, 'DELETE', url(editor))).statusCode).toBe(204);
    expect(await roleOf(companyId, editor.user.user_id)).toBeNull();
    // The removed member no longer sees the company.
    expect((await t.call(editor, 'GET', `/companies/${companyId}`)).statusCode).toBe(404);

    const bad = await t.call(owner, 'PATCH', url(viewer), { payload: { role: 'boss' } });
    expect(bad.statusCode).toBe(422);
  });

  it('never leaves a company without an owner', async () => {
    const owner = await proOwner();
    const companyId = owner.user.company_id;
    const self = `/companies/${companyId}/members/${owner.user.user_id}`;
    const demote = await t.call(owner, 'PATCH', self, { payload: { role: 'admin' }, lang: 'fr' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: 'last_owner' });
    expect((demote.json() as { detail: string }).detail).toContain('au moins un propriétaire');
    expect((await t.call(owner, 'DELETE', self)).json()).toMatchObject({ code: 'last_owner' });
    expect(await roleOf(companyId, owner.user.user_id)).toBe('owner');

    // With a second owner, the first may step down, then leave; their current company moves to one they keep.
    const second = await joinCompany(t, owner, 'admin');
    expect(
      (await t.call(owner, 'PATCH', `/companies/${companyId}/members/${second.user.user_id}`, { payload: { role: 'owner' } }))
        .statusCode,
    ).toBe(200);
    const other = await register(t.app, { company_name: 'Second Co' });
    await t.database.db.execute(
      sql`insert into memberships (company_id, user_id, role) values (${other.user.company_id}, ${owner.user.user_id}, 'viewer')`,
    );
    expect((await t.call(owner, 'DELETE', self)).statusCode).toBe(204);
    expect(await roleOf(companyId, owner.user.user_id)).toBeNull();
    const me = await t.call(owner, 'GET', '/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ company_id: other.user.company_id, role: 'viewer' });
    // The remaining owner cannot leave now.
    expect(
      (await t.call(second, 'DELETE', `/companies/${companyId}/members/${second.user.user_id}`)).json(),
    ).toMatchObject({ code: 'last_owner' });
  });

  it('lets any member leave', async () => {
    const owner = await proOwner();
    const viewer = await joinCompany(t, owner, 'viewer');
    const leave = await t.call(viewer, 'DELETE', `/companies/${owner.user.company_id}/members/${viewer.user.user_id}`);
    expect(leave.statusCode).toBe(204);
    expect(await roleOf(owner.user.company_id, viewer.user.user_id)).toBeNull();
  });

  it("answers 404 for another company's members and invitations", async () => {
    const owner = await proOwner();
    const theirs = await proOwner();
    const theirMember = await joinCompany(t, theirs, 'editor');
    await invitationToken(theirs, 'their-invitee@example.org', 'viewer');
    const [theirInvitation] = await pendingInvitations(theirs);
    const base = `/companies/${theirs.user.company_id}`;
    const attempts = [
      await t.call(owner, 'GET', `${base}/members`),
      await t.call(owner, 'PATCH', `${base}/members/${theirMember.user.user_id}`, { payload: { role: 'viewer' } }),
      await t.call(owner, 'DELETE', `${base}/members/${theirMember.user.user_id}`),
      await t.call(owner, 'POST', `${base}/invitations`, { payload: { email: 'x@example.org', role: 'viewer' } }),
      await t.call(owner, 'GET', `${base}/invitations`),
      await t.call(owner, 'DELETE', `${base}/invitations/${theirInvitation!.id}`),
      // Their invitation id through my company: still not found.
      await t.call(owner, 'DELETE', `/companies/${owner.user.company_id}/invitations/${theirInvitation!.id}`),
      // Their member through my company.
      await t.call(owner, 'PATCH', `/companies/${owner.user.company_id}/members/${theirMember.user.user_id}`, {
        payload: { role: 'viewer' },
      }),
      await t.call(owner, 'PUT', '/auth/current-company', { payload: { company_id: theirs.user.company_id } }),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual(Array(attempts.length).fill(404));
    expect(await roleOf(theirs.user.company_id, theirMember.user.user_id)).toBe('editor');
    expect((await pendingInvitations(theirs)).length).toBe(1);
  });
});

describe('current company', () => {
  it('switches between the companies the user belongs to', async () => {
    const owner = await proOwner();
    const colleague = await register(t.app, { company_name: 'Own Ltd' });
    const token = await invitationToken(owner, colleague.email, 'viewer');
    expect((await accept(colleague, token)).statusCode).toBe(200);

    const back = await t.call(colleague, 'PUT', '/auth/current-company', { payload: { company_id: colleague.user.company_id } });
    expect(back.statusCode, back.body).toBe(200);
    const session = back.json() as TokenResponse;
    expect(session.user).toMatchObject({ company_id: colleague.user.company_id, company_name: 'Own Ltd', role: 'owner' });
    expect(session.access_token).toEqual(expect.any(String));
    const me = await t.call(colleague, 'GET', '/auth/me');
    expect(me.json()).toMatchObject({ company_id: colleague.user.company_id });
    const list = (await t.call(colleague, 'GET', '/companies')).json() as { items: MyCompany[] };
    expect(list.items.filter((item) => item.current).map((item) => item.company_name)).toEqual(['Own Ltd']);
  });
});
