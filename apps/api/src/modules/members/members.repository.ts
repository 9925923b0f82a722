import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { companies, invitations, memberships, users } from '@carbon/db/schema';
import type { Role } from '@carbon/contracts/auth';
import type { Database } from '../../platform/db.ts';
import type { JobQueue } from '../../platform/jobs-queue.ts';
import { EntitlementsRepository } from '../entitlements/entitlements.repository.ts';
import { OutboxRepository, type OutboxEmailPayload } from '../outbox/outbox.repository.ts';
import { readCompanyName } from '../companies/companies.repository.ts';

export interface MemberRow {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  joinedAt: Date;
}

export interface InvitationRow {
  id: string;
  companyId: string;
  email: string;
  role: Role;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
}

export interface MyCompanyRow {
  companyId: string;
  companyName: string;
  role: Role;
  current: boolean;
}

const memberColumns = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: memberships.role,
  joinedAt: memberships.createdAt,
};

const invitationColumns = {
  id: invitations.id,
  companyId: invitations.companyId,
  email: invitations.email,
  role: invitations.role,
  expiresAt: invitations.expiresAt,
  acceptedAt: invitations.acceptedAt,
  revokedAt: invitations.revokedAt,
  createdAt: invitations.createdAt,
};

/** Neither accepted, revoked nor expired: the invitation's link still works and it holds a member place. */
export function pendingInvitation() {
  return and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, sql`now()`));
}

export class MembersRepository {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
  ) {}

  transaction<T>(work: (repository: MembersRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new MembersRepository(tx, this.jobs)));
  }

  /** For the plan's member limit, counted and locked inside this repository's transaction. */
  entitlements(): EntitlementsRepository {
    return new EntitlementsRepository(this.db);
  }

  async listMembers(companyId: string): Promise<MemberRow[]> {
    return this.db
      .select(memberColumns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.companyId, companyId))
      .orderBy(asc(memberships.createdAt), asc(users.email));
  }

  async findMember(companyId: string, userId: string): Promise<MemberRow | null> {
    const [row] = await this.db
      .select(memberColumns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
      .limit(1);
    return row ?? null;
  }

  async isMemberByEmail(companyId: string, email: string): Promise<boolean> {
    const rows = await this.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.companyId, companyId), sql`lower(${users.email}) = lower(${email})`))
      .limit(1);
    return rows.length > 0;
  }

  /**
   * The company's owners, their rows locked until the transaction ends: two owners demoting each other at
   * once are counted one after the other, so the company never ends up without one.
   */
  async lockOwners(companyId: string): Promise<string[]> {
    const rows = await this.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.companyId, companyId), eq(memberships.role, 'owner')))
      .for('update');
    return rows.map((row) => row.userId);
  }

  async setRole(companyId: string, userId: string, role: Role): Promise<void> {
    await this.db
      .update(memberships)
      .set({ role })
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
  }

  async addMember(companyId: string, userId: string, role: Role): Promise<void> {
    await this.db.insert(memberships).values({ companyId, userId, role });
  }

  /**
   * Removes the membership; a user whose current company it was moves to their oldest remaining company (or
   * none), so their next profile read does not point at a company they left.
   */
  async removeMember(companyId: string, userId: string): Promise<void> {
    await this.db
      .delete(memberships)
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
    await this.db
      .update(users)
      .set({
        defaultCompanyId: sql`(select ${memberships.companyId} from ${memberships} where ${memberships.userId} = ${userId} order by ${memberships.createdAt} limit 1)`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.id, userId), eq(users.defaultCompanyId, companyId)));
  }

  async setCurrentCompany(userId: string, companyId: string): Promise<void> {
    await this.db
      .update(users)
      .set({ defaultCompanyId: companyId, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }

  async myCompanies(userId: string): Promise<MyCompanyRow[]> {
    return this.db
      .select({
        companyId: companies.id,
        companyName: companies.name,
        role: memberships.role,
        current: sql<boolean>`coalesce(${users.defaultCompanyId} = ${companies.id}, false)`,
      })
      .from(memberships)
      .innerJoin(companies, eq(companies.id, memberships.companyId))
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.userId, userId))
      .orderBy(asc(companies.name), asc(companies.id));
  }

  async userEmail(userId: string): Promise<{ email: string; firstName: string; lastName: string } | null> {
    const [row] = await this.db
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ?? null;
  }

  companyName(companyId: string): Promise<string | null> {
    return readCompanyName(this.db, companyId);
  }

  async listPendingInvitations(companyId: string): Promise<InvitationRow[]> {
    return this.db
      .select(invitationColumns)
      .from(invitations)
      .where(and(eq(invitations.companyId, companyId), pendingInvitation()))
      .orderBy(asc(invitations.createdAt));
  }

  async findPendingInvitation(companyId: string, invitationId: string): Promise<InvitationRow | null> {
    const [row] = await this.db
      .select(invitationColumns)
      .from(invitations)
      .where(and(eq(invitations.companyId, companyId), eq(invitations.id, invitationId), pendingInvitation()))
      .limit(1);
    return row ?? null;
  }

  /** The invitation of a link, whatever its state, locked until the transaction ends (one accept at a time). */
  async lockInvitationByToken(tokenHash: string): Promise<(InvitationRow & { expired: boolean }) | null> {
    const [row] = await this.db
      // The database clock decides expiry, as it set it.
      .select({ ...invitationColumns, expired: sql<boolean>`${invitations.expiresAt} <= now()` })
      .from(invitations)
      .where(eq(invitations.tokenHash, tokenHash))
      .limit(1)
      .for('update');
    return row ?? null;
  }

  /** Revokes the address's pending invitations to the company (a new invitation replaces them). */
  async revokePendingFor(companyId: string, email: string, exceptId?: string): Promise<void> {
    await this.db
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(invitations.companyId, companyId),
          sql`lower(${invitations.email}) = lower(${email})`,
          pendingInvitation(),
          ...(exceptId ? [ne(invitations.id, exceptId)] : []),
        ),
      );
  }

  async revokeInvitation(invitationId: string): Promise<void> {
    await this.db.update(invitations).set({ revokedAt: sql`now()` }).where(eq(invitations.id, invitationId));
  }

  async markAccepted(invitationId: string): Promise<void> {
    await this.db.update(invitations).set({ acceptedAt: sql`now()` }).where(eq(invitations.id, invitationId));
  }

  async insertInvitation(values: {
    companyId: string;
    email: string;
    role: Role;
    tokenHash: string;
    invitedBy: string;
    ttlMs: number;
  }): Promise<InvitationRow> {
    const [row] = await this.db
      .insert(invitations)
      .values({
        companyId: values.companyId,
        email: values.email,
        role: values.role,
        tokenHash: values.tokenHash,
        invitedBy: values.invitedBy,
        // The database clock decides expiry, as for the email tokens, so every API process agrees.
        expiresAt: sql`now() + make_interval(secs => ${values.ttlMs / 1000})`,
      })
      .returning(invitationColumns);
    if (!row) throw new Error('invitation insert returned no row');
    return row;
  }

  enqueueEmail(companyId: string, payload: OutboxEmailPayload): Promise<string> {
    return new OutboxRepository(this.db, this.jobs).enqueueEmail('email.invitation', companyId, payload);
  }
}
