import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the e2e server listens and keeps its data; shared by the config and the helpers. */
export const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
export const e2eRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const dataDir = resolve(e2eRoot, '.data');
export const mailDir = resolve(dataDir, 'mail');

/** The demo account seeded in embedded mode (no DATABASE_URL). */
export const demo = { email: 'demo@example.com', password: 'demo1234' } as const;

/**
 * Where the server sends the contact form's messages: CONTACT_TO, else MAIL_FROM, else its default sender
 * (README, Configuration). serve.mjs passes this environment on to the server unchanged.
 */
export const teamAddress = process.env.CONTACT_TO || process.env.MAIL_FROM || 'no-reply@localhost';
