import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JobQueue } from '../../platform/jobs-queue.ts';
import { type FootprintFilters, PactError, type PactService, type ProductFootprint } from './pact.service.ts';
import { PACT_SUPPLIER_REFRESH_JOB, type SupplierRefreshPayload } from './pact-suppliers.service.ts';

/**
 * The PACT v3 API at {APP_URL}/pact (issue 15 section 1; spec/v3/rest-api.md): its own error shape `{code,
 * message}`, form-encoded token requests and CloudEvents bodies, so it is a plugin of its own rather than endpoints
 * of the app's API (whose errors are `{detail, code}`).
 */
export const PACT_PREFIX = '/pact';
export const PACT_REPLY_JOB = 'pact.event-reply';
export const PACT_DEFAULT_LIMIT = 100;
const EVENT_PREFIX = 'org.wbcsd.pact.ProductFootprint.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILTERS = [
  'productId',
  'companyId',
  'geography',
  'classification',
  'validOn',
  'validAfter',
  'validBefore',
  'status',
] as const;

export interface PactReplyPayload {
  [key: string]: string | FootprintFilters;
  partnerId: string;
  requestEventId: string;
  source: string;
  filters: FootprintFilters;
}

function list(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const values = Array.isArray(value) ? value : [value];
  return values.filter((v): v is string => typeof v === 'string');
}

function filtersFrom(source: Record<string, unknown>): FootprintFilters {
  const filters: FootprintFilters = {};
  for (const name of FILTERS) {
    const values = list(source[name]);
    if (values) filters[name] = values;
  }
  return filters;
}

function sendError(reply: FastifyReply, error: PactError): FastifyReply {
  return reply
    .code(error.statusCode)
    .type('application/json')
    .send({ code: error.code, message: error.message });
}

export interface PactApiOptions {
  service: PactService;
  jobs: JobQueue;
  /** The public origin (PUBLIC_BASE_URL behind a proxy); otherwise the request's own. */
  publicBaseUrl: string | undefined;
}

export async function registerPactApi(app: FastifyInstance, options: PactApiOptions): Promise<void> {
  const { service, jobs } = options;
  await app.register(
    async (pact) => {
      // The PACT API's document is the specification's openapi.yaml, not the app's /api/docs.
      pact.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, hide: true };
      });
      pact.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_req, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );
      const parseJson = pact.getDefaultJsonParser('error', 'error');
      pact.addContentTypeParser(/^application\/cloudevents\+json/i, { parseAs: 'string' }, parseJson);

      pact.setErrorHandler((error, request, reply) => {
        if (error instanceof PactError) return sendError(reply, error);
        const status = (error as { statusCode?: number }).statusCode;
        if (status && status >= 400 && status < 500) {
          return sendError(reply, new PactError(400, 'BadRequest', (error as Error).message));
        }
        request.log.error({ err: error }, 'PACT API error');
        return sendError(reply, new PactError(500, 'InternalError', 'An internal error occurred'));
      });
      pact.setNotFoundHandler((_request, reply) =>
        sendError(reply, new PactError(404, 'NotFound', 'Not found')),
      );

      pact.post('/auth/token', async (request, reply) => {
        const header = request.headers.authorization;
        const match = header ? /^Basic\s+(\S+)\s*$/i.exec(header) : null;
        const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
        const colon = decoded.indexOf(':');
        const body = (request.body ?? {}) as Record<string, unknown>;
        if (body.grant_type !== 'client_credentials') {
          return reply
            .code(400)
            .send({ error: 'unsupported_grant_type', error_description: 'Use client_credentials' });
        }
        const token =
          colon > 0
            ? await service.issueToken(
                decodeURIComponent(decoded.slice(0, colon)),
                decodeURIComponent(decoded.slice(colon + 1)),
              )
            : null;
        if (!token)
          return reply
            .code(400)
            .send({ error: 'invalid_client', error_description: 'Authentication failed' });
        return reply
          .header('cache-control', 'no-store')
          .send({ access_token: token, token_type: 'bearer', expires_in: 3600 });
      });

      pact.get('/3/footprints', async (request, reply) => {
        const partner = await service.partnerOf(request.headers.authorization);
        const query = request.query as Record<string, unknown>;
        if (Object.keys(query).some((name) => name.startsWith('$'))) {
          throw new PactError(400, 'BadRequest', 'OData $filter is not supported in PACT v3');
        }
        const limitText = list(query.limit)?.[0];
        const offsetText = list(query.offset)?.[0];
        const limit = limitText === undefined ? PACT_DEFAULT_LIMIT : Number(limitText);
        const offset = offsetText === undefined ? 0 : Number(offsetText);
        if (!Number.isInteger(limit) || limit < 1 || !Number.isInteger(offset) || offset < 0) {
          throw new PactError(400, 'BadRequest', 'limit must be a positive integer');
        }
        const all = await service.listFootprints(partner, filtersFrom(query));
        const page = all.slice(offset, offset + limit);
        if (offset + limit < all.length) {
          reply.header(
            'link',
            `<${nextLink(request, options.publicBaseUrl, query, offset + limit)}>; rel="next"`,
          );
        }
        return { data: page };
      });

      pact.get('/3/footprints/:id', async (request) => {
        const partner = await service.partnerOf(request.headers.authorization);
        const { id } = request.params as { id: string };
        if (!UUID.test(id)) throw new PactError(404, 'NotFound', 'The specified footprint does not exist');
        return { data: await service.getFootprint(partner, id) };
      });

      pact.post('/3/events', async (request, reply) => {
        const caller = await service.callerOf(request.headers.authorization);
        const event = request.body as Record<string, unknown> | undefined;
        if (!event || typeof event !== 'object' || typeof event.type !== 'string') {
          throw new PactError(400, 'BadRequest', 'A CloudEvent with a type is expected');
        }
        const data = (event.data ?? {}) as Record<string, unknown>;
        if (event.type === `${EVENT_PREFIX}PublishedEvent.3`) {
          const ids = data.pfIds;
          if (
            !Array.isArray(ids) ||
            ids.length === 0 ||
            !ids.every((id) => typeof id === 'string' && UUID.test(id))
          ) {
            throw new PactError(
              400,
              'BadRequest',
              'data.pfIds must be a non-empty list of footprint ids (uuid)',
            );
          }
          // A supplier we read from announces new footprints: its connection is read again in a job (decision
          // 0035), so the answer does not wait on the supplier. A partner's announcement has nothing for us to do.
          if (caller.kind === 'supplier') {
            const payload: SupplierRefreshPayload = { supplierId: caller.supplier.id, pfIds: ids as string[] };
            await jobs.enqueue(PACT_SUPPLIER_REFRESH_JOB, payload, {
              companyId: caller.supplier.companyId,
              userId: null,
            });
          }
          return reply.code(200).send();
        }
        if (caller.kind !== 'partner') {
          throw new PactError(400, 'BadRequest', 'A supplier connection’s credentials may only post PublishedEvents');
        }
        const partner = caller.partner;
        if (event.type === `${EVENT_PREFIX}RequestCreatedEvent.3`) {
          if (typeof event.id !== 'string' || typeof event.source !== 'string') {
            throw new PactError(400, 'BadRequest', 'id and source are required');
          }
          // The reply goes only to the address the company registered for this partner, never to any URL an event
          // names (that would let a caller make us post to arbitrary hosts).
          const registered = partner.callbackBaseUrl?.replace(/\/+$/, '');
          if (!registered || event.source.replace(/\/+$/, '') !== registered) {
            throw new PactError(
              400,
              'BadRequest',
              'source must be the callback address registered for this client',
            );
          }
          const payload: PactReplyPayload = {
            partnerId: partner.id,
            requestEventId: event.id,
            source: event.source,
            filters: filtersFrom(data),
          };
          await jobs.enqueue(PACT_REPLY_JOB, payload, { companyId: partner.companyId, userId: null });
          return reply.code(200).send();
        }
        throw new PactError(400, 'BadRequest', `Unsupported event type ${event.type}`);
      });
    },
    { prefix: PACT_PREFIX },
  );
}

/** The absolute next-page link with the same filters (RFC 8288), from the public base URL when one is set. */
function nextLink(
  request: FastifyRequest,
  publicBaseUrl: string | undefined,
  query: Record<string, unknown>,
  offset: number,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === 'offset') continue;
    for (const v of list(value) ?? []) params.append(name, v);
  }
  params.set('offset', String(offset));
  const origin = publicBaseUrl ?? `${request.protocol}://${request.host}`;
  return `${origin}${PACT_PREFIX}/3/footprints?${params.toString()}`;
}

/** The CloudEvent answering a request: the footprints asked for, or a rejection when none matches. */
export function replyEvent(
  payload: PactReplyPayload,
  footprints: ProductFootprint[],
  ourSource: string,
): Record<string, unknown> {
  const base = {
    specversion: '1.0',
    id: randomUUID(),
    source: ourSource,
    time: new Date().toISOString(),
  };
  if (footprints.length === 0) {
    return {
      ...base,
      type: `${EVENT_PREFIX}RequestRejectedEvent.3`,
      data: {
        requestEventId: payload.requestEventId,
        error: { code: 'NotFound', message: 'No footprint matches the request' },
      },
    };
  }
  return {
    ...base,
    type: `${EVENT_PREFIX}RequestFulfilledEvent.3`,
    data: { requestEventId: payload.requestEventId, pfs: footprints },
  };
}
