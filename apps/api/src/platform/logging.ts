import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config/env.ts';

/**
 * Structured JSON logs (pino, through Fastify). Credentials and tokens never reach the log,
 * even when a request or error is logged whole.
 */
export function loggerOptions(level: AppConfig['logLevel']): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.new_password',
        '*.current_password',
        '*.token',
      ],
      censor: '[redacted]',
    },
  };
}
