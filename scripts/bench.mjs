#!/usr/bin/env node
// `npm run bench`: what the shopper downloads and how fast the gateway answers.
//
// The machine is shared and noisy, so absolute numbers say little; every figure that matters
// is a ratio measured in the same run: the gateway against a raw Node http server that
// answers the very same bytes, on the same machine, one right after the other.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';
import { benchCluster } from './cluster/bench-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const largeCatalogue = Number(process.env.BENCH_PRODUCTS ?? 10000);

function sh(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status || 1);
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** A raw Node http server answering every request with the given body: the ceiling. */
function startRawServer(body, contentType) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

ensureInstall();
if (!existsSync(path.join(root, 'gateway/dist/server.mjs')))
  sh('npm', ['run', 'build', '-w', 'gateway']);

console.log('\n## Download sizes (gzip)\n');
sh('node', ['scripts/size-report.mjs']);

console.log('\n## Gateway throughput against raw Node http serving the same bytes\n');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barrio-bench-'));
const port = 18080 + Math.floor(Math.random() * 1000);
const env = {
  DATA_DIR: dataDir,
  PORT: String(port),
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-only-secret-bench-only-secret',
  DATABASE_URL: '',
  // Throughput from one address is the measure here, not the per-client read limit.
  READ_RATE_LIMIT: '1000000',
};
sh('node', ['gateway/dist/seed.mjs', '--products', String(largeCatalogue)], env);
const gateway = spawn(process.execPath, ['gateway/dist/server.mjs'], {
  cwd: root,
  env: { ...process.env, ...env },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;
const rows = [];
try {
  await waitFor(`${base}/api/islive`);
  const shop = await (await fetch(`${base}/api/shops/grande-mx`)).json();
  const cases = [
    ['health', '/api/islive'],
    ['shop lookup', '/api/shops/demo-mx'],
    [
      `first page of a ${largeCatalogue}-product catalogue`,
      `/api/products?catalog_id=${shop.catalog_id}&limit=40`,
    ],
    ['catalogue search', `/api/products?catalog_id=${shop.catalog_id}&q=arroz&limit=40`],
  ];
  for (const [label, pathAndQuery] of cases) {
    const sample = await fetch(base + pathAndQuery);
    const body = await sample.text();
    const raw = await startRawServer(
      body,
      sample.headers.get('content-type') ?? 'application/json',
    );
    const rawUrl = `http://127.0.0.1:${raw.address().port}/`;
    const ceiling = await load(rawUrl);
    const measured = await load(base + pathAndQuery);
    raw.close();
    rows.push({
      label,
      bytes: Buffer.byteLength(body),
      rawRps: Math.round(ceiling.requests.average),
      gatewayRps: Math.round(measured.requests.average),
      ratio: measured.requests.average / ceiling.requests.average,
      p99: measured.latency.p99,
      errors: measured.errors + measured.non2xx,
    });
  }
} finally {
  gateway.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  '| call | body bytes | raw http req/s | gateway req/s | gateway / raw | gateway p99 ms | errors |',
);
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.label} | ${row.bytes} | ${row.rawRps} | ${row.gatewayRps} | ${(row.ratio * 100).toFixed(1)} % | ${row.p99} | ${row.errors} |`,
  );
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/latest.json'),
  JSON.stringify({ at: new Date().toISOString(), seconds, connections, rows }, null, 2),
);

// Several instances on PostgreSQL and Redis (skipped without DATABASE_URL).
await benchCluster({ seconds, connections });
