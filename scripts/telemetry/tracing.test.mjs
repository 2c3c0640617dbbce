// OpenTelemetry end to end: the built gateway (PGlite, in-process message delivery) started
// with its telemetry preload and OTEL_EXPORTER_OTLP_ENDPOINT pointing at an OTLP/HTTP receiver
// written here. One order placed under a caller's W3C traceparent makes one trace with spans
// for the HTTP request, the database transaction, the hand-off to the queue and the delivery,
// and the gateway's log lines written for it carry that trace id. Runs after the build.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, it } from 'node:test';
import { guestOrderBody, unlimitedProduct } from '../bench/traffic.mjs';
import { freePort } from '../lib/free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** An OTLP/HTTP receiver (JSON encoding): keeps every span it is sent. */
async function startReceiver() {
  const spans = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString());
        for (const resourceSpans of body.resourceSpans ?? []) {
          for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
            for (const span of scopeSpans.spans ?? []) spans.push(span);
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { spans, url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

async function until(what, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let receiver;
let gateway;
let output = '';
let url;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barrio-tracing-'));

before(async () => {
  receiver = await startReceiver();
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  gateway = spawn(
    process.execPath,
    ['--import', './gateway/dist/telemetry.mjs', 'gateway/dist/server.mjs'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DATABASE_URL: '',
        REDIS_URL: '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        PORT: String(port),
        HOST: '127.0.0.1',
        METRICS_PORT: 'off',
        DATA_DIR: dataDir,
        WEB_DIR: '/nonexistent-barrio-web',
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_SERVICE_NAME: 'barrio-gateway-test',
        // Batches leave every 100 ms rather than every 5 s.
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  gateway.stdout.on('data', (chunk) => (output += chunk));
  gateway.stderr.on('data', (chunk) => (output += chunk));
  await until(
    'the gateway to be ready',
    async () => {
      if (gateway.exitCode !== null) throw new Error(`the gateway exited:\n${output}`);
      return fetch(`${url}/api/isready`).then(
        (res) => res.status === 200,
        () => false,
      );
    },
    180_000,
  );
});

after(async () => {
  if (gateway && gateway.exitCode === null) {
    gateway.kill('SIGTERM');
    await once(gateway, 'exit');
  }
  receiver?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('one order is one trace: the request, its transaction, the queue hand-off, the delivery', async () => {
  const target = await unlimitedProduct(url, 'demo-mx');
  const traceId = randomBytes(16).toString('hex');
  const callerSpanId = randomBytes(8).toString('hex');
  const res = await fetch(`${url}/api/order`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': randomBytes(12).toString('hex'),
      // As HAProxy passes it on from the client or an edge proxy.
      traceparent: `00-${traceId}-${callerSpanId}-01`,
    },
    body: guestOrderBody(target.shop, target.product),
  });
  assert.ok(res.status < 300, await res.clone().text());

  const inTrace = () => receiver.spans.filter((s) => s.traceId === traceId);
  const named = (pattern) => inTrace().filter((s) => pattern.test(s.name));
  // Spans are exported in batches as they end: the request's own span ends after its answer
  // went out and may arrive after the delivery's. Every kind the trace must hold is waited for.
  await until(
    'the request, hand-off and delivery spans to arrive',
    () =>
      named(/^POST \/api\/order$/).length >= 1 &&
      named(/^outbox hand-off$/).length >= 2 &&
      named(/^outbox deliver$/).length >= 1,
  );

  /** The span is the request's, or one of its descendants' (Express's handler span between). */
  const within = (span, ancestor) => {
    const byId = new Map(inTrace().map((s) => [s.spanId, s]));
    for (let at = span; at; at = byId.get(at.parentSpanId)) {
      if (at.spanId === ancestor.spanId) return true;
    }
    return false;
  };
  const [request] = named(/^POST \/api\/order$/);
  assert.ok(request, `an HTTP server span; got ${inTrace().map((s) => s.name)}`);
  assert.equal(request.parentSpanId, callerSpanId, 'the caller’s traceparent was kept');
  const transactions = named(/^db\.transaction$/);
  assert.ok(transactions.length >= 1, 'a span for the order’s transaction');
  assert.ok(
    transactions.some((t) => within(t, request)),
    'the transaction runs inside the request',
  );
  const handOffs = named(/^outbox hand-off$/);
  assert.ok(handOffs.length >= 2, 'the confirmation and the owner’s notice were handed over');
  assert.ok(
    handOffs.every((h) => within(h, request)),
    'the hand-offs continue the request',
  );
  const deliveries = named(/^outbox deliver$/);
  assert.ok(
    deliveries.every((d) => within(d, request)),
    'the deliveries continue the request',
  );

  // No other trace holds this order's spans.
  const orderSpans = receiver.spans.filter((s) => /^(POST \/api\/order|outbox )/.test(s.name));
  assert.deepEqual(new Set(orderSpans.map((s) => s.traceId)), new Set([traceId]));

  // The log lines written while serving it carry the trace id.
  await until('a log line with the trace id', () => output.includes(`"trace_id":"${traceId}"`));
  const lines = output
    .split('\n')
    .filter((line) => line.includes(traceId))
    .map((line) => JSON.parse(line));
  assert.ok(lines.every((line) => typeof line.span_id === 'string'));
});
