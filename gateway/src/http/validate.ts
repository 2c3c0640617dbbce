import type { Request } from 'express';
import { z } from 'zod';
import { validationFailed, type FieldErrors } from '../errors/app-error';

/**
 * Turns zod issues into `{ "path.to.field": "message" }`. Unknown keys are reported under
 * their own name so that the caller sees exactly which field was refused.
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        fields[[...issue.path, key].map(String).join('.')] = 'Unknown field.';
      }
      continue;
    }
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw validationFailed(fieldErrors(result.error), `The ${what} is not valid.`);
  }
  return result.data;
}

/** Parses `req.body` with a strict schema (use `z.strictObject`): unknown fields are refused. */
export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  // express.json leaves body undefined when the request has no JSON body at all.
  return parseWith(schema, req.body ?? {}, 'request body');
}

export function parseQuery<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  return parseWith(schema, { ...(req.query as Record<string, unknown>) }, 'query string');
}

export function parseParams<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  return parseWith(schema, { ...req.params }, 'path');
}

/** Common field schemas for query strings and path parameters (always strings on the wire). */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const optionalIdParam = z.preprocess((v) => (v === '' ? undefined : v), idParam.optional());
export const booleanParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');
