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

const ALGORITHM = 'HS256';

/** HS256 access tokens: sub and user_id name the user, exp bounds the session, the profile rides along for the web. */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(profile: UserProfile): Promise<string> {
    return new SignJWT({ ...profile })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(profile.user_id)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.key);
  }

  /** Rejects a missing, malformed, tampered or expired token with 401. */
  async verify(token: string): Promise<AuthContext> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        requiredClaims: ['sub', 'exp'],
      });
      if (typeof payload.sub !== 'string' || payload.sub.length === 0) throw notAuthenticated();
      return { userId: payload.sub };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw sessionExpired();
      throw notAuthenticated();
    }
  }

  /** Reads `Authorization: Bearer <token>`; the scheme is case-insensitive (RFC 7235). */
  async authenticate(request: FastifyRequest): Promise<AuthContext> {
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

/** Adds request.auth and returns the hook that protected routes run first (before body validation, so 401 wins). */
export function registerAuthentication(app: FastifyInstance, tokens: AccessTokens): AuthenticateHook {
  app.decorateRequest('auth', null);
  return async (request) => {
    request.auth = await tokens.authenticate(request);
  };
}

/** The caller of a route protected by the authenticate hook. */
export function currentUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw notAuthenticated();
  return request.auth;
}
