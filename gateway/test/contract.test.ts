import { z } from 'zod';
import { shopSchema, signedInCustomerSchema } from '@barrio/shared/contract';
import { DEMO_PHONES, startTestApp, type TestApp, START_TIMEOUT_MS } from './harness';

// The API shapes declared once in @barrio/shared/contract: the OpenAPI document describes them
// with exactly the contract's schema, and the gateway's answers satisfy it with no field the
// contract does not name (the browser parses them with the same schema).

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
  >;
}

let app: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  app = await startTestApp();
  document = (await app.request<OpenApiDocument>('/api/openapi.json')).body;
}, START_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
});

function documented(path: string, method: string, status = '200'): unknown {
  return document.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema;
}

function asDocumented(schema: z.ZodType): unknown {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
    target: 'openapi-3.0',
  }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

describe('the shop contract', () => {
  it('is what the OpenAPI document says GET /api/shops/{slug} answers', () => {
    expect(documented('/api/shops/{slug}', 'get')).toEqual(asDocumented(shopSchema));
  });

  it('is met by the answer, field for field', async () => {
    const response = await app.request('/api/shops/demo-mx');
    expect(response.status).toBe(200);
    expect(shopSchema.strict().safeParse(response.body).error).toBeUndefined();
  });
});

describe('the signed-in customer contract', () => {
  it('is what the OpenAPI document says GET /api/user and POST /api/auth/session answer', () => {
    expect(documented('/api/user', 'get')).toEqual(asDocumented(signedInCustomerSchema));
    expect(documented('/api/auth/session', 'post')).toEqual(
      asDocumented(z.object({ token: z.string(), customer: signedInCustomerSchema })),
    );
  });

  it('is met by the answer, field for field', async () => {
    const session = await app.signIn(DEMO_PHONES.customerMX);
    const response = await app.request('/api/user', { token: session.token });
    expect(response.status).toBe(200);
    expect(signedInCustomerSchema.strict().safeParse(response.body).error).toBeUndefined();
  });
});
