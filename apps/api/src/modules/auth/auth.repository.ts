import { and, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  authAttemptCounters,
  companies,
  emailTokens,
  memberships,
  onboardingState,
  users,
} from '@carbon/db/schema';
import { isUniqueViolation, type Database } from '../../platform/db.ts';
import type { JobQueue } from '../../platform/jobs-queue.ts';
import { EntitlementsRepository } from '../entitlements/entitlements.repository.ts';
import { OutboxRepository, type OutboxEmailPayload } from '../outbox/outbox.repository.ts';
import type { AttemptLimit, AttemptRule } from './attempt-limits.ts';

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
  credentialVersion: number;
  firstName: string;
  lastName: string;
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

/** Whether an attempt may go ahead; when not, how long until one may. */
export type AttemptReservation =
  { allowed: true; trusted: boolean } | { allowed: false; retryAfterSeconds: number };

const credentialColumns = {
  userId: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  credentialVersion: users.credentialVersion,
  firstName: users.firstName,
  lastName: users.lastName,
  locale: users.locale,
  emailVerifiedAt: users.emailVerifiedAt,
  companyId: users.defaultCompanyId,
};

export class AuthRepository {
  constructor(
    private readonly db: Database,
    /** For the job that delivers each email, queued in the same transaction. */
    private readonly jobs: JobQueue,
  ) {}

  transaction<T>(work: (repository: AuthRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new AuthRepository(tx, this.jobs)));
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

  /** The user an unused, unexpired token of this purpose belongs to, without using the token. */
  async findCredentialsByEmailToken(
    tokenHash: string,
    purpose: EmailTokenPurpose,
  ): Promise<CredentialsRow | null> {
    const [row] = await this.db
      .select(credentialColumns)
      .from(emailTokens)
      .innerJoin(users, eq(users.id, emailTokens.userId))
      .where(usableEmailToken(tokenHash, purpose))
      .limit(1);
    return row ?? null;
  }

  /** Read by the authentication hook on every request: one primary-key lookup. Null when the user is gone. */
  async credentialVersion(userId: string): Promise<number | null> {
    const [row] = await this.db
      .select({ credentialVersion: users.credentialVersion })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row?.credentialVersion ?? null;
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
   * The user, their company and the company's pending setup, together; the owner membership follows through
   * addMember, after the plan's member limit is checked.
   * Returns null when the email is taken (checked by the unique index, so concurrent sign-ups are safe);
   * the surrounding transaction is then unusable and must be abandoned.
   */
  async createAccount(
    account: NewAccount,
  ): Promise<{ userId: string; companyId: string; credentialVersion: number } | null> {
    const [company] = await this.db
      .insert(companies)
      .values({ name: account.companyName })
      .returning({ id: companies.id });
    if (!company) throw new Error('company insert returned no row');
    let user: { id: string; credentialVersion: number } | undefined;
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
        .returning({ id: users.id, credentialVersion: users.credentialVersion });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
    if (!user) throw new Error('user insert returned no row');
    await this.db.insert(onboardingState).values({ companyId: company.id });
    return { userId: user.id, companyId: company.id, credentialVersion: user.credentialVersion };
  }

  /** Holds the user's row until the transaction ends, so that checks on their tokens run one at a time. */
  async lockUser(userId: string): Promise<void> {
    await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  }

  async addMember(companyId: string, userId: string, role: ProfileRow['role']): Promise<void> {
    await this.db.insert(memberships).values({ companyId, userId, role });
  }

  /** Plan checks counted inside this repository's transaction. */
  entitlements(): EntitlementsRepository {
    return new EntitlementsRepository(this.db);
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
      .where(usableEmailToken(tokenHash, purpose))
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

  /** Sets the password and moves the credential version on, which revokes every token issued before; returns it. */
  async updatePasswordHash(userId: string, passwordHash: string): Promise<number> {
    const [row] = await this.db
      .update(users)
      .set({ passwordHash, credentialVersion: sql`${users.credentialVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ credentialVersion: users.credentialVersion });
    if (!row) throw new Error(`no user ${userId} to update`);
    return row.credentialVersion;
  }

  /**
   * Counts one more failure on the limit's counter, ahead of the password check, if the rule allows an attempt
   * now: one statement, whose row lock orders concurrent attempts from every process. Allowed attempts learn
   * whether the owner signed in from this counter's address lately (`trusted`).
   */
  async reserveAttempt(limit: AttemptLimit, trustedDays: number): Promise<AttemptReservation> {
    const c = authAttemptCounters;
    const { windowSeconds, maxFailures } = limit.rule;
    const windowEnd = sql`now() + make_interval(secs => ${windowSeconds})`;
    const fresh = sql`${c.windowEndsAt} <= now()`;
    const failures = sql`(case when ${fresh} then 1 else ${c.failures} + 1 end)`;
    const windowEndsAt = sql`(case when ${fresh} then ${windowEnd} else ${c.windowEndsAt} end)`;
    const blockedUntil = backoffDelayEnd(limit.rule, failures);
    const belowCap = maxFailures === null ? sql`true` : sql`${c.failures} < ${maxFailures}`;
    const [row] = await this.db
      .insert(c)
      .values({
        key: limit.key,
        failures: 1,
        windowEndsAt: windowEnd,
        blockedUntil: backoffDelayEnd(limit.rule, sql`1`),
        expiresAt: sql`greatest(${windowEnd}, ${backoffDelayEnd(limit.rule, sql`1`)})`,
      })
      .onConflictDoUpdate({
        target: c.key,
        set: {
          failures,
          windowEndsAt,
          blockedUntil,
          expiresAt: sql`greatest(${windowEndsAt}, ${blockedUntil}, ${c.succeededAt} + make_interval(days => ${trustedDays}))`,
        },
        setWhere: sql`(${c.blockedUntil} is null or ${c.blockedUntil} <= now()) and (${fresh} or ${belowCap})`,
      })
      .returning({
        trusted: sql<boolean>`coalesce(${c.succeededAt} > now() - make_interval(days => ${trustedDays}), false)`,
      });
    if (row) return { allowed: true, trusted: row.trusted };
    // Refused: the delay runs, or the window holds its cap; the later of the two ends the wait.
    const [wait] = await this.db
      .select({
        seconds: sql<number | null>`ceil(extract(epoch from greatest(
          case when ${c.blockedUntil} > now() then ${c.blockedUntil} end,
          case when ${c.windowEndsAt} > now() and ${c.failures} >= ${maxFailures} then ${c.windowEndsAt} end
        ) - now()))::int`,
      })
      .from(c)
      .where(eq(c.key, limit.key));
    return { allowed: false, retryAfterSeconds: Math.max(1, wait?.seconds ?? 1) };
  }

  /**
   * The password was right: the reserved failures were none. A limit marked `trustOnSuccess` also forgets its
   * earlier failures and remembers the address as the owner's.
   */
  async releaseAttempts(limits: AttemptLimit[], trustedDays: number): Promise<void> {
    const c = authAttemptCounters;
    const released = limits.filter((limit) => !limit.trustOnSuccess).map((limit) => limit.key);
    const trusted = limits.filter((limit) => limit.trustOnSuccess).map((limit) => limit.key);
    if (released.length > 0) {
      await this.db
        .update(c)
        .set({ failures: sql`greatest(${c.failures} - 1, 0)` })
        .where(inArray(c.key, released));
    }
    if (trusted.length > 0) {
      await this.db
        .update(c)
        .set({
          failures: 0,
          succeededAt: sql`now()`,
          expiresAt: sql`greatest(${c.expiresAt}, now() + make_interval(days => ${trustedDays}))`,
        })
        .where(inArray(c.key, trusted));
    }
  }

  /** Deletes the counters that no rule reads any more (indexed on expires_at, so it stays cheap). */
  async forgetExpiredAttempts(): Promise<void> {
    await this.db.delete(authAttemptCounters).where(sql`${authAttemptCounters.expiresAt} < now()`);
  }

  enqueueEmail(kind: string, companyId: string | null, payload: OutboxEmailPayload): Promise<string> {
    return new OutboxRepository(this.db, this.jobs).enqueueEmail(kind, companyId, payload);
  }
}

/** The token of this hash and purpose, if it is unused and unexpired (by the database clock). */
function usableEmailToken(tokenHash: string, purpose: EmailTokenPurpose): SQL | undefined {
  return and(
    eq(emailTokens.tokenHash, tokenHash),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, sql`now()`),
  );
}

/** When the back-off of a rule lets the next attempt in, after `failures` failures (null: at once). */
function backoffDelayEnd(rule: AttemptRule, failures: SQL): SQL {
  if (!rule.backoff) return sql`null::timestamptz`;
  const { freeFailures, baseDelaySeconds, maxDelaySeconds } = rule.backoff;
  return sql`(case when ${failures} > ${freeFailures} then now() + make_interval(secs => least(
    ${maxDelaySeconds}, ${baseDelaySeconds} * power(2, ${failures} - ${freeFailures} - 1)
  )) end)`;
}
