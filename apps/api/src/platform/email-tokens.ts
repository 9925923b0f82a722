import { hashRandomSecret, newRandomSecret } from './random-secret.ts';

/** The token sent in the link (random-secret.ts); only its hash is stored. */
export const newEmailToken = newRandomSecret;
export const hashEmailToken = hashRandomSecret;

export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TTL_MS = 60 * 60 * 1000;
