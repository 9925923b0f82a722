import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { z } from 'zod';
import {
  pactErrorSchema,
  pactGetFootprintResponseSchema,
  pactListFootprintsResponseSchema,
  pactProductFootprintSchema,
  pactRequestFulfilledEventSchema,
  pactRequestRejectedEventSchema,
} from '@carbon/contracts/pact';
import { findRepoRoot } from '../../src/config/env.ts';

/**
 * Validation of what the PACT API answers, in tests.
 *
 * The PACT v3 specification's OpenAPI document (wbcsd/data-exchange-protocol, spec/v3/openapi.yaml) is read from a
 * checkout beside the repository (../pact-ref/spec/spec/v3) or PACT_SPEC_OPENAPI. Its licence does not let it be
 * copied into this repository, so a clean clone (CI) does not have it: there, the same checks run with our own
 * implementation of the specification, the zod schemas of @carbon/contracts/pact. Every footprint is validated
 * either way; nothing is skipped.
 *
 * - PACT_SPEC_OPENAPI=<path>: use that file. Set but absent (e.g. PACT_SPEC_OPENAPI=/nonexistent) means "no official
 *   document", which is how the fallback is exercised on a machine that has the checkout.
 * - PACT_SPEC_OFFLINE=1: ignore any official document and use the contract schemas.
 *
 * With the official document, its component schemas are compiled with Ajv as the conformance suite does: `decimal`
 * and `urn` formats given their meaning (the Decimal pattern already constrains decimals).
 */

/** The names validated: the specification's component names, plus the two response bodies. */
const CONTRACT_SCHEMAS = {
  ProductFootprint: pactProductFootprintSchema,
  RequestFulfilledEvent: pactRequestFulfilledEventSchema,
  RequestRejectedEvent: pactRequestRejectedEventSchema,
  Error: pactErrorSchema,
  ListFootprintsResponse: pactListFootprintsResponseSchema,
  GetFootprintResponse: pactGetFootprintResponseSchema,
} as const;
export type PactSchemaName = keyof typeof CONTRACT_SCHEMAS;

/** A validator with Ajv's calling convention: true or false, the reasons of the last failure in `errors`. */
export interface PactValidator {
  (value: unknown): boolean;
  errors: unknown;
  /** Which definition checked: the official openapi.yaml or our contract schemas. */
  readonly source: 'openapi' | 'contracts';
}

/** The official openapi.yaml to use, or null when there is none (or PACT_SPEC_OFFLINE=1). */
export function pactOpenapiPath(): string | null {
  if (process.env.PACT_SPEC_OFFLINE === '1') return null;
  const path =
    process.env.PACT_SPEC_OPENAPI ??
    join(findRepoRoot(), '..', 'pact-ref', 'spec', 'spec', 'v3', 'openapi.yaml');
  return existsSync(path) ? path : null;
}

let ajv: Ajv | null = null;

function openapiValidator(path: string, name: PactSchemaName): PactValidator {
  if (!ajv) {
    const document = parse(readFileSync(path, 'utf8')) as {
      components: { schemas: Record<string, unknown> };
    };
    ajv = new Ajv({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addFormat('decimal', /^[+-]?\d+(\.\d+)?$/);
    ajv.addFormat('urn', /^urn:/i);
    ajv.addSchema({ $id: 'pact', components: document.components });
  }
  // The response bodies are not components of the document: `{data: [...]}` and `{data}` around ProductFootprint.
  const footprint = { $ref: 'pact#/components/schemas/ProductFootprint' };
  const schema =
    name === 'ListFootprintsResponse'
      ? { type: 'object', required: ['data'], properties: { data: { type: 'array', items: footprint } } }
      : name === 'GetFootprintResponse'
        ? { type: 'object', required: ['data'], properties: { data: footprint } }
        : { $ref: `pact#/components/schemas/${name}` };
  const compiled = ajv.compile(schema);
  const validate = ((value: unknown): boolean => {
    const ok = compiled(value);
    validate.errors = ok ? null : compiled.errors;
    return ok;
  }) as PactValidator;
  Object.assign(validate, { errors: null, source: 'openapi' });
  return validate;
}

function contractValidator(name: PactSchemaName): PactValidator {
  const schema: z.ZodType = CONTRACT_SCHEMAS[name];
  const validate = ((value: unknown) => {
    const result = schema.safeParse(value);
    // Readable reasons, one per line with the path: "✖ a decimal string is expected → at pcf.declaredUnitAmount".
    validate.errors = result.success ? null : z.prettifyError(result.error);
    return result.success;
  }) as PactValidator;
  Object.assign(validate, { errors: null, source: 'contracts' });
  return validate;
}

let announced = false;

export function pactSchemaValidator(name: PactSchemaName): PactValidator {
  const path = pactOpenapiPath();
  if (!announced) {
    // Said once per file, so a run's log shows which definition its footprints were held to.
    console.info(
      path
        ? `PACT responses validated against the official ${path}`
        : 'PACT responses validated with @carbon/contracts/pact (no official openapi.yaml: PACT_SPEC_OPENAPI)',
    );
    announced = true;
  }
  return path ? openapiValidator(path, name) : contractValidator(name);
}

/** The last failure's reasons as text, for an assertion's message. */
export function pactErrors(validate: PactValidator): string {
  return typeof validate.errors === 'string' ? validate.errors : JSON.stringify(validate.errors);
}
