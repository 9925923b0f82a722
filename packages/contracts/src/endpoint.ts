import type { z } from 'zod';

/**
 * One HTTP endpoint of the API, described once (DESIGN.md section 1): the API registers its route from it,
 * the OpenAPI document is generated from those routes, and the web client calls through it, so a path,
 * a parameter or a response shape cannot differ between the two sides.
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** 'bearer': needs a valid access token (401 otherwise); 'none': public, and the client never sends one. */
export type EndpointAuth = 'bearer' | 'none';

export type SuccessStatus = 200 | 201 | 202 | 204;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 422 | 429 | 502 | 503;

export interface EndpointDefinition {
  method: HttpMethod;
  /** Relative to /api/v1, with Fastify's `:name` path parameters. */
  path: `/${string}`;
  auth: EndpointAuth;
  /** For the OpenAPI document. */
  summary: string;
  description?: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The one successful answer; 204 answers carry `null`. */
  success: { status: SuccessStatus; schema: z.ZodType };
  /** Error statuses this endpoint may answer, each with the `{"detail", "code"}` body. */
  errors: readonly ErrorStatus[];
}

/** Keeps the literal types of a descriptor (path, method, schemas) for inference on both sides. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

/**
 * What a caller passes for a request part. A query is sent as text, so its fields that coerce (year, page...)
 * are typed as the value the server reads after parsing, not as zod's `unknown` input.
 */
type WireInput<S extends z.ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K]
    ? K extends keyof z.output<S>
      ? z.output<S>[K] | undefined
      : never
    : z.input<S>[K];
};

/** The query an endpoint takes, as a caller builds it (for a search state or a query key). */
export type EndpointQuery<E extends EndpointDefinition> = E extends { query: infer Q extends z.ZodType } ? WireInput<Q> : never;

/**
 * The request parts an endpoint takes: `params` and `body` are present exactly when it declares them, and
 * `query` too, except that a query whose fields are all optional may be left out.
 */
export type EndpointInput<E extends EndpointDefinition> = (E extends { params: infer P extends z.ZodType }
  ? { params: z.input<P> }
  : { params?: never }) &
  (E extends { query: z.ZodType }
    ? object extends EndpointQuery<E>
      ? { query?: EndpointQuery<E> }
      : { query: EndpointQuery<E> }
    : { query?: never }) &
  (E extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: never });

/** True when an endpoint needs no request part, so callers may omit the input argument. */
export type EndpointTakesNoInput<E extends EndpointDefinition> = object extends EndpointInput<E> ? true : false;

/** What the client receives on success. */
export type EndpointOutput<E extends EndpointDefinition> = z.output<E['success']['schema']>;

/** The path with its parameters substituted and encoded: `/sites/:site_id` → `/sites/3f2…`. */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`missing path parameter ${name} for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The method and path that identify an endpoint, e.g. `GET /sites/:site_id`. */
export function endpointKey(endpoint: Pick<EndpointDefinition, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}
