/**
 * Robustness of the whole API surface. Every operation of the gateway's own OpenAPI document
 * (built from the zod schemas the routes parse with) gets hostile but bounded input, both
 * anonymously and signed in as a demo customer:
 *  - requests that must fail (malformed JSON, oversized bodies, unknown fields, bodies of the
 *    wrong shape, NUL characters in path and query) answer a 4xx in the error shape and leave
 *    every table as it was;
 *  - schema-aware random input (wrong JSON types, edge numbers, odd unicode, duplicated query
 *    keys, deep nesting, huge strings, wrong content types) never gets a 5xx or a stack trace.
 */
import http from 'node:http';
import fc from 'fast-check';
import { sql } from 'kysely';
import { JSON_BODY_LIMIT } from '../src/app';
import { MAX_UPLOAD_BYTES } from '../src/modules/customers/profile-picture';
import { DEMO_PHONES, START_TIMEOUT_MS, startTestApp, type TestApp } from './harness';

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { contentType: string; schema: JsonSchema };
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

interface RawResponse {
  status: number;
  contentType: string;
  text: string;
}

/** A path or query value: text is percent-encoded on the way out, raw goes on the wire as is. */
type UrlValue = { text: string } | { raw: string };

interface BodyPayload {
  contentType?: string;
  text: string | Buffer;
}

interface HostileRequest {
  params: Record<string, UrlValue>;
  query: [string, UrlValue][];
  body?: BodyPayload;
  /** Extra request headers (odd session cookies, idempotency keys). */
  headers?: Record<string, string>;
  /** What kind of mistake the request carries, for failure messages. */
  kind: string;
}

const BODY_LIMIT_BYTES = Number.parseInt(JSON_BODY_LIMIT, 10) * 1024;
/** HTML pages have their own error page; the multipart upload gets hand-written bad files. */
const NOT_GENERATED = new Set(['get /pay/sandbox/{linkId}', 'post /images/{id}/profile']);
/** The tables a client request can change; every one must be untouched by refused requests. */
const WATCHED_TABLES = [
  'customers',
  'customer_addresses',
  'orders',
  'order_lines',
  'order_status_history',
  'coupon_redemptions',
  'idempotency_keys',
  'wallets',
  'wallet_movements',
  'payment_links',
  'message_requests',
  'outbox_messages',
  'auth_codes',
  'sessions',
  'profile_pictures',
  'push_registrations',
  'push_tokens',
] as const;

const REFUSED_RUNS = 10;
const HOSTILE_RUNS = 25;

let app: TestApp;
let agent: http.Agent;
let operations: Operation[];
let customerId: number;
let otherCustomerId: number;
/** Real values (ids, slugs) so that some generated requests get past the first lookups. */
let knownText: string[];
let knownInts: number[];
/** Operations that answered some generated request with success: the input reached handlers. */
const acceptedOperations = new Set<string>();

// ---------------------------------------------------------------------------------------------
// HTTP

function pct(text: string): string {
  // Buffer turns lone surrogates into U+FFFD instead of throwing like encodeURIComponent.
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const onWire = (value: UrlValue): string => ('raw' in value ? value.raw : pct(value.text));

function send(request: RawRequest): Promise<RawResponse> {
  const { port } = new URL(app.baseUrl);
  const headers: Record<string, string | number> = { ...(request.headers ?? {}) };
  if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.path, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

function toRawRequest(op: Operation, input: HostileRequest, token: string | null): RawRequest {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = input.params[name];
    return value ? onWire(value) : 'x';
  });
  const query = input.query.map(([key, value]) => `${pct(key)}=${onWire(value)}`).join('&');
  const headers: Record<string, string> = { ...(input.headers ?? {}) };
  if (token) headers.authorization = `Bearer ${token}`;
  if (input.body?.contentType) headers['content-type'] = input.body.contentType;
  return {
    method: op.method.toUpperCase(),
    path: query ? `${path}?${query}` : path,
    headers,
    ...(input.body ? { body: input.body.text } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// The oracle

const STACK_TRACE = [
  /^\s*at\s+\S.*:\d+:\d+\)?\s*$/m,
  /\bat\s+(?:async\s+)?[\w.$<>[\]]+\s+\([^)]*:\d+:\d+\)/,
  /\/src\//,
  /node_modules/,
  /\.(?:ts|js|mjs|cjs):\d+/,
];

/** Why the response breaks the error contract of DESIGN.md, or null when it keeps it. */
function problemWith(response: RawResponse, mustFail: boolean): string | null {
  if (response.status >= 500) return `answered ${response.status}`;
  if (response.status < 400) return mustFail ? `accepted it with ${response.status}` : null;
  if (STACK_TRACE.some((pattern) => pattern.test(response.text)))
    return `leaked a stack trace or source path`;
  if (!response.contentType.includes('application/json'))
    return `answered ${response.status} as ${response.contentType || 'no content type'}`;
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    return `answered ${response.status} with invalid JSON`;
  }
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (typeof error?.code !== 'string' || error.code === '')
    return `answered ${response.status} without an error code`;
  if (typeof error.message !== 'string' || error.message === '')
    return `answered ${response.status} without an error message`;
  return null;
}

function describeFailure(response: RawResponse, request: RawRequest, kind: string): string {
  const body =
    request.body === undefined
      ? ''
      : ` body(${Buffer.byteLength(request.body)}B)=${String(request.body).slice(0, 160)}`;
  return `[${kind}] ${request.method} ${request.path.slice(0, 200)}${body} → ${response.status} ${response.text.slice(0, 300)}`;
}

async function exchange(
  op: Operation,
  input: HostileRequest,
  token: string | null,
  mustFail: boolean,
): Promise<void> {
  const request = toRawRequest(op, input, token);
  const response = await send(request);
  if (response.status < 400) acceptedOperations.add(`${op.method} ${op.path}`);
  const problem = problemWith(response, mustFail);
  if (problem) throw new Error(`${problem}: ${describeFailure(response, request, input.kind)}`);
}

// ---------------------------------------------------------------------------------------------
// Arbitraries

const EDGE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  -2.5,
  1e-9,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
];

const ODD_TEXT = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1.5',
  '1e309',
  '0x1F',
  '99999999999999999999999',
  '-9223372036854775809',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFF1',
  '\u202Edemo',
  '١٢٣',
  '𝟙𝟚𝟛',
  'ß\u0301',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '{"a":1}',
  "' or 1=1; drop table orders; --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '%',
  'x'.repeat(4096),
];

/** Percent sequences that do not decode: the router must refuse them, not crash. */
const MALFORMED_ESCAPES = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%FF', '%ED%A0%80', '%00'];

const oddText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...ODD_TEXT),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
    .map(([a, b]) => `${a}\u0000${b}`),
);

const edgeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...EDGE_NUMBERS),
  fc.integer(),
  fc.double(),
);

const wrongJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': null }),
);

function patternArbitrary(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return null;
  }
}

/** Values the schema accepts (or nearly: boundaries included), biased towards real ids. */
function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) return fc.oneof(...branches.map(validValue));
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'uuid') return fc.oneof(fc.uuid(), fc.constantFrom(...knownText));
      if (schema.format === 'email') return fc.emailAddress();
      const byPattern = schema.pattern ? patternArbitrary(schema.pattern) : null;
      const free =
        byPattern ??
        fc.string({
          minLength: schema.minLength ?? 0,
          maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 40, 40)),
        });
      return fc.oneof({ weight: 4, arbitrary: free }, fc.constantFrom(...knownText));
    }
    case 'integer':
    case 'number': {
      const min = (schema.minimum ?? -(2 ** 31)) + (schema.exclusiveMinimum ? 1 : 0);
      const max = (schema.maximum ?? 2 ** 31 - 1) - (schema.exclusiveMaximum ? 1 : 0);
      const lo = Math.max(min, -(2 ** 31));
      const hi = Math.max(lo, Math.min(max, 2 ** 31 - 1));
      const inRange =
        schema.type === 'integer'
          ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
          : fc.double({ min: lo, max: hi, noNaN: true });
      return fc.oneof(inRange, fc.constantFrom(...knownInts, lo, hi));
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? validValue(schema.items) : wrongJson, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object':
      return objectOf(schema, validValue);
    default:
      return wrongJson;
  }
}

function objectOf(
  schema: JsonSchema,
  child: (schema: JsonSchema) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = child(property);
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in model) });
}

/** Mostly the right shape with hostile leaves: wrong types, edge numbers, odd text. */
function hostileValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const shaped =
    schema.type === 'object' && schema.properties
      ? objectOf(schema, hostileValue)
      : schema.type === 'array' && schema.items
        ? fc.array(hostileValue(schema.items), { maxLength: 3 })
        : validValue(schema);
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    { weight: 1, arbitrary: wrongJson },
    { weight: 1, arbitrary: edgeNumber },
    { weight: 1, arbitrary: oddText },
  );
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const unknownKey = fc.oneof(fc.stringMatching(/^[a-z_]{1,12}$/), oddText).map((key) => `zz_${key}`);

function deeplyNested(depth: number, leaf: string): string {
  return `${'{"a":['.repeat(depth)}${JSON.stringify(leaf)}${']}'.repeat(depth)}`;
}

/** A JSON text with one huge string, exactly `bytes` long in UTF-8. */
function hugeJson(field: string, bytes: number, char: string): string {
  const frame = Buffer.byteLength(JSON.stringify({ [field]: '' }));
  const unit = Buffer.byteLength(JSON.stringify(char)) - 2;
  const count = Math.max(0, Math.floor((bytes - frame) / unit));
  const pad = Math.max(0, bytes - frame - count * unit);
  return JSON.stringify({ [field]: char.repeat(count) + 'x'.repeat(pad) });
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  "{'a':1}",
  '[1,]',
  '{"a":1}}',
  '{"a": 01}',
  '{"a": NaN}',
  '{"a": undefined}',
  'nul',
  '\u0000',
  '{"a":"\u0000',
  '"just a string"',
  '42',
  'true',
  'null',
  '--\r\n',
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data; boundary=zz',
  'application/json; charset=utf-7',
  'application/json; charset=nonsense',
  'application/vnd.api+json',
];

function firstStringField(schema: JsonSchema | undefined): string {
  const properties = schema?.properties ?? schema?.oneOf?.[0]?.properties ?? {};
  return Object.entries(properties).find(([, p]) => p.type === 'string')?.[0] ?? 'text';
}

const malformedJson: fc.Arbitrary<BodyPayload> = fc
  .oneof(
    fc.constantFrom(...MALFORMED_JSON),
    fc.jsonValue({ maxDepth: 2 }).map((value) => {
      const text = JSON.stringify({ v: value });
      return text.slice(0, Math.max(1, text.length - 1));
    }),
  )
  .map((text) => ({ contentType: 'application/json', text }));

function tooLarge(op: Operation): fc.Arbitrary<BodyPayload> {
  return fc
    .tuple(fc.integer({ min: 1, max: 4096 }), fc.constantFrom('x', 'ñ', '😀'))
    .map(([over, char]) => ({
      contentType: 'application/json',
      text: hugeJson(firstStringField(op.body?.schema), BODY_LIMIT_BYTES + over, char),
    }));
}

function strictObjectSchemas(schema: JsonSchema): JsonSchema[] {
  const branches = schema.oneOf ?? schema.anyOf ?? [schema];
  return branches.every((b) => b.type === 'object' && b.additionalProperties === false)
    ? branches
    : [];
}

function bodyWithUnknownField(op: Operation): fc.Arbitrary<BodyPayload> | null {
  if (!op.body || op.body.contentType !== 'application/json') return null;
  const branches = strictObjectSchemas(op.body.schema);
  if (branches.length === 0) return null;
  return fc
    .tuple(
      fc.oneof(...branches.map((b) => objectOf(b, hostileValue))),
      fc.dictionary(unknownKey, wrongJson, { minKeys: 1, maxKeys: 3 }),
    )
    .map(([known, extra]) => ({
      contentType: 'application/json',
      text: JSON.stringify({ ...known, ...extra }),
    }));
}

function validParams(op: Operation): fc.Arbitrary<Record<string, UrlValue>> {
  const model: Record<string, fc.Arbitrary<UrlValue>> = {};
  for (const p of op.parameters.filter((p) => p.in === 'path'))
    model[p.name] = validValue(p.schema).map((v) => ({ text: textOf(v) }));
  return fc.record(model);
}

function hostileParams(op: Operation): fc.Arbitrary<Record<string, UrlValue>> {
  const model: Record<string, fc.Arbitrary<UrlValue>> = {};
  for (const p of op.parameters.filter((p) => p.in === 'path')) {
    model[p.name] = fc.oneof(
      { weight: 4, arbitrary: validValue(p.schema).map((v) => ({ text: textOf(v) })) },
      { weight: 2, arbitrary: oddText.map((text) => ({ text })) },
      { weight: 1, arbitrary: edgeNumber.map((n) => ({ text: String(n) })) },
      { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_ESCAPES).map((raw) => ({ raw })) },
    );
  }
  return fc.record(model);
}

function validQuery(op: Operation): fc.Arbitrary<[string, UrlValue][]> {
  const entries = op.parameters
    .filter((p) => p.in === 'query')
    .map((p) =>
      fc
        .option(validValue(p.schema), { nil: undefined, freq: p.required ? 10 : 2 })
        .map((v): [string, UrlValue][] => (v === undefined ? [] : [[p.name, { text: textOf(v) }]])),
    );
  return fc.tuple(...entries).map((lists) => lists.flat());
}

function hostileQuery(op: Operation): fc.Arbitrary<[string, UrlValue][]> {
  const entries = op.parameters
    .filter((p) => p.in === 'query')
    .map((p) => {
      const one: fc.Arbitrary<UrlValue> = fc.oneof(
        { weight: 4, arbitrary: validValue(p.schema).map((v) => ({ text: textOf(v) })) },
        { weight: 2, arbitrary: oddText.map((text) => ({ text })) },
        { weight: 1, arbitrary: edgeNumber.map((n) => ({ text: String(n) })) },
        { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_ESCAPES).map((raw) => ({ raw })) },
      );
      return fc
        .oneof(
          { weight: 5, arbitrary: one.map((v) => [v]) },
          // Duplicated keys: the value arrives as an array where a string is expected.
          { weight: 2, arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }) },
          { weight: p.required ? 1 : 3, arbitrary: fc.constant([]) },
        )
        .map((values) => values.map((v): [string, UrlValue] => [p.name, v]));
    });
  const extra = fc.option(
    fc.tuple(unknownKey, oddText).map(([k, v]): [string, UrlValue] => [k, { text: v }]),
    { nil: undefined, freq: 4 },
  );
  return fc
    .tuple(fc.tuple(...entries), extra)
    .map(([lists, more]) => [...lists.flat(), ...(more ? [more] : [])]);
}

function hostileBody(op: Operation): fc.Arbitrary<BodyPayload | undefined> {
  const field = firstStringField(op.body?.schema);
  const json = (value: unknown): BodyPayload => ({
    contentType: 'application/json',
    text: JSON.stringify(value),
  });
  const isJson = op.body?.contentType === 'application/json';
  const shaped =
    op.body && isJson ? hostileValue(op.body.schema).map(json) : fc.constant(undefined);
  // Well-formed bodies get past validation, so the services meet edge values too.
  const wellFormed =
    op.body && isJson ? validValue(op.body.schema).map(json) : fc.constant(undefined);
  return fc.oneof(
    { weight: op.body ? 5 : 3, arbitrary: shaped },
    { weight: op.body ? 4 : 0, arbitrary: wellFormed },
    { weight: 1, arbitrary: wrongJson.map(json) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.integer({ min: 100, max: 5000 }), oddText).map(([depth, leaf]) => ({
        contentType: 'application/json',
        text: deeplyNested(depth, leaf),
      })),
    },
    {
      weight: 1,
      // Huge strings just within the limit and just above it.
      arbitrary: fc
        .tuple(
          fc.integer({ min: -4096, max: 4096 }),
          fc.constantFrom('x', 'ñ', '😀', '\u0000', '\uD800'),
        )
        .map(([delta, char]) => ({
          contentType: 'application/json',
          text: hugeJson(field, BODY_LIMIT_BYTES + delta, char),
        })),
    },
    { weight: 1, arbitrary: malformedJson },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...WRONG_CONTENT_TYPES), fc.oneof(oddText, fc.json()))
        .map(([contentType, text]) => ({ contentType, text })),
    },
  );
}

/** Requests that are wrong by construction, whatever the random parts turn out to be. */
function refusedRequest(op: Operation): fc.Arbitrary<HostileRequest> {
  const params = validParams(op);
  const query = validQuery(op);
  const kinds: fc.Arbitrary<HostileRequest>[] = [
    fc
      .tuple(params, query, malformedJson)
      .map(([p, q, body]) => ({ params: p, query: q, body, kind: 'malformed json' })),
    fc
      .tuple(params, query, tooLarge(op))
      .map(([p, q, body]) => ({ params: p, query: q, body, kind: 'body too large' })),
  ];
  const unknownField = bodyWithUnknownField(op);
  if (unknownField) {
    kinds.push(
      fc
        .tuple(params, query, unknownField)
        .map(([p, q, body]) => ({ params: p, query: q, body, kind: 'unknown body field' })),
      fc.tuple(params, query, fc.array(wrongJson, { maxLength: 3 })).map(([p, q, items]) => ({
        params: p,
        query: q,
        body: { contentType: 'application/json', text: JSON.stringify(items) },
        kind: 'array instead of object',
      })),
    );
  }
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  if (pathParams.length > 0) {
    kinds.push(
      fc
        .tuple(params, query, fc.constantFrom(...pathParams.map((p) => p.name)), oddText)
        .map(([p, q, name, text]) => ({
          params: { ...p, [name]: { text: `${text}\u0000` } },
          query: q,
          kind: 'NUL in path',
        })),
    );
  }
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  if (queryParams.length > 0) {
    kinds.push(
      fc.tuple(params, query, unknownKey, oddText).map(([p, q, key, text]) => ({
        params: p,
        query: [...q, [key, { text }] as [string, UrlValue]],
        kind: 'unknown query key',
      })),
      fc
        .tuple(params, query, fc.constantFrom(...queryParams.map((p) => p.name)), oddText)
        .map(([p, q, name, text]) => ({
          params: p,
          query: [
            ...q.filter(([key]) => key !== name),
            [name, { text: `\u0000${text}` }] as [string, UrlValue],
          ],
          kind: 'NUL in query',
        })),
    );
  }
  return fc.oneof(...kinds);
}

/** Header values must stay legal HTTP, so odd text travels percent-encoded or as visible ASCII. */
const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    cookie: fc
      .oneof(oddText, fc.string({ minLength: 16, maxLength: 300 }))
      .map((v) => `barrio_session=${pct(v)}; tier=${pct(v)}`),
    'idempotency-key': fc.oneof(
      fc
        .string({ unit: 'binary-ascii', maxLength: 300 })
        .map((v) => v.replace(/[^\x21-\x7e]/g, '')),
      fc.constantFrom('', ' ', 'x'.repeat(201), '%00', 'key\tkey'),
    ),
  },
  { requiredKeys: [] },
);

function hostileRequest(op: Operation): fc.Arbitrary<HostileRequest> {
  return fc
    .tuple(hostileParams(op), hostileQuery(op), hostileBody(op), hostileHeaders)
    .map(([params, query, body, headers]) => ({
      params,
      query,
      headers,
      ...(body ? { body } : {}),
      kind: 'hostile',
    }));
}

// ---------------------------------------------------------------------------------------------
// Running

async function signedInToken(): Promise<string> {
  return (await app.signIn(DEMO_PHONES.customerAR)).token;
}

type Identity = 'anonymous' | 'customer';
const IDENTITIES: Identity[] = ['anonymous', 'customer'];

async function checkEveryOperation(
  arbitrary: (op: Operation) => fc.Arbitrary<HostileRequest>,
  mustFail: boolean,
  numRuns: number,
  customerToken: () => Promise<string>,
): Promise<string[]> {
  const failures: string[] = [];
  for (const identity of IDENTITIES) {
    for (const op of operations) {
      const token = identity === 'customer' ? await customerToken() : null;
      const details = await fc.check(
        fc.asyncProperty(arbitrary(op), (input) => exchange(op, input, token, mustFail)),
        { numRuns, endOnFailure: true },
      );
      if (details.failed) {
        const error = details.errorInstance instanceof Error ? details.errorInstance.message : '';
        failures.push(
          `${op.method.toUpperCase()} ${op.path} as ${identity} (seed ${details.seed}): ${error}`,
        );
      }
    }
  }
  return failures;
}

async function snapshot(): Promise<Record<string, string>> {
  const counts: Record<string, string> = {};
  for (const table of WATCHED_TABLES) {
    const { rows } = await sql<{
      n: string;
    }>`select count(*)::text as n from ${sql.table(table)}`.execute(app.ctx.db);
    counts[table] = rows[0]?.n ?? '?';
  }
  const { rows: wallets } = await sql<{
    total: string | null;
  }>`select sum(balance)::text as total from wallets`.execute(app.ctx.db);
  counts['wallets.balance'] = wallets[0]?.total ?? '0';
  const { rows: statuses } = await sql<{
    s: string | null;
  }>`select string_agg(id || ':' || status || ':' || payment_status, ',' order by id) as s from orders`.execute(
    app.ctx.db,
  );
  counts['orders.status'] = statuses[0]?.s ?? '';
  return counts;
}

function readOperations(document: OpenApiDocument): Operation[] {
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = Object.entries(op.requestBody?.content ?? {})[0];
      list.push({
        method,
        path,
        parameters: op.parameters ?? [],
        ...(content ? { body: { contentType: content[0], schema: content[1].schema ?? {} } } : {}),
      });
    }
  }
  return list;
}

beforeAll(async () => {
  app = await startTestApp();
  agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const response = await app.request<OpenApiDocument>('/api/openapi.json');
  const all = readOperations(response.body);
  operations = all.filter((op) => !NOT_GENERATED.has(`${op.method} ${op.path}`));

  const db = app.ctx.db;
  const customer = await db
    .selectFrom('customers')
    .select('id')
    .where('phone', '=', DEMO_PHONES.customerAR)
    .executeTakeFirstOrThrow();
  customerId = customer.id;
  const other = await db
    .selectFrom('customers')
    .select('id')
    .where('phone', '=', DEMO_PHONES.customerMX)
    .executeTakeFirstOrThrow();
  otherCustomerId = other.id;
  const shop = await db
    .selectFrom('shops')
    .select(['id', 'catalog_id', 'country_id'])
    .where('slug', '=', 'demo-ar')
    .executeTakeFirstOrThrow();
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  knownInts = [customerId, otherCustomerId, shop.id, shop.catalog_id, shop.country_id];
  knownText = ['demo-ar', 'demo-mx', 'sandbox', ...(order ? [order.id] : [])];
}, START_TIMEOUT_MS);

afterAll(async () => {
  agent?.destroy();
  await app?.close();
});

describe('the oracle', () => {
  const json = 'application/json; charset=utf-8';
  it('flags 5xx answers, stack traces and bodies off the error shape', () => {
    const ok = { status: 400, contentType: json, text: '{"error":{"code":"x","message":"y"}}' };
    expect(problemWith(ok, true)).toBeNull();
    expect(problemWith({ ...ok, status: 500 }, false)).toMatch(/500/);
    expect(problemWith({ ...ok, status: 200, text: '{}' }, true)).toMatch(/accepted/);
    expect(problemWith({ ...ok, status: 200, text: '{}' }, false)).toBeNull();
    expect(
      problemWith(
        { ...ok, text: '{"error":{"code":"x","message":"TypeError\\n    at f (/app/x.js:1:2)"}}' },
        false,
      ),
    ).toMatch(/stack/);
    expect(problemWith({ ...ok, text: '<pre>Error at /src/app.ts</pre>' }, false)).toMatch(/stack/);
    expect(problemWith({ ...ok, contentType: 'text/html' }, false)).toMatch(/text\/html/);
    expect(problemWith({ ...ok, text: '{"error":{"code":"","message":"y"}}' }, false)).toMatch(
      /code/,
    );
    expect(problemWith({ ...ok, text: '{"message":"y"}' }, false)).toMatch(/code/);
  });
});

describe('every operation of /api/openapi.json', () => {
  it('lists the API surface', () => {
    const names = operations.map((op) => `${op.method} ${op.path}`);
    expect(names.length).toBeGreaterThanOrEqual(40);
    for (const name of ['post /api/order', 'patch /api/order/{id}', 'post /api/addresses'])
      expect(names).toContain(name);
  });

  it('refuses bad input with a 4xx in the error shape and changes nothing', async () => {
    // Signed in first: opening the session is the one write of this test.
    const token = await signedInToken();
    const before = await snapshot();
    const failures = await checkEveryOperation(refusedRequest, true, REFUSED_RUNS, () =>
      Promise.resolve(token),
    );
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 60_000);

  it('refuses bad profile-picture uploads with a 4xx and stores nothing', async () => {
    const token = await signedInToken();
    const before = await snapshot();
    const op: Operation = { method: 'post', path: '/images/{id}/profile', parameters: [] };
    const multipart = (
      parts: { field: string; filename?: string; type?: string; data: string | Buffer }[],
      boundary = 'robustnessBoundary',
    ): BodyPayload => {
      const chunks: Buffer[] = [];
      for (const part of parts) {
        const disposition = part.filename
          ? `form-data; name="${part.field}"; filename="${part.filename}"`
          : `form-data; name="${part.field}"`;
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
              (part.type ? `Content-Type: ${part.type}\r\n` : '') +
              '\r\n',
          ),
          Buffer.from(part.data),
          Buffer.from('\r\n'),
        );
      }
      chunks.push(Buffer.from(`--${boundary}--\r\n`));
      return {
        contentType: `multipart/form-data; boundary=${boundary}`,
        text: Buffer.concat(chunks),
      };
    };
    const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const cases: [string, string, BodyPayload | undefined][] = [
      [
        'text file',
        String(customerId),
        multipart([{ field: 'file', filename: 'a.txt', type: 'text/plain', data: 'hello' }]),
      ],
      [
        'garbage as png',
        String(customerId),
        multipart([
          { field: 'file', filename: 'a.png', type: 'image/png', data: 'not an image at all' },
        ]),
      ],
      [
        'truncated png',
        String(customerId),
        multipart([
          {
            field: 'file',
            filename: 'a.png',
            type: 'image/png',
            data: Buffer.concat([pngSignature, Buffer.alloc(40, 1)]),
          },
        ]),
      ],
      [
        'svg script',
        String(customerId),
        multipart([
          {
            field: 'file',
            filename: 'a.svg',
            type: 'image/svg+xml',
            data: '<svg onload="alert(1)"/>',
          },
        ]),
      ],
      [
        'wrong field name',
        String(customerId),
        multipart([{ field: 'picture', filename: 'a.png', type: 'image/png', data: pngSignature }]),
      ],
      ['no file', String(customerId), multipart([{ field: 'note', data: 'hi' }])],
      [
        'two files',
        String(customerId),
        multipart([
          { field: 'file', filename: 'a.png', type: 'image/png', data: pngSignature },
          { field: 'file', filename: 'b.png', type: 'image/png', data: pngSignature },
        ]),
      ],
      [
        'file too large',
        String(customerId),
        multipart([
          {
            field: 'file',
            filename: 'a.png',
            type: 'image/png',
            data: Buffer.alloc(MAX_UPLOAD_BYTES + 1024, 7),
          },
        ]),
      ],
      [
        'malformed multipart',
        String(customerId),
        {
          contentType: 'multipart/form-data; boundary=zz',
          text: '--zz\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
        },
      ],
      ['no boundary', String(customerId), { contentType: 'multipart/form-data', text: 'abc' }],
      [
        'json instead of multipart',
        String(customerId),
        { contentType: 'application/json', text: '{"file":"abc"}' },
      ],
      ['no body', String(customerId), undefined],
      [
        'someone else',
        String(otherCustomerId),
        multipart([{ field: 'file', filename: 'a.png', type: 'image/png', data: pngSignature }]),
      ],
      [
        'NUL id',
        '1\u0000',
        multipart([{ field: 'file', filename: 'a.png', type: 'image/png', data: pngSignature }]),
      ],
      [
        'huge id',
        '99999999999999999999',
        multipart([{ field: 'file', filename: 'a.png', type: 'image/png', data: pngSignature }]),
      ],
    ];
    const failures: string[] = [];
    for (const tokenFor of [token, null]) {
      for (const [kind, id, body] of cases) {
        const input: HostileRequest = {
          params: { id: { text: id } },
          query: [],
          kind,
          ...(body ? { body } : {}),
        };
        await exchange(op, input, tokenFor, true).catch((error: Error) =>
          failures.push(`${tokenFor ? 'customer' : 'anonymous'}: ${error.message}`),
        );
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 30_000);

  it('never answers hostile input with a 5xx or a stack trace', async () => {
    // A fresh session per operation: a successful sign-out must not blind the next ones.
    const failures = await checkEveryOperation(hostileRequest, false, HOSTILE_RUNS, signedInToken);
    expect(failures).toEqual([]);
    // Some input must get through, or the test would only ever meet the validators.
    expect(acceptedOperations.size).toBeGreaterThanOrEqual(15);
  }, 60_000);
});
