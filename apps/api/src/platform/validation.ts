import type { FastifySchemaCompiler } from 'fastify';
import { messageKeys } from '@carbon/contracts/common';
import type { z } from 'zod';

/** One failed check of a request part, in the shape Fastify puts on `error.validation`. */
export interface RequestValidationIssue {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  message: string;
  params: { path: (string | number)[]; requestValidationIssue: true };
}

export function isRequestValidationIssue(value: unknown): value is RequestValidationIssue {
  return (
    typeof value === 'object' &&
    value !== null &&
    'params' in value &&
    typeof value.params === 'object' &&
    value.params !== null &&
    'requestValidationIssue' in value.params
  );
}

/**
 * Messages of issues the contracts did not word themselves: a missing value reads "This field is required",
 * anything else "Invalid input" (or "too long" for an over-long text), always as i18n keys.
 */
const apiErrorMap: z.core.$ZodErrorMap = (issue) => {
  // Fastify hands a request without a body over as null: for the client it is as missing as an absent field.
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null))
    return messageKeys.required;
  if (issue.code === 'too_big' && issue.origin === 'string') return messageKeys.tooLong;
  return messageKeys.invalid;
};

/**
 * A 422 on one body field, for a rule the contract cannot check by itself (it needs the database or a
 * server-only library). It has the shape of a failed request validation, so the error handler words and
 * lists it exactly like the contract's own issues: `messageKey` is an i18n key, `keyword` becomes its `type`.
 */
export function invalidBodyField(field: string, messageKey: string, keyword: string): Error {
  const issue: RequestValidationIssue = {
    keyword,
    instancePath: `/${field}`,
    schemaPath: `#/${field}/${keyword}`,
    message: messageKey,
    params: { path: [field], requestValidationIssue: true },
  };
  return Object.assign(new Error(messageKey), {
    statusCode: 422,
    validation: [issue],
    validationContext: 'body',
  });
}

function pathOf(path: readonly PropertyKey[]): (string | number)[] {
  return path.map((key) => (typeof key === 'number' ? key : String(key)));
}

/**
 * Validates a request part with its zod contract. Unlike the provider's compiler it applies our error map,
 * so every message the client can see is an i18n key the error handler translates.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  return (data) => {
    const result = schema.safeParse(data, { error: apiErrorMap });
    if (result.success) return { value: result.data };
    const issues: RequestValidationIssue[] = result.error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.map(String).join('/')}`,
      schemaPath: `#/${issue.path.map(String).join('/')}/${issue.code}`,
      message: issue.message,
      params: { path: pathOf(issue.path), requestValidationIssue: true },
    }));
    return { error: issues };
  };
};
