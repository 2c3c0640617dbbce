/** Prometheus metrics (on their own listener) and the request id on every log line written while serving a request. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { startMetricsServer } from '../src/http/metrics-server';
import { DEMO_PHONES, START_TIMEOUT_MS, startTestApp, type TestApp } from './harness';

let app: TestApp;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  app = await startTestApp({
    logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
}, START_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
});

test('every line logged while serving a request carries its id, which the client gets back', async () => {
  const requestId = 'req-observability-0001';
  const res = await app.request('/api/auth/code', {
    method: 'POST',
    body: { phone: DEMO_PHONES.customerMX },
    headers: { 'x-request-id': requestId },
  });
  expect(res.status).toBe(202);
  expect(res.headers.get('x-request-id')).toBe(requestId);
  // A service's line (the message provider's), not only the access line.
  const serviceLine = lines.find((l) => l.msg === 'message kept in the outbox');
  expect(serviceLine?.reqId).toBe(requestId);
  const accessLine = lines.find((l) => (l.req as { id?: string } | undefined)?.id === requestId);
  expect(accessLine).toBeDefined();
});

describe('/metrics on its own listener', () => {
  let server: Server | null;
  let url: string;
  const token = 'scrape-token-0123456789';

  beforeAll(async () => {
    server = await startMetricsServer({
      registry: app.metrics.registry,
      port: 0,
      host: '127.0.0.1',
      token,
      logger: pino({ level: 'silent' }),
    });
    url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}/metrics`;
  });

  afterAll(() => {
    server?.close();
  });

  test('reports request latency by route and the outbox by state', async () => {
    await app.request('/api/shops/demo-mx');
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/shops\/:slug",status_code="200"\} 1/,
    );
    expect(text).toMatch(/outbox_messages\{status="pending"\} \d+/);
  });

  test('refuses a scrape without the token, or with a wrong one', async () => {
    expect((await fetch(url)).status).toBe(401);
    const wrong = await fetch(url, { headers: { authorization: `Bearer ${token.slice(0, -1)}x` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toMatch(/http_requests_total/);
  });

  test('is not served on the public API port', async () => {
    const res = await app.request('/metrics');
    expect(res.status).toBe(404);
    expect(res.text).not.toMatch(/http_requests_total|outbox_messages/);
  });

  test('a taken port leaves the shop serving, without metrics', async () => {
    const port = (server!.address() as AddressInfo).port;
    const second = await startMetricsServer({
      registry: app.metrics.registry,
      port,
      host: '127.0.0.1',
      token: null,
      logger: pino({ level: 'silent' }),
    });
    expect(second).toBeNull();
  });
});

test('METRICS_PORT, METRICS_HOST and METRICS_TOKEN configure the listener; loopback by default', () => {
  const defaults = loadConfig({});
  expect(defaults.metricsPort).toBe(9464);
  expect(defaults.metricsHost).toBe('127.0.0.1');
  expect(defaults.metricsToken).toBeNull();
  const set = loadConfig({ METRICS_PORT: '9100', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: token16 });
  expect(set).toMatchObject({ metricsPort: 9100, metricsHost: '0.0.0.0', metricsToken: token16 });
  expect(loadConfig({ METRICS_PORT: 'off' }).metricsPort).toBeNull();
  expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
});

const token16 = 'a-token-of-16-chars';
