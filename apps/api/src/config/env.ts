import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isLocalHost } from '../platform/local-address.ts';

/** Settings the app runs with; tests build one directly instead of reading the environment. */
export interface AppConfig {
  port: number;
  host: string;
  /** Base of the links sent by email. */
  appUrl: string;
  dataDir: string;
  /** Absent means embedded PostgreSQL (PGlite) in dataDir/pglite. */
  databaseUrl: string | undefined;
  /** Absent means each email is written as an .eml file under dataDir/mail. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The team address that receives the contact form's messages; absent means MAIL_FROM. */
  contactTo?: string;
  /** Absent means generated once and kept in dataDir/jwt-secret (see platform/auth.ts). */
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  /** Behind a load balancer the client address comes from X-Forwarded-For; the sign-in limit per IP needs it. */
  trustProxy: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The built single-page app served beside the API; it may be missing (API-only use, development). */
  webDistDir: string;
  /** The web build's request-time renderer of public pages (apps/web/dist-server); missing → the single-page app answers. */
  webRendererDir?: string;
  /** Both set: card payments go through Stripe; otherwise the built-in test checkout (no payment is ever taken). */
  stripeSecretKey?: string | undefined;
  stripeWebhookSecret?: string | undefined;
  /** The public origin links are built from behind a proxy (PACT's Link header), e.g. https://carbon.example.com. */
  publicBaseUrl?: string;
  /** With both set, the server speaks HTTPS itself on PORT (and nothing else there). */
  tlsCertFile?: string;
  tlsKeyFile?: string;
  /**
   * Whether a PACT supplier's or partner's address may be this machine or a private network (http allowed there).
   * A public instance refuses them, so that nobody makes it call its own or its network's services; an instance
   * served from a local address (a demo, a test, the conformance suite) accepts them. PACT_ALLOW_LOCAL_URLS decides.
   */
  pactAllowLocalUrls?: boolean;
}

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('no-reply@localhost')),
  CONTACT_TO: z.preprocess(emptyAsUndefined, z.string().optional()),
  JWT_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'JWT_SECRET must hold at least 32 characters').optional(),
  ),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 86_400)
    .default(86_400),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.enum(['true', 'false', '1', '0']).default('false')),
  PUBLIC_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  TLS_CERT_FILE: z.preprocess(emptyAsUndefined, z.string().optional()),
  TLS_KEY_FILE: z.preprocess(emptyAsUndefined, z.string().optional()),
  PACT_ALLOW_LOCAL_URLS: z.preprocess(emptyAsUndefined, z.enum(['true', 'false', '1', '0']).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
});

/** Whether a URL's host is this machine or a private network's (platform/local-address.ts). */
function isLocalUrl(text: string): boolean {
  try {
    return isLocalHost(new URL(text).hostname);
  } catch {
    return false;
  }
}

/**
 * The repository root: the nearest folder above this file whose package.json declares workspaces.
 * Searched rather than computed because this code runs both from src/config (tsx) and bundled in dist/.
 */
export function findRepoRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (parsed.workspaces) return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/** The only reader of process.env; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const values = parsed.data;
  const root = findRepoRoot();
  return {
    port: values.PORT,
    host: values.HOST,
    appUrl: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    dataDir: values.DATA_DIR ? resolve(values.DATA_DIR) : join(root, 'data'),
    databaseUrl: values.DATABASE_URL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    contactTo: values.CONTACT_TO,
    jwtSecret: values.JWT_SECRET,
    jwtTtlSeconds: values.JWT_TTL_SECONDS,
    trustProxy: values.TRUST_PROXY === 'true' || values.TRUST_PROXY === '1',
    logLevel: values.LOG_LEVEL,
    webDistDir: join(root, 'apps', 'web', 'dist'),
    webRendererDir: join(root, 'apps', 'web', 'dist-server'),
    stripeSecretKey: values.STRIPE_SECRET_KEY,
    stripeWebhookSecret: values.STRIPE_WEBHOOK_SECRET,
    publicBaseUrl: values.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    tlsCertFile: values.TLS_CERT_FILE,
    tlsKeyFile: values.TLS_KEY_FILE,
    pactAllowLocalUrls:
      values.PACT_ALLOW_LOCAL_URLS === undefined
        ? isLocalUrl(values.PUBLIC_BASE_URL ?? values.APP_URL ?? 'http://localhost')
        : values.PACT_ALLOW_LOCAL_URLS === 'true' || values.PACT_ALLOW_LOCAL_URLS === '1',
  };
}
