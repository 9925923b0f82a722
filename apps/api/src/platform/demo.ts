import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '@carbon/db/seed-demo';
import type { Database } from './db.ts';
import { hashPassword } from './passwords.ts';

export const demoCredentials = { email: DEMO_EMAIL, password: DEMO_PASSWORD } as const;

/**
 * The demo account of the embedded mode (never on a real server: it has a published password).
 * Idempotent, so every start may call it. Its company reports on the last full year.
 */
export function ensureDemoAccount(db: Database): Promise<boolean> {
  return seedDemo(db, { hashPassword, reportingYear: new Date().getFullYear() - 1 });
}
