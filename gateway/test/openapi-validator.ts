import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

// Checks bodies against the schemas of /api/openapi.json. The document is OpenAPI 3.0, whose
// schemas are JSON Schema draft 4 with `nullable`; Ajv reads draft 7, so the few draft-4 forms
// (a boolean exclusiveMinimum beside minimum) are rewritten before compiling.

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }
    >
  >;
}

type Json = Record<string, unknown>;

function toDraft7(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toDraft7);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) out[key] = toDraft7(value);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[flag] !== 'boolean') continue;
    if (out[flag] === true) out[flag] = out[bound];
    else delete out[flag];
    if (out[flag] !== undefined) delete out[bound];
  }
  return out;
}

// Additional properties are allowed where the document does not forbid them, as in OpenAPI.
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);

const compiled = new WeakMap<object, ValidateFunction>();

/** The errors of `body` against a documented schema, one line each; empty when it conforms. */
export function validationErrors(schema: unknown, body: unknown): string[] {
  const key = schema as object;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(toDraft7(schema) as Json);
    compiled.set(key, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}
