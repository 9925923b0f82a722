import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
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

/** A request that takes longer than this is logged in full, at warn. */
export const SLOW_REQUEST_MS = 1_000;

/** Polled every few seconds by load balancers: logged only when it fails or is slow. */
const QUIET_ROUTES = new Set(['/api/v1/health']);

/**
 * Fastify's request log lines, replaced: instead of two lines of about 390 bytes in all (`incoming request` and
 * `request completed`, plus `route not found`), one line when the response is sent: method, route (the pattern,
 * so no ids), status and duration at info. A server error is logged at error and a slow request at warn, with the
 * request's details (URL, client address, user agent) to investigate it. The other methods (stream and
 * serializer errors, a server closing) keep Fastify's lines.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    _error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    logRequest(request, reply);
  }
}

/** The line of one answered request; also written for the requests the router refuses before routing. */
export function logRequest(request: FastifyRequest, reply: FastifyReply): void {
  const status = reply.statusCode;
  const ms = Math.round(reply.elapsedTime * 10) / 10;
  const route = request.routeOptions.url;
  const failed = status >= 500;
  const slow = ms >= SLOW_REQUEST_MS;
  if (!failed && !slow && route !== undefined && QUIET_ROUTES.has(route)) return;
  const line = { method: request.method, route: route ?? null, status, ms };
  if (!failed && !slow) {
    request.log.info(line, 'request');
    return;
  }
  const details = {
    ...line,
    req: request,
    userAgent: request.headers['user-agent'],
    contentLength: request.headers['content-length'],
  };
  if (failed) request.log.error(details, 'request failed');
  else request.log.warn(details, 'slow request');
}
