import { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

// Schemas are zod's core type: the gateway's own are classic zod, the API contract's are
// zod/mini (@barrio/shared/contract), and z.toJSONSchema documents both alike.
type AnySchema = z.core.$ZodType;

export interface OperationResponse {
  description: string;
  schema?: AnySchema;
  /** Non-JSON responses such as images or HTML pages. */
  contentType?: string;
}

export interface OperationSpec {
  method: HttpMethod;
  /** OpenAPI style path: `/api/shops/{slug}`. */
  path: string;
  summary: string;
  tags: string[];
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: AnySchema;
  /** Body media type when not JSON, e.g. multipart/form-data. */
  bodyContentType?: string;
  responses: Record<number | string, OperationResponse>;
  security?: boolean;
}

const operations = new Map<string, OperationSpec>();

/** Records an operation for /api/openapi.json; registering the same method and path again replaces it. */
export function registerOperation(spec: OperationSpec): void {
  operations.set(`${spec.method} ${spec.path}`, spec);
}

export function registeredOperations(): OperationSpec[] {
  return [...operations.values()];
}

type JsonSchema = Record<string, unknown>;

/**
 * OpenAPI 3.0.3: `nullable` does not widen an `enum`, so a nullable enum must list null itself
 * (zod writes `nullable: true` beside the values only).
 */
function nullInNullableEnums(schema: unknown): void {
  if (typeof schema !== 'object' || schema === null) return;
  for (const value of Object.values(schema)) nullInNullableEnums(value);
  const node = schema as JsonSchema;
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) {
    node.enum = [...(node.enum as unknown[]), null];
  }
}

function toSchema(schema: AnySchema, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'openapi-3.0',
  }) as JsonSchema;
  delete json.$schema;
  nullInNullableEnums(json);
  return json;
}

function parameters(schema: z.ZodObject | undefined, location: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export function buildOpenApiDocument(info: {
  title: string;
  version: string;
  serverUrl?: string;
}): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const sorted = registeredOperations().sort(
    (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
  );
  for (const op of sorted) {
    const responses: Record<string, JsonSchema> = {};
    for (const [status, response] of Object.entries(op.responses)) {
      const contentType = response.contentType ?? 'application/json';
      responses[status] = {
        description: response.description,
        ...(response.schema
          ? { content: { [contentType]: { schema: toSchema(response.schema, 'output') } } }
          : response.contentType
            ? { content: { [contentType]: {} } }
            : {}),
      };
    }
    if (!responses['400']) {
      responses['400'] = {
        description: 'The request is not valid',
        content: { 'application/json': { schema: toSchema(errorSchema, 'output') } },
      };
    }
    const operation: JsonSchema = {
      summary: op.summary,
      tags: op.tags,
      operationId: `${op.method}${op.path.replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      parameters: [...parameters(op.params, 'path'), ...parameters(op.query, 'query')],
      responses,
    };
    if (op.body) {
      operation.requestBody = {
        required: true,
        content: {
          [op.bodyContentType ?? 'application/json']: { schema: toSchema(op.body, 'input') },
        },
      };
    }
    if (op.security) operation.security = [{ cookieSession: [] }, { bearerSession: [] }];
    (paths[op.path] ??= {})[op.method] = operation;
  }
  return {
    openapi: '3.0.3',
    info: { title: info.title, version: info.version },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    components: {
      securitySchemes: {
        cookieSession: { type: 'apiKey', in: 'cookie', name: 'barrio_session' },
        bearerSession: { type: 'http', scheme: 'bearer' },
      },
    },
    paths,
  };
}
