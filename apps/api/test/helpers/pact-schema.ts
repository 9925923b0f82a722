import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { findRepoRoot } from '../../src/config/env.ts';

/**
 * The PACT v3 specification's OpenAPI document (wbcsd/data-exchange-protocol, spec/v3/openapi.yaml), read from a
 * checkout beside the repository (../pact-ref/spec/spec/v3) or PACT_SPEC_OPENAPI; it is not copied into this
 * repository. Its component schemas are compiled with Ajv as the conformance suite does: `decimal` and `urn`
 * formats given their meaning (the Decimal pattern already constrains decimals).
 */
export function pactSchemaValidator(name: string): ValidateFunction {
  const path =
    process.env.PACT_SPEC_OPENAPI ??
    join(findRepoRoot(), '..', 'pact-ref', 'spec', 'spec', 'v3', 'openapi.yaml');
  if (!existsSync(path)) throw new Error(`PACT v3 openapi.yaml not found at ${path}: set PACT_SPEC_OPENAPI`);
  const document = parse(readFileSync(path, 'utf8')) as { components: { schemas: Record<string, unknown> } };
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addFormat('decimal', /^[+-]?\d+(\.\d+)?$/);
  ajv.addFormat('urn', /^urn:/i);
  ajv.addSchema({ $id: 'pact', components: document.components });
  return ajv.compile({ $ref: `pact#/components/schemas/${name}` });
}
