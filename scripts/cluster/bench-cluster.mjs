// The cluster part of `npm run bench`: order and catalogue-read throughput through the load
// balancer with one and with two gateway instances (plus one message worker) behind HAProxy on this machine,
// against PostgreSQL and Redis. A schema and a Redis key prefix of its own, removed afterwards.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { guestOrderBody, load, randomClient, unlimitedProduct } from '../bench/traffic.mjs';
import { freePort } from '../lib/free-port.mjs';
import { startCluster } from './haproxy-cluster.mjs';

async function measure(url, { seconds, connections }) {
  const { shop, product } = await unlimitedProduct(url, 'demo-mx');
  const orderBody = () => guestOrderBody(shop, product);
  const reads = await load({
    url: `${url}/api/products?catalog_id=${shop.catalog_id}&limit=40`,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'x-forwarded-for': randomClient() },
        }),
      },
    ],
  });
  const orders = await load({
    url: `${url}/api/order`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          headers: {
            ...req.headers,
            'content-type': 'application/json',
            'idempotency-key': randomBytes(12).toString('hex'),
            'x-forwarded-for': randomClient(),
          },
          body: orderBody(),
        }),
      },
    ],
  });
  return {
    ordersPerSecond: orders.requests.average,
    orderP99: orders.latency.p99,
    orderErrors: orders.errors + orders.non2xx,
    readsPerSecond: reads.requests.average,
    readP99: reads.latency.p99,
    readErrors: reads.errors + reads.non2xx,
  };
}

/**
 * Runs the measurement with 1 and 2 instances and prints a table with the two-to-one ratio.
 * Skipped (with a note) when DATABASE_URL is not set.
 */
export async function benchCluster({ seconds = 5, connections = 16 } = {}) {
  console.log(
    '\n## Cluster: one and two gateway instances behind the balancer (PostgreSQL + Redis)\n',
  );
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.log('skipped: set DATABASE_URL (and REDIS_URL, default redis://127.0.0.1:6379)');
    return null;
  }
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const tag = randomBytes(4).toString('hex');
  const schema = `bench_cluster_${tag}`;
  const prefix = `bench:${tag}:`;
  const results = [];
  try {
    for (const gateways of [1, 2]) {
      const ports = async (n) => Promise.all(Array.from({ length: n }, () => freePort()));
      const cluster = await startCluster({
        gateways,
        workers: 1,
        port: await freePort(),
        host: '127.0.0.1',
        gatewayPorts: await ports(gateways),
        metricsPorts: await ports(gateways),
        statsPort: await freePort(),
        write: () => {},
        env: {
          DATABASE_URL: databaseUrl,
          DATABASE_SCHEMA: schema,
          REDIS_URL: redisUrl,
          REDIS_PREFIX: prefix,
          NODE_ENV: 'production',
          SESSION_SECRET: 'bench-only-secret-bench-only-secret',
          LOG_LEVEL: 'warn',
          WEB_DIR: '/nonexistent-barrio-web',
        },
      });
      try {
        results.push({ gateways, ...(await measure(cluster.url, { seconds, connections })) });
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
    const redis = new Redis(redisUrl);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
    redis.disconnect();
  }

  console.log(
    '| instances | orders/s | order p99 ms | order errors | catalogue reads/s | read p99 ms | read errors |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.gateways} | ${r.ordersPerSecond.toFixed(0)} | ${r.orderP99} | ${r.orderErrors} | ${r.readsPerSecond.toFixed(0)} | ${r.readP99} | ${r.readErrors} |`,
    );
  }
  const [one, two] = results;
  const ratios = {
    orders: two.ordersPerSecond / one.ordersPerSecond,
    reads: two.readsPerSecond / one.readsPerSecond,
  };
  console.log(
    `\ntwo instances / one: orders ${ratios.orders.toFixed(2)}×, catalogue reads ${ratios.reads.toFixed(2)}× (${connections} connections, ${seconds} s each)`,
  );
  // The machine is shared: the load around the run says how much of it the run had.
  const loadAverage = os.loadavg()[0];
  console.log(
    `load average during the run: ${loadAverage.toFixed(1)} on ${os.cpus().length} cores`,
  );
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/cluster.json'),
    JSON.stringify(
      { at: new Date().toISOString(), seconds, connections, loadAverage, results, ratios },
      null,
      2,
    ),
  );
  return { results, ratios };
}
