import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: the token sent in the link. Only its hash is stored. */
export function newEmailToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 is enough here: the token has 256 bits of entropy, so it cannot be guessed from its hash. */
export function hashEmailToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TTL_MS = 60 * 60 * 1000;
