import type {
  ChangePasswordInput,
  LoginInput,
  RegisterInput,
  TokenResponse,
  UserProfile,
} from '@carbon/contracts/auth';
import { localeSchema } from '@carbon/contracts/common';
import { isAppLocale } from '@carbon/i18n/locale';
import { z } from 'zod';
import type { AccessTokens } from '../../platform/auth.ts';
import {
  hashEmailToken,
  newEmailToken,
  RESET_PASSWORD_TTL_MS,
  VERIFY_EMAIL_TTL_MS,
} from '../../platform/email-tokens.ts';
import { AppError, notAuthenticated } from '../../platform/errors.ts';
import type { AppLocale } from '../../platform/i18n.ts';
import type { JobQueue } from '../../platform/jobs-queue.ts';
import {
  burnPasswordCheck,
  hashPassword,
  passwordProblem,
  verifyPassword,
  type PasswordOwner,
} from '../../platform/passwords.ts';
import { invalidBodyField } from '../../platform/validation.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import {
  changePasswordLimits,
  signInLimits,
  TRUSTED_ADDRESS_DAYS,
  type AttemptLimit,
} from './attempt-limits.ts';
import { renderAccountEmail, type AccountEmailKind } from './auth.emails.ts';
import { toUserProfile } from './auth.mapper.ts';
import type { AuthRepository, EmailTokenPurpose } from './auth.repository.ts';

/** At most this many verification or reset emails per account and hour, so nobody can flood a mailbox. */
export const EMAILS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
/** Forgot-password's work (lookup, token, email) runs as this job, after the answer (issue 7, defect 8). */
export const PASSWORD_RESET_JOB_KIND = 'auth.password-reset';
/** The job only looks up and queues; the email it queues has its own retries. */
const PASSWORD_RESET_RETRY_LIMIT = 3;
const passwordResetJobPayloadSchema = z.object({ email: z.string(), locale: localeSchema.nullable() });

const emailPurposes: Record<
  AccountEmailKind,
  { purpose: EmailTokenPurpose; ttlMs: number; path: string; outboxKind: string }
> = {
  verify: {
    purpose: 'verify_email',
    ttlMs: VERIFY_EMAIL_TTL_MS,
    path: '/verify-email',
    outboxKind: 'email.verify',
  },
  reset: {
    purpose: 'reset_password',
    ttlMs: RESET_PASSWORD_TTL_MS,
    path: '/reset-password',
    outboxKind: 'email.reset',
  },
};

interface Recipient {
  userId: string;
  email: string;
  firstName: string;
  locale: AppLocale;
  companyId: string | null;
}

const incorrectCredentials = () => new AppError(401, 'incorrect_credentials');
const invalidToken = () => new AppError(400, 'invalid_or_expired_token');
const tooManyEmails = () =>
  new AppError(429, 'too_many_emails', { headers: { 'retry-after': String(HOUR_MS / 1000) } });

export class AuthService {
  constructor(
    private readonly repository: AuthRepository,
    private readonly outbox: OutboxService,
    private readonly tokens: AccessTokens,
    private readonly appUrl: string,
    private readonly jobs: JobQueue,
    private readonly entitlements: EntitlementsService,
  ) {
    jobs.register(
      PASSWORD_RESET_JOB_KIND,
      async (payload) => {
        const { email, locale } = passwordResetJobPayloadSchema.parse(payload);
        await this.sendPasswordReset(email, locale ?? undefined);
        return null;
      },
      { retryLimit: PASSWORD_RESET_RETRY_LIMIT },
    );
  }

  async register(input: RegisterInput, requestLocale: AppLocale): Promise<TokenResponse> {
    await requireStrongPassword('password', input.password, {
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      companyName: input.company_name,
    });
    if (await this.repository.emailExists(input.email)) throw new AppError(409, 'email_taken');
    const locale = input.locale ?? requestLocale;
    const passwordHash = await hashPassword(input.password);
    const { userId, credentialVersion } = await this.repository.transaction(async (repository) => {
      const account = await repository.createAccount({
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        locale,
        companyName: input.company_name,
      });
      // Two sign-ups with one address at the same moment: the unique index lets only one through.
      if (!account) throw new AppError(409, 'email_taken');
      // The owner is the company's first member; like any member, within the plan's limit.
      await this.entitlements.assertWithinLimit(account.companyId, 'members', repository.entitlements());
      await repository.addMember(account.companyId, account.userId, 'owner');
      const recipient = {
        userId: account.userId,
        email: input.email,
        firstName: input.first_name,
        locale,
        companyId: account.companyId,
      };
      await this.queueAccountEmail(repository, 'verify', recipient);
      return { userId: account.userId, credentialVersion: account.credentialVersion };
    });
    this.outbox.flush();
    return this.tokenResponse(await this.profile(userId), credentialVersion);
  }

  async login(input: LoginInput, clientIp: string): Promise<TokenResponse> {
    // Reserved before the password is checked, so a refused guess learns nothing, not even a correct one.
    const reserved = await this.reserveAttempts(signInLimits(input.email, clientIp));
    const user = await this.repository.findCredentialsByEmail(input.email);
    if (!user) await burnPasswordCheck(input.password);
    const valid = user !== null && (await verifyPassword(user.passwordHash, input.password));
    if (!user || !valid) {
      await this.repository.forgetExpiredAttempts();
      throw incorrectCredentials();
    }
    await this.repository.releaseAttempts(reserved, TRUSTED_ADDRESS_DAYS);
    return this.tokenResponse(await this.profile(user.userId), user.credentialVersion);
  }

  /** The caller's profile; a token whose user or company membership is gone no longer authenticates. */
  async profile(userId: string): Promise<UserProfile> {
    const row = await this.repository.findProfile(userId);
    if (!row) throw notAuthenticated();
    return toUserProfile(row);
  }

  /**
   * A new access token and profile for the caller, after a change of their current company (a company joined or
   * switched to): the token's claims name the company, so the web starts from the right one on its next load.
   */
  async session(userId: string): Promise<TokenResponse> {
    const credentialVersion = await this.repository.credentialVersion(userId);
    if (credentialVersion === null) throw notAuthenticated();
    return this.tokenResponse(await this.profile(userId), credentialVersion);
  }

  async verifyEmail(token: string): Promise<void> {
    await this.repository.transaction(async (repository) => {
      const userId = await repository.consumeEmailToken(hashEmailToken(token), 'verify_email');
      if (!userId) throw invalidToken();
      await repository.markEmailVerified(userId);
    });
  }

  async resendConfirmation(userId: string): Promise<void> {
    const user = await this.repository.findCredentialsById(userId);
    if (!user) throw notAuthenticated();
    if (user.emailVerifiedAt) throw new AppError(409, 'email_already_verified');
    if ((await this.repository.countEmailTokensSince(userId, 'verify_email', HOUR_MS)) >= EMAILS_PER_HOUR)
      throw tooManyEmails();
    await this.repository.transaction((repository) =>
      this.queueAccountEmail(repository, 'verify', recipientOf(user)),
    );
    this.outbox.flush();
  }

  /**
   * Whether the address has an account, or was throttled, must not show (no account enumeration): not in the
   * answer, nor in its time. So the request only queues the work, the same job for any address, and the job
   * looks the address up after the answer is sent.
   */
  async forgotPassword(email: string, locale: AppLocale | undefined): Promise<void> {
    await this.jobs.enqueue(
      PASSWORD_RESET_JOB_KIND,
      { email, locale: locale ?? null },
      { companyId: null, userId: null },
    );
  }

  /** The forgot-password job: a reset email when the address has an account and is not throttled. */
  private async sendPasswordReset(email: string, locale: AppLocale | undefined): Promise<void> {
    const user = await this.repository.findCredentialsByEmail(email);
    if (!user) return;
    const stored = recipientOf(user);
    const recipient = { ...stored, locale: locale ?? stored.locale };
    const queued = await this.repository.transaction(async (repository) => {
      // Several reset jobs for one address may run at once: the lock counts them one after the other.
      await repository.lockUser(user.userId);
      if ((await repository.countEmailTokensSince(user.userId, 'reset_password', HOUR_MS)) >= EMAILS_PER_HOUR)
        return false;
      // Only the newest link works: an older email that leaked is useless.
      await repository.revokeEmailTokens(user.userId, 'reset_password');
      await this.queueAccountEmail(repository, 'reset', recipient);
      return true;
    });
    if (queued) this.outbox.flush();
  }

  /** The link's token is only used once the new password is accepted, so a refused one can be corrected. */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    const tokenHash = hashEmailToken(token);
    const owner = await this.repository.findCredentialsByEmailToken(tokenHash, 'reset_password');
    if (!owner) throw invalidToken();
    await requireStrongPassword('new_password', newPassword, owner);
    const passwordHash = await hashPassword(newPassword);
    await this.repository.transaction(async (repository) => {
      const userId = await repository.consumeEmailToken(tokenHash, 'reset_password');
      if (!userId) throw invalidToken();
      await repository.updatePasswordHash(userId, passwordHash);
      await repository.revokeEmailTokens(userId, 'reset_password');
      // The link came through the mailbox, which proves the address as well as a verification link would.
      await repository.markEmailVerified(userId);
    });
  }

  /** Returns the caller's next access token: the change revokes every earlier one, theirs included. */
  async changePassword(userId: string, input: ChangePasswordInput): Promise<string> {
    const user = await this.repository.findCredentialsById(userId);
    if (!user) throw notAuthenticated();
    await requireStrongPassword('new_password', input.new_password, user);
    const reserved = await this.reserveAttempts(changePasswordLimits(userId));
    if (!(await verifyPassword(user.passwordHash, input.current_password))) {
      await this.repository.forgetExpiredAttempts();
      throw new AppError(400, 'wrong_current_password');
    }
    await this.repository.releaseAttempts(reserved, TRUSTED_ADDRESS_DAYS);
    const credentialVersion = await this.repository.updatePasswordHash(
      userId,
      await hashPassword(input.new_password),
    );
    return this.tokens.sign(await this.profile(userId), credentialVersion);
  }

  /**
   * Asks the signed-in user's password again before something irreversible (deleting the account or a company).
   * Wrong guesses count on the change-password counters: both prove the same password of the same session.
   * A wrong password answers 422 on `password` and changes nothing.
   */
  async confirmPassword(userId: string, password: string): Promise<void> {
    const user = await this.repository.findCredentialsById(userId);
    if (!user) throw notAuthenticated();
    const reserved = await this.reserveAttempts(changePasswordLimits(userId));
    if (!(await verifyPassword(user.passwordHash, password))) {
      await this.repository.forgetExpiredAttempts();
      throw invalidBodyField('password', 'errors.wrong_password', 'wrong_password');
    }
    await this.repository.releaseAttempts(reserved, TRUSTED_ADDRESS_DAYS);
  }

  /**
   * One attempt on every limit, all or none (one transaction, so a refused limit leaves the others untouched);
   * 429 with Retry-After when a limit is reached. Returns the reserved limits, to release on success.
   */
  private async reserveAttempts(limits: AttemptLimit[]): Promise<AttemptLimit[]> {
    return this.repository.transaction(async (repository) => {
      const reserved: AttemptLimit[] = [];
      let trusted = false;
      for (const limit of limits) {
        if (limit.exemptWhenTrusted && trusted) continue;
        const reservation = await repository.reserveAttempt(limit, TRUSTED_ADDRESS_DAYS);
        if (!reservation.allowed) {
          throw new AppError(429, limit.rule.refusal, {
            headers: { 'retry-after': String(reservation.retryAfterSeconds) },
          });
        }
        trusted ||= reservation.trusted;
        reserved.push(limit);
      }
      return reserved;
    });
  }

  private async tokenResponse(profile: UserProfile, credentialVersion: number): Promise<TokenResponse> {
    return {
      access_token: await this.tokens.sign(profile, credentialVersion),
      token_type: 'bearer',
      user: profile,
    };
  }

  /** Creates the single-use token and writes the rendered email to the outbox, in the caller's transaction. */
  private async queueAccountEmail(
    repository: AuthRepository,
    kind: AccountEmailKind,
    recipient: Recipient,
  ): Promise<void> {
    const { purpose, ttlMs, path, outboxKind } = emailPurposes[kind];
    const token = newEmailToken();
    await repository.insertEmailToken(recipient.userId, purpose, hashEmailToken(token), ttlMs);
    const link = `${this.appUrl}${path}?token=${encodeURIComponent(token)}`;
    const rendered = renderAccountEmail(kind, recipient.locale, recipient.firstName, link);
    const payload = { to: recipient.email, ...rendered, link, locale: recipient.locale };
    await repository.enqueueEmail(outboxKind, recipient.companyId, payload);
  }
}

function recipientOf(user: {
  userId: string;
  email: string;
  firstName: string;
  locale: string;
  companyId: string | null;
}): Recipient {
  return {
    userId: user.userId,
    email: user.email,
    firstName: user.firstName,
    locale: isAppLocale(user.locale) ? user.locale : 'en',
    companyId: user.companyId,
  };
}

/** A 422 on the password field when the new password is too easy to guess for this account. */
async function requireStrongPassword(
  field: 'password' | 'new_password',
  password: string,
  owner: PasswordOwner,
): Promise<void> {
  const problem = await passwordProblem(password, owner);
  if (problem) throw invalidBodyField(field, `errors.${problem}`, problem);
}
