import { z } from 'zod';
import {
  orderEnvelopeSchema,
  orderListSchema,
  orderPayloadSchema,
  placedOrderEnvelopeSchema,
  shopSchema,
  signedInCustomerSchema,
} from '@barrio/shared/contract';
import { DEMO_PHONES, startTestApp, type TestApp, START_TIMEOUT_MS } from './harness';

// The API shapes declared once in @barrio/shared/contract: the OpenAPI document describes them
// with exactly the contract's schema, and the gateway's answers satisfy it with no field the
// contract does not name (the browser parses them with the same schema).

interface MediaTypes {
  content?: Record<string, { schema: unknown }>;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { requestBody?: MediaTypes; responses: Record<string, MediaTypes> }>
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

function documentedBody(path: string, method: string): unknown {
  return document.paths[path]?.[method]?.requestBody?.content?.['application/json']?.schema;
}

function asDocumented(schema: z.core.$ZodType, io: 'input' | 'output' = 'output'): unknown {
  const json = z.toJSONSchema(schema, {
    io,
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
    expect(z.strictObject(shopSchema.shape).safeParse(response.body).error).toBeUndefined();
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
    expect(
      z.strictObject(signedInCustomerSchema.shape).safeParse(response.body).error,
    ).toBeUndefined();
  });
});

describe('the order contract', () => {
  it('is what the OpenAPI document says placing an order takes and answers', () => {
    expect(documentedBody('/api/order', 'post')).toEqual(asDocumented(orderPayloadSchema, 'input'));
    expect(documented('/api/order', 'post')).toEqual(asDocumented(placedOrderEnvelopeSchema));
  });

  it('is what the OpenAPI document says reading, editing and cancelling answer', () => {
    for (const [path, method] of [
      ['/api/order/{id}', 'get'],
      ['/api/order/{id}', 'patch'],
      ['/api/order/{id}/cancel', 'post'],
    ] as const) {
      expect(documented(path, method)).toEqual(asDocumented(orderEnvelopeSchema));
    }
    expect(documented('/api/orders', 'get')).toEqual(asDocumented(orderListSchema));
  });
});
