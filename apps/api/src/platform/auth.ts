import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { API_KEY_PREFIX, type ApiKeyRole } from '@carbon/contracts/api-keys';
import type { UserProfile } from '@carbon/contracts/auth';
import { notAuthenticated, sessionExpired } from './errors.ts';

/**
 * Who is calling, as proven by a valid access token or API key. Everything else is read from the database per
 * request. `userId` is the id the tenancy gate (CompaniesService.requireRole, and the membership joins that go
 * through callerMemberships) resolves: a signed-in user's id, or for an API key the key's own id, which the gate
 * finds as a membership of exactly one company with the key's role. So every module's existing checks apply to
 * keys unchanged, and a key reaches nothing a user's membership would not.
 */
export interface AuthContext {
  userId: string;
  /** Set when the caller authenticated with an API key rather than a user session. */
  apiKey: ApiKeyCaller | null;
}

/** A caller authenticated by an API key: the key, its one company and its role there. */
export interface ApiKeyCaller {
  id: string;
  companyId: string;
  role: ApiKeyRole;
  /** The user who made the key (null once they are deleted). */
  createdBy: string | null;
}

/**
 * The user recorded on work that outlives the request (a queued report or import: `user_id` columns that reference
 * users): the caller, or for an API key the person who made it, since a key is not a user. The request itself is
 * still checked with the key's own role; the job only runs what that check allowed.
 */
export function actingUserId(caller: AuthContext): string | null {
  return caller.apiKey ? caller.apiKey.createdBy : caller.userId;
}

/** What a valid signature proves: the user, and the credential version the token was issued under. */
interface VerifiedToken {
  userId: string;
  credentialVersion: number;
}

const ALGORITHM = 'HS256';
/** The claim naming the user's credential version (users.credential_version) when the token was issued. */
const CREDENTIAL_VERSION_CLAIM = 'credential_version';

/**
 * HS256 access tokens: sub and user_id name the user, exp bounds the session, credential_version ties the
 * token to the password it was issued under, and the profile rides along for the web.
 */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(profile: UserProfile, credentialVersion: number): Promise<string> {
    return new SignJWT({ ...profile, [CREDENTIAL_VERSION_CLAIM]: credentialVersion })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(profile.user_id)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.key);
  }

  /** Rejects a missing, malformed, tampered or expired token with 401. */
  async verify(token: string): Promise<VerifiedToken> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        requiredClaims: ['sub', 'exp'],
      });
      // Checked here rather than as a required claim, so an expired token still reads as expired.
      const credentialVersion = payload[CREDENTIAL_VERSION_CLAIM];
      if (typeof payload.sub !== 'string' || payload.sub.length === 0) throw notAuthenticated();
      if (typeof credentialVersion !== 'number' || !Number.isInteger(credentialVersion))
        throw notAuthenticated();
      return { userId: payload.sub, credentialVersion };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw sessionExpired();
      throw notAuthenticated();
    }
  }

  /** Reads `Authorization: Bearer <token>`; the scheme is case-insensitive (RFC 7235). */
  async authenticate(request: FastifyRequest): Promise<VerifiedToken> {
    return this.verify(bearerOf(request));
  }
}

/**
 * The signing secret: JWT_SECRET when set, otherwise one generated on first start and kept (mode 0600)
 * in the data folder, so tokens survive restarts without any configuration.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two processes starting together cannot overwrite each other's secret.
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`);
  return secret;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` hook on routes that require a signed-in user. */
    auth: AuthContext | null;
  }
}

export type AuthenticateHook = (request: FastifyRequest) => Promise<void>;

/** The user's current credential version, or null when the user no longer exists. */
export type CredentialVersionLookup = (userId: string) => Promise<number | null>;

/** The live (unrevoked) API key whose key is this one, or null; also notes the use (at most once a minute). */
export type ApiKeyLookup = (key: string) => Promise<ApiKeyCaller | null>;

/** The bearer credential of the request, or 401 when there is none. */
function bearerOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw notAuthenticated();
  return match[1];
}

/**
 * Adds request.auth and returns the hook that protected routes run first (before body validation, so 401 wins).
 * Past the signature, the token's credential version is compared with the user's in the database, on every
 * request: a password change or reset raises it, and every token issued before then answers 401
 * session_expired, whichever API process checks it (one primary-key read; see docs/architecture.md section 4).
 * A bearer credential starting with the API key prefix is an API key instead (a JWT never does: it starts with
 * its base64url header); an unknown or revoked key answers 401 not_authenticated.
 */
export function registerAuthentication(
  app: FastifyInstance,
  tokens: AccessTokens,
  credentialVersionOf: CredentialVersionLookup,
  apiKeyOf: ApiKeyLookup,
): AuthenticateHook {
  app.decorateRequest('auth', null);
  return async (request) => {
    const credential = bearerOf(request);
    if (credential.startsWith(API_KEY_PREFIX)) {
      const key = await apiKeyOf(credential);
      if (!key) throw notAuthenticated();
      request.auth = { userId: key.id, apiKey: key };
      return;
    }
    const token = await tokens.verify(credential);
    const current = await credentialVersionOf(token.userId);
    if (current === null) throw notAuthenticated();
    if (current !== token.credentialVersion) throw sessionExpired();
    request.auth = { userId: token.userId, apiKey: null };
  };
}

/** The caller of a route protected by the authenticate hook. */
export function currentUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw notAuthenticated();
  return request.auth;
}
