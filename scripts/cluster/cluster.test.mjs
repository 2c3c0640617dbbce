// `npm run start:cluster`'s shape under test: two built gateways and a worker behind HAProxy
// (deploy/haproxy/haproxy.cfg) on the machine's PostgreSQL (a schema of this run's own) and
// Redis (a key prefix of its own). A gateway killed -9 under a read load costs no failed GET
// (HAProxy sends it again to the other gateway) and no order; a gateway stopped with SIGTERM
// drains without a single 5xx. Part of `npm test`'s PostgreSQL run (needs DATABASE_URL and a
// built gateway).
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import pg from 'pg';
import { guestOrderBody, randomClient, unlimitedProduct } from '../bench/traffic.mjs';
import { freePort } from '../lib/free-port.mjs';
import { startCluster } from './haproxy-cluster.mjs';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const tag = randomBytes(4).toString('hex');
const schema = `cluster_test_${tag}`;
const prefix = `test:cluster:${tag}:`;

/**
 * Sends GETs from `connections` loops and guest orders from one loop until stop() is called,
 * recording every outcome. An order that fails is sent again under the same Idempotency-Key
 * (as the shop's checkout does), so each key must end in exactly one order.
 */
function startLoad(url, { shop, product }, connections = 4) {
  const gets = [];
  const orders = new Map();
  let running = true;
  const getLoop = async (i) => {
    const paths = [
      `/api/shops/${shop.slug}`,
      `/api/products?catalog_id=${shop.catalog_id}&limit=20`,
      '/api/islive',
    ];
    for (let n = 0; running; n += 1) {
      const path = paths[(n + i) % paths.length];
      try {
        const res = await fetch(`${url}${path}`, {
          headers: { 'x-forwarded-for': randomClient() },
        });
        await res.arrayBuffer();
        gets.push({ path, status: res.status });
      } catch (error) {
        gets.push({ path, status: 0, error: String(error.cause ?? error) });
      }
    }
  };
  const orderLoop = async () => {
    while (running) {
      const key = randomUUID();
      const body = guestOrderBody(shop, product);
      const tries = [];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        try {
          const res = await fetch(`${url}/api/order`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'idempotency-key': key,
              'x-forwarded-for': randomClient(),
            },
            body,
          });
          const answer = await res.json().catch(() => null);
          tries.push(res.status);
          if (res.status < 300) {
            orders.set(key, { id: answer.order.id, tries });
            break;
          }
        } catch (error) {
          tries.push(String(error.cause ?? error));
        }
        // An order still in flight on the dead gateway is answered 409 until PostgreSQL has
        // rolled it back; the shopper's retry comes a moment later.
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      if (!orders.has(key)) orders.set(key, { id: null, tries });
    }
  };
  const loops = [...Array.from({ length: connections }, (_, i) => getLoop(i)), orderLoop()];
  return {
    gets,
    orders,
    async untilGets(count) {
      while (gets.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe('start:cluster behind HAProxy', { skip: !DATABASE_URL && 'needs DATABASE_URL' }, () => {
  let cluster;
  let target;
  const lines = [];

  before(async () => {
    const ensure = spawnSync('bash', ['scripts/ensure-haproxy.sh'], { stdio: 'inherit' });
    assert.equal(ensure.status, 0, 'HAProxy is needed (scripts/ensure-haproxy.sh)');
    const ports = async (n) => Promise.all(Array.from({ length: n }, () => freePort()));
    cluster = await startCluster({
      gateways: 2,
      workers: 1,
      port: await freePort(),
      host: '127.0.0.1',
      gatewayPorts: await ports(2),
      metricsPorts: await ports(2),
      statsPort: await freePort(),
      write: (line) => lines.push(line),
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'cluster-test-secret-cluster-test-secret',
        DATABASE_URL,
        DATABASE_SCHEMA: schema,
        REDIS_URL,
        REDIS_PREFIX: prefix,
        LOG_LEVEL: 'info',
        WEB_DIR: '/nonexistent-barrio-web',
      },
    });
    target = await unlimitedProduct(cluster.url, 'demo-mx');
  });

  after(async () => {
    await cluster?.stop();
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
    const redis = new Redis(REDIS_URL);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
    redis.disconnect();
  });

  async function ordersInDatabase(ids) {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select id::text from "${schema}".orders where id::text = any($1)`,
        [ids.map(String)],
      );
      return rows.map((r) => r.id);
    } finally {
      await client.end();
    }
  }

  it('serves through HAProxy, logs JSON only, and keeps /metrics off the shop port', async () => {
    const res = await fetch(`${cluster.url}/api/isready`);
    assert.equal(res.status, 200);
    assert.ok(res.headers.get('x-request-id'), 'HAProxy or the gateway gives a request id');
    assert.equal((await fetch(`${cluster.url}/metrics`)).status, 404);
    // Each gateway's metrics are on its own fixed port.
    const metrics = await (await fetch(cluster.gateways[0].metricsUrl)).text();
    assert.match(metrics, /http_requests_total/);
    const proxyMetrics = await (await fetch(cluster.statsUrl.replace('/stats', '/metrics'))).text();
    assert.match(proxyMetrics, /haproxy_backend_active_servers\{proxy="gateways"\} 2/);
    // HAProxy writes the access line when the request ends; wait for it, then read every line.
    const accessLine = (l) =>
      l.service === 'haproxy' && l.path === '/api/isready' && l.status === 200;
    while (!lines.some((line) => line.startsWith('{') && accessLine(JSON.parse(line)))) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const notJson = lines.filter((line) => {
      try {
        JSON.parse(line);
        return false;
      } catch {
        return true;
      }
    });
    assert.deepEqual(notJson, []);
    const access = lines.map((line) => JSON.parse(line)).find(accessLine);
    assert.ok(access, 'HAProxy wrote a JSON access line for the request');
    assert.ok(access.request_id, 'the access line carries the request id');
  });

  it('loses no GET and no order when a gateway is killed -9 under load', async () => {
    const load = startLoad(cluster.url, target);
    await load.untilGets(60);
    await cluster.gateways[0].stop('SIGKILL');
    await cluster.waitForStates({ gateway1: 'DOWN', gateway2: 'UP' });
    const atDown = load.gets.length;
    await load.untilGets(atDown + 60);
    await load.stop();

    const failed = load.gets.filter((g) => g.status !== 200);
    assert.deepEqual(failed, [], `${failed.length} of ${load.gets.length} GETs failed`);
    const orders = [...load.orders.values()];
    assert.ok(orders.length > 0, 'orders were placed during the test');
    const unplaced = orders.filter((o) => o.id === null);
    assert.deepEqual(unplaced, [], 'every order was eventually acknowledged');
    const ids = orders.map((o) => o.id);
    assert.equal(new Set(ids).size, ids.length, 'one order per Idempotency-Key');
    assert.deepEqual((await ordersInDatabase(ids)).sort(), ids.map(String).sort());
    process.stdout.write(`# ${load.gets.length} GETs and ${orders.length} orders, none lost\n`);
  });

  it('drains a gateway stopped with SIGTERM without a single 5xx', async () => {
    // The platform (systemd, Kubernetes) starts the killed gateway again.
    cluster.gateways[0].start();
    await cluster.waitForStates({ gateway1: 'UP', gateway2: 'UP' });
    const load = startLoad(cluster.url, target);
    await load.untilGets(60);
    const exitCode = await cluster.gateways[1].stop('SIGTERM');
    assert.equal(exitCode, 0, 'the draining gateway exits cleanly');
    await cluster.waitForStates({ gateway1: 'UP', gateway2: 'DOWN' });
    await load.untilGets(load.gets.length + 60);
    await load.stop();
    const failed = load.gets.filter((g) => g.status !== 200);
    assert.deepEqual(failed, [], `${failed.length} of ${load.gets.length} GETs failed`);
    const orders = [...load.orders.values()];
    assert.deepEqual(
      orders.filter((o) => o.tries.some((t) => typeof t !== 'number' || t >= 500)),
      [],
      'no order saw a 5xx or a broken connection',
    );
    const ids = orders.map((o) => o.id);
    assert.deepEqual((await ordersInDatabase(ids)).sort(), ids.map(String).sort());
  });
});
