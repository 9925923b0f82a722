import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { UserProfile } from '@carbon/contracts/auth';
import { notAuthenticated, sessionExpired } from './errors.ts';

/** Who is calling, as proven by a valid access token. Everything else is read from the database per request. */
export interface AuthContext {
  userId: string;
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
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match?.[1]) throw notAuthenticated();
    return this.verify(match[1]);
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

/**
 * Adds request.auth and returns the hook that protected routes run first (before body validation, so 401 wins).
 * Past the signature, the token's credential version is compared with the user's in the database, on every
 * request: a password change or reset raises it, and every token issued before then answers 401
 * session_expired, whichever API process checks it (one primary-key read; see docs/architecture.md section 4).
 */
export function registerAuthentication(
  app: FastifyInstance,
  tokens: AccessTokens,
  credentialVersionOf: CredentialVersionLookup,
): AuthenticateHook {
  app.decorateRequest('auth', null);
  return async (request) => {
    const token = await tokens.authenticate(request);
    const current = await credentialVersionOf(token.userId);
    if (current === null) throw notAuthenticated();
    if (current !== token.credentialVersion) throw sessionExpired();
    request.auth = { userId: token.userId };
  };
}

/** The caller of a route protected by the authenticate hook. */
export function currentUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw notAuthenticated();
  return request.auth;
}
