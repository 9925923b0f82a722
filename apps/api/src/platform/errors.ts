import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import type { ErrorResponse, ValidationIssue } from '@carbon/contracts/common';
import { isDatabaseUnavailable } from './db.ts';
import { requestLocale, t, translateOr, type AppLocale } from './i18n.ts';
import { logRequest } from './logging.ts';
import { isRequestValidationIssue } from './validation.ts';

/** A refusal tied to one field of the request, answered like a failed validation of that field. */
export interface FieldIssue {
  loc: (string | number)[];
  /** An i18n key, translated per request. */
  messageKey: string;
  type: string;
  /** Values of the message's {{placeholders}} (a product cycle's path). */
  messageParams?: Record<string, MessageParam>;
}

/** A message parameter: a value, or a catalog key translated into the request's language (a plan's name). */
export type MessageParam = string | number | { key: string };

/**
 * An error a service raises on purpose. It carries the HTTP status, a stable machine code for the UI,
 * and the i18n key of the message, translated per request by the error handler; or, for a refusal of
 * particular fields, their issues (answered as `detail: [{loc, msg, type}]`).
 */
export class AppError extends Error {
  /** The message: the `errors` catalog entry named like the code, unless the raiser names a more precise one. */
  readonly messageKey: string;
  /** Values of the message's {{placeholders}}; a numeric `count` also picks the plural form (key_one, key_other). */
  readonly messageParams: Record<string, MessageParam>;
  /** Fields the answer carries beside detail and code (a plan limit's plan and limit); declared in the error schema. */
  readonly extra: Record<string, string | number>;
  readonly headers: Record<string, string>;
  readonly issues: FieldIssue[] | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    options: {
      headers?: Record<string, string>;
      cause?: unknown;
      issues?: FieldIssue[];
      messageKey?: string;
      messageParams?: Record<string, MessageParam>;
      extra?: Record<string, string | number>;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.messageKey = options.messageKey ?? `errors.${code}`;
    this.messageParams = options.messageParams ?? {};
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
    this.issues = options.issues;
  }
}

export const notAuthenticated = () => new AppError(401, 'not_authenticated');
export const sessionExpired = () => new AppError(401, 'session_expired');
export const forbidden = () => new AppError(403, 'forbidden');
/** Also the answer for another tenant's data, so ids of other companies cannot be probed. */
export const notFound = () => new AppError(404, 'not_found');
/** Seconds a client is asked to wait before retrying while the database is away (a restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** The database server is unreachable or restarting: the request may succeed if made again shortly. */
export const databaseUnavailable = (cause?: unknown) =>
  new AppError(503, 'database_unavailable', {
    cause,
    headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  });
/**
 * An id in the body that the caller's company cannot use (another tenant's or unknown: the same answer, so
 * nothing can be learnt about other companies), reported on its field like any invalid value.
 */
export const referenceNotFound = (field: readonly (string | number)[]) =>
  bodyFieldError(field, 'errors.reference_not_found', 'not_found');

/**
 * A refusal of one body field by a service (a rule the schema cannot check), answered like a failed validation of
 * that field: 422 `validation_error`, `detail[0].loc` naming it, the message in the caller's language.
 */
export function bodyFieldError(loc: readonly (string | number)[], messageKey: string, type = 'invalid'): AppError {
  return new AppError(422, 'validation_error', { issues: [{ loc: ['body', ...loc], messageKey, type }] });
}

const validationContextLoc: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** Errors Fastify raises before a handler runs, mapped to our codes and messages. */
const fastifyErrorCodes: Record<string, { status: number; code: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'invalid_input' },
};

function resolveParams(
  locale: AppLocale,
  params: Record<string, MessageParam>,
): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'object' ? t(locale, value.key) : value,
    ]),
  );
}

function send(reply: FastifyReply, status: number, body: ErrorResponse): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

function validationDetail(error: FastifyError, request: FastifyRequest): ValidationIssue[] {
  const locale = requestLocale(request);
  const context = validationContextLoc[error.validationContext ?? 'body'] ?? 'body';
  return (error.validation ?? []).map((issue) => {
    const path = isRequestValidationIssue(issue) ? issue.params.path : [];
    return {
      loc: [context, ...path],
      msg: translateOr(locale, issue.message ?? '', 'errors.invalid_input'),
      type: issue.keyword,
    };
  });
}

/**
 * The one place errors become responses (DESIGN.md section 4): {"detail": "...", "code": "..."} translated
 * into the request's language, 422 with a list for validation, and never a stack trace for the client.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((caught: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    // A failed query of a service that did not expect it: when the server is away, say so (503), not 500.
    const error =
      caught instanceof AppError || !isDatabaseUnavailable(caught) ? caught : databaseUnavailable(caught);
    if (error instanceof AppError) {
      if (error.code === 'database_unavailable') request.log.warn({ err: error.cause ?? error }, error.code);
      else if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.code);
      reply.headers(error.headers);
      const detail = error.issues
        ? error.issues.map((issue) => ({
            loc: issue.loc,
            msg: translateOr(locale, issue.messageKey, 'errors.invalid_input', resolveParams(locale, issue.messageParams ?? {})),
            type: issue.type,
          }))
        : translateOr(locale, error.messageKey, 'errors.generic_error', resolveParams(locale, error.messageParams));
      return send(reply, error.statusCode, { ...error.extra, detail, code: error.code });
    }
    if (error.validation) {
      return send(reply, 422, { detail: validationDetail(error, request), code: 'validation_error' });
    }
    const known = error.code ? fastifyErrorCodes[error.code] : undefined;
    if (known) {
      return send(reply, known.status, {
        detail: translateOr(locale, `errors.${known.code}`, 'errors.invalid_input'),
        code: known.code,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Other client errors raised by Fastify (bad URL encoding, unsupported method...): their wording is technical.
      request.log.info({ err: error }, 'client error');
      return send(reply, status, {
        detail: translateOr(locale, 'errors.request_failed', 'errors.generic_error'),
        code: 'bad_request',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, {
      detail: translateOr(locale, 'errors.unknown_error', 'errors.generic_error'),
      code: 'internal_error',
    });
  });
}

/** Errors of Fastify's router, raised before a route is found (so before the error handler can see them). */
const routerErrorCodes: Record<string, { status: number; code: string }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'bad_url' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uri_too_long' },
};

/**
 * Fastify's `frameworkErrors` option: a path that cannot be decoded (`%FF`) or a path parameter over the router's
 * limit would otherwise be answered by Fastify in its own shape (`{"error", "message", "statusCode"}`).
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
  const known = routerErrorCodes[error.code];
  if (!known) request.log.error({ err: error }, 'router error');
  const { status, code } = known ?? { status: 500, code: 'internal_error' };
  void send(reply, status, {
    detail: translateOr(
      requestLocale(request),
      known ? `errors.${code}` : 'errors.unknown_error',
      'errors.generic_error',
    ),
    code,
  });
  // Refused before routing, so Fastify never reports this request to the log controller: its line is written here.
  logRequest(request, reply);
};

/** What Node's HTTP parser rejects (not HTTP, headers too large, too slow to arrive), by its error code. */
const clientErrorCodes: Record<string, { status: number; code: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout' },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large' },
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser cannot read never reaches Fastify, so it is answered
 * on the socket. Its headers were not read, so the message is in English, the API's default language.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has nobody left to answer (Node's own handler does the same).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code } = clientErrorCodes[error.code ?? ''] ?? { status: 400, code: 'bad_request' };
  const body = JSON.stringify({
    detail: translateOr('en', 'errors.request_failed', 'errors.generic_error'),
    code,
  });
  this.log.debug({ err: error }, 'unreadable request');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The JSON answer for a path that matches no route (the SPA fallback decides when it applies). */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return send(reply, 404, {
    detail: translateOr(requestLocale(request), 'errors.not_found', 'errors.generic_error'),
    code: 'not_found',
  });
}
