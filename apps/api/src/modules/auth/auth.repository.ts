import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { authFailures, companies, emailTokens, memberships, onboardingState, users } from '@carbon/db/schema';
import { isUniqueViolation, type Database } from '../../platform/db.ts';
import { OutboxRepository, type OutboxEmailPayload } from '../outbox/outbox.repository.ts';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

/** What the profile of SPEC section 3 is built from: the user, their current company and their role in it. */
export interface ProfileRow {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  currency: string;
  locale: string;
  emailVerifiedAt: Date | null;
  companyId: string;
  companyName: string;
  role: 'owner' | 'admin' | 'editor' | 'viewer';
  setupCompletedAt: Date | null;
}

export interface CredentialsRow {
  userId: string;
  email: string;
  passwordHash: string;
  firstName: string;
  locale: string;
  emailVerifiedAt: Date | null;
  companyId: string | null;
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  locale: string;
  companyName: string;
}

const credentialColumns = {
  userId: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  firstName: users.firstName,
  locale: users.locale,
  emailVerifiedAt: users.emailVerifiedAt,
  companyId: users.defaultCompanyId,
};

export class AuthRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (repository: AuthRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new AuthRepository(tx)));
  }

  async emailExists(email: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return rows.length > 0;
  }

  async findCredentialsByEmail(email: string): Promise<CredentialsRow | null> {
    const [row] = await this.db
      .select(credentialColumns)
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return row ?? null;
  }

  async findCredentialsById(userId: string): Promise<CredentialsRow | null> {
    const [row] = await this.db.select(credentialColumns).from(users).where(eq(users.id, userId)).limit(1);
    return row ?? null;
  }

  /** The user with their default company; none when the user is gone or no longer a member of it. */
  async findProfile(userId: string): Promise<ProfileRow | null> {
    const [row] = await this.db
      .select({
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        country: users.country,
        currency: users.currency,
        locale: users.locale,
        emailVerifiedAt: users.emailVerifiedAt,
        companyId: companies.id,
        companyName: companies.name,
        role: memberships.role,
        setupCompletedAt: onboardingState.completedAt,
      })
      .from(users)
      .innerJoin(
        memberships,
        and(eq(memberships.userId, users.id), eq(memberships.companyId, users.defaultCompanyId)),
      )
      .innerJoin(companies, eq(companies.id, memberships.companyId))
      .leftJoin(onboardingState, eq(onboardingState.companyId, companies.id))
      .where(eq(users.id, userId))
      .limit(1);
    return row ?? null;
  }

  /**
   * The user, their company, their owner membership and the company's pending setup, together.
   * Returns null when the email is taken (checked by the unique index, so concurrent sign-ups are safe);
   * the surrounding transaction is then unusable and must be abandoned.
   */
  async createAccount(account: NewAccount): Promise<{ userId: string; companyId: string } | null> {
    const [company] = await this.db
      .insert(companies)
      .values({ name: account.companyName })
      .returning({ id: companies.id });
    if (!company) throw new Error('company insert returned no row');
    let user: { id: string } | undefined;
    try {
      [user] = await this.db
        .insert(users)
        .values({
          email: account.email,
          passwordHash: account.passwordHash,
          firstName: account.firstName,
          lastName: account.lastName,
          locale: account.locale,
          defaultCompanyId: company.id,
        })
        .returning({ id: users.id });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
    if (!user) throw new Error('user insert returned no row');
    await this.db.insert(memberships).values({ companyId: company.id, userId: user.id, role: 'owner' });
    await this.db.insert(onboardingState).values({ companyId: company.id });
    return { userId: user.id, companyId: company.id };
  }

  async insertEmailToken(
    userId: string,
    purpose: EmailTokenPurpose,
    tokenHash: string,
    ttlMs: number,
  ): Promise<void> {
    await this.db.insert(emailTokens).values({
      userId,
      purpose,
      tokenHash,
      // The database clock decides expiry, so every API process agrees.
      expiresAt: sql`now() + make_interval(secs => ${ttlMs / 1000})`,
    });
  }

  /** Marks the user's unused tokens of this purpose as used, so only a newer one works. */
  async revokeEmailTokens(userId: string, purpose: EmailTokenPurpose): Promise<void> {
    await this.db
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)),
      );
  }

  /**
   * Uses a token once: a single conditional UPDATE, so two concurrent uses cannot both succeed.
   * Returns the user it belongs to, or null when unknown, already used, expired or of another purpose.
   */
  async consumeEmailToken(tokenHash: string, purpose: EmailTokenPurpose): Promise<string | null> {
    const [row] = await this.db
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: emailTokens.userId });
    return row?.userId ?? null;
  }

  async countEmailTokensSince(userId: string, purpose: EmailTokenPurpose, windowMs: number): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.userId, userId),
          eq(emailTokens.purpose, purpose),
          gt(emailTokens.createdAt, sql`now() - make_interval(secs => ${windowMs / 1000})`),
        ),
      );
    return row?.count ?? 0;
  }

  async markEmailVerified(userId: string): Promise<void> {
    await this.db
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }

  async updatePasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }

  /** The highest number of failures recorded for any of the keys within the window. */
  async maxRecentFailures(keys: string[], windowMs: number): Promise<number> {
    const rows = await this.db
      .select({ key: authFailures.key, count: sql<number>`count(*)::int` })
      .from(authFailures)
      .where(
        and(
          inArray(authFailures.key, keys),
          gt(authFailures.createdAt, sql`now() - make_interval(secs => ${windowMs / 1000})`),
        ),
      )
      .groupBy(authFailures.key);
    return rows.reduce((max, row) => Math.max(max, row.count), 0);
  }

  /** Records one failure per key, and drops the keys' rows that no window looks at any more. */
  async recordFailure(keys: string[], retentionMs: number): Promise<void> {
    await this.db.insert(authFailures).values(keys.map((key) => ({ key })));
    await this.db
      .delete(authFailures)
      .where(
        and(
          inArray(authFailures.key, keys),
          lt(authFailures.createdAt, sql`now() - make_interval(secs => ${retentionMs / 1000})`),
        ),
      );
  }

  async clearFailures(key: string): Promise<void> {
    await this.db.delete(authFailures).where(eq(authFailures.key, key));
  }

  enqueueEmail(kind: string, companyId: string | null, payload: OutboxEmailPayload): Promise<string> {
    return new OutboxRepository(this.db).enqueueEmail(kind, companyId, payload);
  }
}
