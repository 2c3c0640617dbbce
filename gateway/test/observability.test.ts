/** Prometheus metrics and the request id on every log line written while serving a request. */
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

test('/metrics reports request latency by route and the outbox by state', async () => {
  await app.request('/api/shops/demo-mx');
  const res = await app.request<string>('/metrics');
  expect(res.status).toBe(200);
  expect(res.text).toMatch(
    /http_request_duration_seconds_count\{method="GET",route="\/api\/shops\/:slug",status_code="200"\} 1/,
  );
  expect(res.text).toMatch(/outbox_messages\{status="pending"\} \d+/);
});
