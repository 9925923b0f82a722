import { join } from 'node:path';
import type { AppConfig } from '../apps/api/src/config/env.ts';

/** The API's settings for a benchmark: on 127.0.0.1, embedded PostgreSQL, no mail server, no web build. */
export function benchAppConfig(dataDir: string, logLevel: AppConfig['logLevel'] = 'silent'): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    appUrl: 'http://127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    smtpUrl: undefined,
    mailFrom: 'bench@localhost',
    jwtSecret: 'bench-secret-0123456789abcdef0123456789',
    jwtTtlSeconds: 3600,
    trustProxy: false,
    logLevel,
    webDistDir: join(dataDir, 'no-web'),
  };
}
