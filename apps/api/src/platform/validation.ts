import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import { RequestValidationError } from './envelope.ts';

/** Deeper than any request of ours nests; past it a value is not searched further. */
const NESTING_MAX = 32;

/**
 * The path of the first string (value or key) holding a NUL, or null. PostgreSQL cannot store NUL
 * in text, so one that reached a query would fail there as a 500; no field of ours needs one.
 */
export function pathOfNul(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || path.length >= NESTING_MAX) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, Array.isArray(value) ? Number(key) : key];
    if (key.includes('\u0000')) return at;
    const found = pathOfNul(item, at);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses a NUL anywhere in the query, path parameters or body before any route sees it, also
 * routes that parse their body themselves. Runs as the API's first preValidation hook.
 */
export async function refuseNulBytes(request: FastifyRequest): Promise<void> {
  for (const [part, data] of [
    ['querystring', request.query],
    ['params', request.params],
    ['body', request.body],
  ] as const) {
    const nulAt = pathOfNul(data);
    if (nulAt) {
      const issue: $ZodIssue = {
        code: 'custom',
        path: nulAt,
        message: 'control_characters',
        input: undefined,
      };
      throw new RequestValidationError([issue], part);
    }
  }
}

/** Validates with zod and keeps its issues whole, so the error handler can name each field's rule. */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = safeParse(schema, data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, httpPart) };
  };
