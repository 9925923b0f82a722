import type { EndpointDefinition } from '@carbon/contracts/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { currentUser, type AuthContext, type AuthenticateHook } from './auth.ts';
import { bearerSecurity, errorResponses } from './openapi.ts';

type Parsed<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** What a route handler receives: the request parts already validated by the endpoint's schemas. */
export interface EndpointContext<E extends EndpointDefinition> {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
  /** The signed-in caller on 'bearer' endpoints (the authenticate hook ran before validation). */
  user: E['auth'] extends 'bearer' ? AuthContext : null;
  /** For the client address, the request's language or its logger; answers are sent by registerEndpoints. */
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Returns the success body (serialised and checked by the endpoint's success schema); 204 handlers return nothing. */
export type EndpointHandler<E extends EndpointDefinition> = (
  context: EndpointContext<E>,
) =>
  | Promise<z.input<E['success']['schema']> | PreSerializedJson | void>
  | z.input<E['success']['schema']>
  | PreSerializedJson;

/**
 * A success body already checked against the endpoint's success schema and stringified (the one way a handler skips
 * the serializer: a body cached as JSON text, e.g. a product tree). registerEndpoints sends the text as is with a
 * JSON content type; Fastify does not run the schema serializer on a string payload whose type is already set.
 */
export class PreSerializedJson {
  constructor(readonly json: string) {}
}

/** An endpoint descriptor with the handler that serves it, ready to register. */
export interface BoundEndpoint {
  readonly endpoint: EndpointDefinition;
  readonly handler: (context: EndpointContext<EndpointDefinition>) => unknown;
}

/** Pairs a descriptor from @carbon/contracts with its handler, typed from the descriptor. */
export function handle<const E extends EndpointDefinition>(endpoint: E, handler: EndpointHandler<E>): BoundEndpoint {
  return { endpoint, handler: handler as unknown as BoundEndpoint['handler'] };
}

/**
 * The one way a route is registered: path, method, validation, response schemas, OpenAPI metadata and the
 * token check all come from the descriptor, so the wire and the contract cannot drift apart.
 */
export function registerEndpoints(
  app: FastifyInstance,
  authenticate: AuthenticateHook,
  bound: readonly BoundEndpoint[],
): void {
  for (const { endpoint, handler } of bound) {
    const { success } = endpoint;
    const needsToken = endpoint.auth === 'bearer';
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      ...(needsToken ? { onRequest: authenticate } : {}),
      schema: {
        tags: [...endpoint.tags],
        summary: endpoint.summary,
        ...(endpoint.description ? { description: endpoint.description } : {}),
        ...(needsToken ? { security: bearerSecurity } : {}),
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: { [success.status]: success.schema, ...errorResponses(...endpoint.errors) },
      },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const result = await handler({
          params: request.params,
          query: request.query,
          body: request.body,
          user: needsToken ? currentUser(request) : null,
          request,
          reply,
        } as EndpointContext<EndpointDefinition>);
        if (result instanceof PreSerializedJson) {
          return reply.code(success.status).type('application/json; charset=utf-8').send(result.json);
        }
        return reply.code(success.status).send(success.status === 204 ? null : result);
      },
    });
  }
}
