import type { Request } from 'express';
import { z } from 'zod';
import { validationFailed, type FieldErrors } from '../errors/app-error';

// The 400 answers carry zod's English messages. The API contract's schemas are zod/mini, which
// loads no locale of its own; classic zod registers English when it builds its first schema.
// Saying so here keeps the messages whatever the order in which modules load.
z.config(z.locales.en());

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

/** PostgreSQL text cannot hold NUL characters: refuse them before they reach a query as a 500. */
function nulFields(
  value: unknown,
  path: string[] = [],
  found: FieldErrors = {},
  depth = 0,
): FieldErrors {
  if (depth > 32) return found;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found[path.join('.') || '_'] = 'Must not contain NUL characters.';
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => nulFields(item, [...path, String(i)], found, depth + 1));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      nulFields(item, [...path, key], found, depth + 1);
  }
  return found;
}

export function parseWith<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  what: string,
): z.output<S> {
  const nul = nulFields(value);
  if (Object.keys(nul).length > 0) throw validationFailed(nul, `The ${what} is not valid.`);
  const result = z.safeParse(schema, value);
  if (!result.success) {
    throw validationFailed(fieldErrors(result.error), `The ${what} is not valid.`);
  }
  return result.data;
}

/** Parses `req.body` with a strict schema (use `z.strictObject`): unknown fields are refused. */
export function parseBody<S extends z.core.$ZodType>(schema: S, req: Request): z.output<S> {
  // express.json leaves body undefined when the request has no JSON body at all.
  return parseWith(schema, req.body ?? {}, 'request body');
}

export function parseQuery<S extends z.core.$ZodType>(schema: S, req: Request): z.output<S> {
  return parseWith(schema, { ...(req.query as Record<string, unknown>) }, 'query string');
}

export function parseParams<S extends z.core.$ZodType>(schema: S, req: Request): z.output<S> {
  return parseWith(schema, { ...req.params }, 'path');
}
