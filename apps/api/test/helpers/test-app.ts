import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Role, TokenResponse } from '@carbon/contracts/auth';
import { connectDatabase, type DatabaseHandle } from '@carbon/db/client';
import { memberships } from '@carbon/db/schema';
import type { AppLocale } from '@carbon/i18n/locale';
import { buildApp } from '../../src/app.ts';
import type { AppConfig } from '../../src/config/env.ts';
import { createJobQueue } from '../../src/platform/jobs.ts';
import type { JobLogger, JobQueue, JobSettings } from '../../src/platform/jobs-queue.ts';
import type { MailMessage, Mailer } from '../../src/platform/mail.ts';
import { createServerDatabase } from './server-database.ts';

export const TEST_JWT_SECRET = 'integration-tests-secret-0123456789abcdef';
export const APP_URL = 'http://app.test';

/**
 * One database per test file: PGlite in memory by default; with TEST_DATABASE_URL a fresh database
 * created on that server (and dropped afterwards), so files running in parallel never share rows.
 */
export async function createTestDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await connectDatabase({ kind: 'pglite' });
    return { database, drop: () => database.close() };
  }
  const server = await createServerDatabase(serverUrl);
  const database = await connectDatabase({ kind: 'postgresql', url: server.url, maxConnections: 4 });
  return {
    database,
    drop: async () => {
      await database.close();
      await server.drop();
    },
  };
}

/** Back-off and polling short enough that a retried job runs within seconds (production: JOB_* constants). */
export const TEST_JOB_SETTINGS: JobSettings = { retryDelaySeconds: 1, pollIntervalMs: 100, concurrency: 2 };

/** Quiet about retries the tests provoke; what would be a real problem still shows. */
const testJobLogger: JobLogger = {
  info: () => {},
  warn: () => {},
  error: (object, message) => console.error(message, object),
};

/** The queue the app would pick for this database, with the test settings; the caller starts and stops it. */
export function createTestJobQueue(database: DatabaseHandle): JobQueue {
  return createJobQueue(database, { logger: testJobLogger, settings: TEST_JOB_SETTINGS });
}

/**
 * A mailer that keeps every message, so tests read what users would receive. Emails go out through jobs, after
 * the request answered: reading waits until no job is due or running (`settle`).
 */
export class CapturedMail implements Mailer {
  readonly messages: MailMessage[] = [];

  constructor(private readonly settle: () => Promise<void> = async () => {}) {}

  async send(message: MailMessage): Promise<void> {
    this.messages.push(message);
  }

  /** Messages sent to an address, oldest first. */
  async to(email: string): Promise<MailMessage[]> {
    await this.settle();
    return this.messages.filter((message) => message.to === email.toLowerCase());
  }

  async last(email: string): Promise<MailMessage> {
    const message = (await this.to(email)).at(-1);
    if (!message) throw new Error(`no email was sent to ${email}`);
    return message;
  }
}

const dataDirs: string[] = [];
// Registered from the helper, so every test file that builds a config removes its folders when it ends.
afterAll(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'carbon-api-test-'));
  dataDirs.push(dataDir);
  return {
    port: 0,
    host: '127.0.0.1',
    appUrl: APP_URL,
    dataDir,
    databaseUrl: undefined,
    smtpUrl: undefined,
    mailFrom: 'no-reply@app.test',
    jwtSecret: TEST_JWT_SECRET,
    jwtTtlSeconds: 3600,
    trustProxy: false,
    logLevel: 'silent',
    webDistDir: join(tmpdir(), 'carbon-api-test-no-web-build'),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  mail: CapturedMail;
  /** Started; `pause()` it to look at queued work before it runs, `idle()` to wait for it. */
  jobs: JobQueue;
  config: AppConfig;
  /** One request to /api/v1 on this app (`callApi`). */
  call: (
    user: Pick<TokenResponse, 'access_token'> | null,
    method: ApiMethod,
    url: string,
    options?: CallOptions,
  ) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  mailer?: Mailer;
  /** Registers job kinds of the test's own, before the queue starts. */
  registerJobs?: (jobs: JobQueue) => void;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  const config = testConfig(options.config);
  const jobs = createTestJobQueue(database);
  const mail = new CapturedMail(() => jobs.idle());
  const app = await buildApp({ config, database, mailer: options.mailer ?? mail, logger: false, jobs });
  await app.ready();
  options.registerJobs?.(jobs);
  await jobs.start();
  return {
    app,
    database,
    mail,
    jobs,
    config,
    call: (user, method, url, callOptions) => callApi(app, user, method, url, callOptions),
    close: async () => {
      await jobs.stop();
      await app.close();
      await drop();
    },
  };
}

/**
 * The test file's app: started before its first test (a `beforeAll` registered here, so the file's own
 * `beforeAll` hooks that follow see it ready) and closed after its last. Its fields are filled when the app has
 * started: read them inside hooks and tests, not at the top level of the file.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const handle = {} as TestApp;
  beforeAll(async () => {
    Object.assign(handle, await createTestApp(options));
  });
  afterAll(async () => {
    await handle.close?.();
  });
  return handle;
}

/**
 * An app that serves a web build the test writes (`write` fills a temporary folder, as `npm run build` would),
 * without jobs or mail; closed and the folder removed after the file's tests, like `useTestApp`.
 */
export function useWebBuildApp(write: (dist: string) => void): { app: FastifyInstance } {
  const handle = {} as { app: FastifyInstance };
  let dist: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'carbon-web-dist-'));
    write(dist);
    const created = await createTestDatabase();
    drop = created.drop;
    handle.app = await buildApp({
      config: testConfig({ webDistDir: dist }),
      database: created.database,
      logger: false,
    });
  });
  afterAll(async () => {
    await handle.app?.close();
    await drop?.();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });
  return handle;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  payload?: Record<string, unknown>;
  lang?: AppLocale;
}

/** One request to /api/v1 as a user (or anonymously with null), in a language when given. */
export function callApi(
  app: FastifyInstance,
  user: Pick<TokenResponse, 'access_token'> | null,
  method: ApiMethod,
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      ...(user ? bearer(user.access_token) : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
}

let counter = 0;
/** A unique address per call, so tests in one file never collide on the unique email. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${randomBytes(3).toString('hex')}@example.org`;
}

export interface RegisteredUser extends TokenResponse {
  email: string;
  password: string;
}

export async function register(
  app: FastifyInstance,
  fields: Partial<{
    email: string;
    password: string;
    first_name: string;
    last_name: string;
    company_name: string;
    locale: AppLocale;
  }> = {},
  headers: Record<string, string> = {},
): Promise<RegisteredUser> {
  const body = {
    email: uniqueEmail(),
    password: 'correct horse battery',
    first_name: 'Ada',
    last_name: 'Lovelace',
    company_name: 'Analytical Engines Ltd',
    ...fields,
  };
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body, headers });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as TokenResponse), email: body.email.toLowerCase(), password: body.password };
}

/** A new user who joins the owner's company with a role (there is no invitation endpoint yet). */
export async function joinCompany(t: TestApp, owner: RegisteredUser, role: Role): Promise<RegisteredUser> {
  const member = await register(t.app);
  await t.database.db
    .insert(memberships)
    .values({ companyId: owner.user.company_id, userId: member.user.user_id, role });
  return member;
}

/** The token of an email link. */
export function tokenFromLink(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

export function detail(response: LightMyRequestResponse): unknown {
  return (response.json() as { detail: unknown }).detail;
}

export async function countUsers(database: DatabaseHandle): Promise<number> {
  const result = await queryRows<{ count: number }>(database, sql`select count(*)::int as count from users`);
  return Number(result[0]?.count);
}

/** Rows of a raw query, for checking what the database holds; both drivers answer with `rows`. */
export async function queryRows<T>(database: DatabaseHandle, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
