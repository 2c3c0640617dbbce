#!/usr/bin/env node
// `npm run bench`: one run that measures what the speed targets are about.
//   1. Lighthouse (the devDependency's version), mobile preset, median of BENCH_LIGHTHOUSE_RUNS
//      (5): /demo-mx, /grande-mx (the large catalogue) and the checkout with three products in
//      the cart, each with the Lighthouse and Chromium versions and the median benchmarkIndex;
//      /demo-mx in turns with its floors: its HTML with every script file refused, and a blank
//      page (what this machine's Chromium costs before any of the storefront's script).
//   2. Bytes per page as served (compressed, on the wire), cold, on a phone and a desktop.
//      The main thread's work over a cold load on a phone at 4× CPU: busy, script and the long
//      tasks' blocking time, medians of BENCH_MAIN_THREAD_RUNS (7) loads per page; and /demo-mx
//      unthrottled, traced, in turns with its HTML alone: its task time and the script evaluated
//      before it is interactive.
//   3. Gateway throughput as a ratio of a raw node:http server (its own process) answering the
//      very same bytes, at 16 and 50 connections, on PGlite and on PostgreSQL.
//   4. Search in a BENCH_PRODUCTS (50 000) product catalogue: p95 of one shopper's searches.
//   5. Orders at BENCH_ORDER_CONNECTIONS (50) concurrent shoppers, each from its own address,
//      after a 2 s warm-up at that concurrency (reported apart), and on PostgreSQL the commits
//      each order took.
//   6. The owner's analytics summary over 1 000 000 generated events of one shop on PostgreSQL.
// The machine is shared and noisy: ratios measured back to back say more than absolute rates.
// Environment: BENCH_SECONDS (5), BENCH_PRODUCTS (50000), BENCH_LIGHTHOUSE_RUNS (5),
// BENCH_MAIN_THREAD_RUNS (7), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres;
// a throwaway database is created there and dropped), BENCH_SKIP (comma list of lighthouse,
// bytes,mainthread,pglite,postgres,reads,orders,analytics,cluster), BENCH_GATEWAY
// (gateway/dist/server.mjs: another build to measure), BENCH_GATEWAY_NODE_ARGS (flags for the
// gateway's node alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it under load;
// NODE_OPTIONS refuses the profiler's flags).
// Results go to bench/results/latest.json; with BENCH_DOCS=1 also to docs/bench-results.json,
// and the table at the top of docs/speed.md is generated again from it (scripts/docs/speed-table.mjs).
import autocannon from 'autocannon';
import { LIGHTHOUSE_TARGET_TEXT, meetsLighthouseTarget } from './bench/targets.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';
import {
  chromiumVersionOf,
  lighthouseCheckout,
  lighthousePage,
  lighthousePagesInTurns,
} from './bench/lighthouse.mjs';
import { benchOrders } from './bench/orders.mjs';
import { describeRun, machineNow, postgresFacts } from './bench/environment.mjs';
import { intlFirstUse } from './bench/intl-first-use.mjs';
import { mainThreadWork, unthrottledMainThreadOf } from './bench/main-thread.mjs';
import { publishResults } from './docs/speed-table.mjs';
import { pageWeights } from './bench/page-weight.mjs';
import { benchCluster } from './cluster/bench-cluster.mjs';
import { freePort } from './lib/free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'gateway', 'package.json'));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const products = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const mainThreadRuns = Number(process.env.BENCH_MAIN_THREAD_RUNS ?? 7);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const orderConnections = Number(process.env.BENCH_ORDER_CONNECTIONS ?? 50);
const gatewayEntry = process.env.BENCH_GATEWAY ?? 'gateway/dist/server.mjs';
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const LARGE_SHOP = 'grande-mx';
const results = {
  at: new Date().toISOString(),
  seconds,
  products,
  machine: machineNow(),
  versions: {
    chromium: chromiumVersionOf(''),
    lighthouse: createRequire(import.meta.url)('lighthouse/package.json').version,
  },
  settings: { lighthouseRuns, mainThreadRuns, skip: [...skip] },
};

function sh(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  // Thrown, not exited: the throwaway database and the work directory are removed on the way out.
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function load(url, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** A page with a line of text and nothing else, written into `dir`: its file. */
function blankPage(dir) {
  const file = path.join(dir, 'blank.html');
  writeFileSync(
    file,
    '<!doctype html><html lang="es"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width,initial-scale=1"><title>Vacía</title>' +
      '</head><body><p>Una página sin nada más.</p></body></html>',
  );
  return file;
}

/** The raw server in its own process, answering with the bytes in `file`. */
async function startRawServer(file, contentType) {
  const child = spawn(process.execPath, ['scripts/bench/raw-server.mjs', file, contentType], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (data) => resolve(Number(String(data).trim())));
    child.once('exit', () => reject(new Error('raw server exited')));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}

async function startGateway(env, webDir) {
  const port = await freePort();
  const nodeArgs = (process.env.BENCH_GATEWAY_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, gatewayEntry], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), WEB_DIR: webDir },
    stdio: 'inherit',
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/api/islive`);
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Gateway and raw http, back to back, for each call and each connection count. */
async function ratios(origin, workDir) {
  const shop = await (await fetch(`${origin}/api/shops/${LARGE_SHOP}`)).json();
  const cases = [
    ['islive', '/api/islive'],
    ['shop lookup', '/api/shops/demo-mx'],
    [
      `40-product page (${products} products)`,
      `/api/products?catalog_id=${shop.catalog_id}&limit=40`,
    ],
    ['search "arroz"', `/api/products?catalog_id=${shop.catalog_id}&q=arroz&limit=40`],
  ];
  const rows = [];
  for (const [label, pathAndQuery] of cases) {
    const sample = await fetch(origin + pathAndQuery);
    const body = Buffer.from(await sample.arrayBuffer());
    const file = path.join(workDir, 'body');
    writeFileSync(file, body);
    const raw = await startRawServer(file, sample.headers.get('content-type') ?? 'text/plain');
    try {
      for (const connections of [16, 50]) {
        const ceiling = await load(raw.url, connections);
        const measured = await load(origin + pathAndQuery, connections);
        rows.push({
          label,
          connections,
          bytes: body.length,
          rawRps: Math.round(ceiling.requests.average),
          gatewayRps: Math.round(measured.requests.average),
          ratio: measured.requests.average / ceiling.requests.average,
          p99: measured.latency.p99,
          errors: measured.errors + measured.non2xx,
        });
      }
    } finally {
      raw.stop();
    }
  }
  return rows;
}

// Words a shopper types, with and without accents, singular and plural.
const SEARCHES = [
  'arroz',
  'arroces',
  'leche',
  'leches',
  'cafe',
  'café',
  'jabon',
  'jabón',
  'tomates',
  'galletas',
  'aceite',
  'azucar',
  'azúcar',
  'frijoles',
  'pan',
  'limones',
  'atun',
  'atún',
  'refresco',
  'queso',
  'huevo',
  'huevos',
  'pasta',
  'sal',
  'agua',
  'papel',
  'detergente',
];

/**
 * One shopper's searches one after another: p50 and p95 of the answer time. Each round asks
 * for a different page size, so no answer comes from the gateway's page cache.
 */
async function searchLatency(origin) {
  const shop = await (await fetch(`${origin}/api/shops/${LARGE_SHOP}`)).json();
  const times = [];
  for (let round = 0; round < 8; round += 1) {
    for (const word of SEARCHES) {
      const started = performance.now();
      const response = await fetch(
        `${origin}/api/products?catalog_id=${shop.catalog_id}&q=${encodeURIComponent(word)}&limit=${40 - round}`,
      );
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { count: times.length, p50: at(0.5), p95: at(0.95) };
}

async function createPostgresDatabase() {
  const { Client } = require('pg');
  const name = `barrio_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

ensureInstall();
const apps = ['shell', 'mf-catalog', 'mf-cart-checkout', 'mf-orders', 'mf-wallet', 'mf-geo-pickup'];
if (
  !existsSync(path.join(root, 'gateway/dist/server.mjs')) ||
  apps.some((app) => !existsSync(path.join(root, app, 'dist', 'mf-manifest.json')))
) {
  sh('npx', ['lerna', 'run', 'build', '--concurrency', '1', '--loglevel', 'warn']);
}
const workDir = mkdtempSync(path.join(os.tmpdir(), 'barrio-bench-'));
const webDir = path.join(workDir, 'web');
sh('node', ['scripts/publish-web.mjs', '--web-dir', webDir]);

const baseEnv = {
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-only-secret-bench-only-secret',
  // Throughput from one address is the measure here, not the per-client read limit.
  READ_RATE_LIMIT: '1000000',
  // The order bench sends each order from another client address (X-Forwarded-For from
  // loopback), as a balancer would: the per-address order limit stays as it is in production.
  TRUST_PROXY: 'loopback',
  // Messages are delivered by worker processes in production (see "Several gateways"): the
  // order figures are those of placing orders, not of delivering their messages as well.
  OUTBOX_WORKER: 'off',
};

/**
 * The database's commit counter (pg_stat_database, read once its statistics are flushed) and
 * its orders, read in one transaction (which the next reading's commits include: one each).
 */
async function orderCounters(url) {
  const { Client } = require('pg');
  // A connection that goes idle reports its commits within 10 s (PostgreSQL's idle flush).
  await sleep(11_000);
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select (select xact_commit::bigint from pg_stat_database where datname = current_database()) as commits,
              (select count(*)::bigint from orders) as orders`,
    );
    return { commits: Number(rows[0].commits), orders: Number(rows[0].orders) };
  } finally {
    await client.end();
  }
}

try {
  for (const kind of ['pglite', 'postgres']) {
    if (skip.has(kind)) continue;
    let database = null;
    const env = { ...baseEnv };
    if (kind === 'pglite') {
      env.DATA_DIR = path.join(workDir, 'pglite');
      env.DATABASE_URL = '';
    } else {
      try {
        database = await createPostgresDatabase();
      } catch (error) {
        console.warn(`\nPostgreSQL not reachable at ${postgresUrl} (${error.message}): skipped`);
        continue;
      }
      env.DATABASE_URL = database.url;
    }
    try {
      console.log(`\n## ${kind}: seeding a ${products}-product catalogue into ${LARGE_SHOP}`);
      sh('node', ['gateway/dist/seed.mjs', '--products', String(products)], env);
      const gateway = await startGateway(env, webDir);
      try {
        if (kind === 'pglite' && !skip.has('lighthouse')) {
          console.log(`\n## Lighthouse (mobile preset), median of ${lighthouseRuns}`);
          // /demo-mx in turns with its floors: its markup without its scripts, and a blank page
          // (what Chromium itself costs on this machine), so that a reader sees how much of its
          // blocking time is the storefront's script.
          const blank = await startRawServer(blankPage(workDir), 'text/html; charset=utf-8');
          let shopPage;
          try {
            ({ shopPage, ...results.lighthouseFloor } = lighthousePagesInTurns(
              {
                shopPage: { url: `${gateway.origin}/demo-mx` },
                '/demo-mx without its scripts': {
                  url: `${gateway.origin}/demo-mx`,
                  blockScripts: true,
                },
                'a blank page': { url: blank.url },
              },
              lighthouseRuns,
            ));
          } finally {
            blank.stop();
          }
          results.lighthouse = {
            '/demo-mx': shopPage,
            [`/${LARGE_SHOP}`]: lighthousePage(`${gateway.origin}/${LARGE_SHOP}`, lighthouseRuns),
            'checkout, 3 items': await lighthouseCheckout(
              gateway.origin,
              'demo-mx',
              lighthouseRuns,
            ),
          };
        }
        if (kind === 'pglite' && !skip.has('bytes')) {
          console.log('\n## Bytes per page as served');
          results.bytes = await pageWeights(gateway.origin, ['/demo-mx', `/${LARGE_SHOP}`]);
        }
        if (kind === 'pglite' && !skip.has('mainthread')) {
          console.log(`\n## Main thread at 4× CPU on a phone, median of ${mainThreadRuns}`);
          results.mainThread = await mainThreadWork(
            [
              `${gateway.origin}/demo-mx`,
              `${gateway.origin}/${LARGE_SHOP}`,
              `${gateway.origin}/demo-mx/checkout`,
            ],
            mainThreadRuns,
          );
          console.log(`\n## Main thread unthrottled, traced, median of ${mainThreadRuns}`);
          [results.mainThreadUnthrottled, results.mainThreadUnthrottledFloor] =
            await unthrottledMainThreadOf(
              [
                `${gateway.origin}/demo-mx`,
                { url: `${gateway.origin}/demo-mx`, blockScripts: true },
              ],
              mainThreadRuns,
            );
          console.log(
            `\n## The browser's first Intl call, blank page, median of ${mainThreadRuns}`,
          );
          results.intlFirstUse = await intlFirstUse(mainThreadRuns, 'es-MX');
        }
        if (!skip.has('reads')) console.log(`\n## ${kind}: gateway against raw node:http`);
        results[kind] = skip.has('reads')
          ? {}
          : {
              ratios: await ratios(gateway.origin, workDir),
              search: await searchLatency(gateway.origin),
            };
        if (!skip.has('orders')) {
          console.log(`\n## ${kind}: orders at ${orderConnections} concurrent shoppers`);
          const before = machineNow();
          const onDatabase = database
            ? await postgresFacts(require('pg').Client, database.url)
            : null;
          results[kind].orders = await benchOrders(gateway.origin, {
            seconds,
            connections: orderConnections,
            counters: database ? () => orderCounters(database.url) : undefined,
          });
          results[kind].orders.ranOn = { before, after: machineNow(), database: onDatabase };
        }
      } finally {
        await gateway.stop();
      }
    } finally {
      await database?.drop();
    }
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

// The report: every target with its measured value.
const ms = (value) => `${(value / 1000).toFixed(1)} s`;
const mark = (ok) => (ok ? 'met' : 'NOT met');
if (results.lighthouse) {
  console.log(
    '\n| page | score | LCP | TBT | CLS | target | Lighthouse, Chromium, benchmarkIndex |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const [page, r] of Object.entries(results.lighthouse)) {
    const ok = meetsLighthouseTarget(r);
    console.log(
      `| ${page} | ${r.score.toFixed(2)} | ${ms(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${LIGHTHOUSE_TARGET_TEXT}: ${mark(ok)} | ${r.lighthouseVersion}, ${r.chromiumVersion}, ${Math.round(r.benchmarkIndex)} |`,
    );
  }
}
if (results.lighthouseFloor) {
  for (const [page, r] of Object.entries(results.lighthouseFloor)) {
    console.log(
      `floor, ${page}: score ${r.score.toFixed(2)}, LCP ${ms(r.lcp)}, TBT ${Math.round(r.tbt)} ms ` +
        `(${r.tbts.map(Math.round).join(', ')}), benchmarkIndex ${Math.round(r.benchmarkIndex)}`,
    );
  }
}
if (results.bytes) {
  console.log('\n| page | screen | cold JS as served | files | all bytes | target |');
  console.log('|---|---|---|---|---|---|');
  for (const page of results.bytes) {
    const all = Object.values(page.bytes).reduce((a, b) => a + b, 0);
    console.log(
      `| ${page.path} | ${page.screen} | ${(page.bytes.js / 1024).toFixed(1)} KB | ${page.files.js} | ${(all / 1024).toFixed(1)} KB | JS ≤ 200 KB: ${mark(page.bytes.js <= 200 * 1024)} |`,
    );
  }
}
if (results.mainThread) {
  // No target of its own (TBT's is Lighthouse's, above): the steadier figure to compare builds by.
  console.log('\n| page (phone, 4× CPU, cold) | busy | script | long tasks over 50 ms, summed |');
  console.log('|---|---|---|---|');
  for (const r of results.mainThread) {
    console.log(
      `| ${new URL(r.url).pathname} | ${Math.round(r.busy)} ms | ${Math.round(r.script)} ms | ${Math.round(r.blocking)} ms |`,
    );
  }
}
if (results.mainThreadUnthrottled) {
  const r = results.mainThreadUnthrottled;
  console.log(
    `\n${new URL(r.url).pathname} unthrottled, cold (median of ${r.runs}): tasks ${Math.round(r.tasks)} ms ` +
      `(target ≤ 600 ms: ${mark(r.tasks <= 600)}), script before interactive ` +
      `${Math.round(r.scriptBeforeInteractive)} ms (target ≤ 300 ms: ${mark(r.scriptBeforeInteractive <= 300)}), ` +
      `interactive at ${Math.round(r.interactive)} ms`,
  );
  const floor = results.mainThreadUnthrottledFloor;
  if (floor) {
    console.log(
      `the same HTML without its scripts (the floor): tasks ${Math.round(floor.tasks)} ms, ` +
        `interactive at ${Math.round(floor.interactive)} ms`,
    );
  }
}
if (results.intlFirstUse) {
  for (const r of results.intlFirstUse) {
    console.log(
      `first ${r.name} of a fresh renderer (blank page): ${r.first.toFixed(1)} ms ` +
        `(${r.range[0].toFixed(1)} to ${r.range[1].toFixed(1)}), median of ${r.runs}`,
    );
  }
}
if (results.lighthouse || results.mainThread) {
  console.log(
    `\nChromium ${results.versions.chromium}, Lighthouse ${results.versions.lighthouse}; ` +
      `machine: ${results.machine.cpu} × ${results.machine.cores} cores, load average ${results.machine.load.join(' ')} at the start`,
  );
}
for (const kind of ['pglite', 'postgres']) {
  const r = results[kind];
  if (!r?.ratios) continue;
  console.log(`\n${kind}:\n`);
  console.log(
    '| call | connections | body bytes | raw req/s | gateway req/s | gateway / raw | p99 ms | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of r.ratios) {
    console.log(
      `| ${row.label} | ${row.connections} | ${row.bytes} | ${row.rawRps} | ${row.gatewayRps} | ${(row.ratio * 100).toFixed(1)} % | ${row.p99} | ${row.errors} |`,
    );
  }
  const catalogue = r.ratios.filter((row) => row.label !== 'islive');
  if (kind === 'postgres') {
    const worst = Math.min(...catalogue.map((row) => row.ratio));
    console.log(
      `\ncatalogue reads ≥ 0.5× raw on PostgreSQL: worst ${worst.toFixed(2)}×, ${mark(worst >= 0.5)}`,
    );
  }
  console.log(
    `search in ${products} products, ${r.search.count} searches: p50 ${r.search.p50.toFixed(1)} ms, p95 ${r.search.p95.toFixed(1)} ms (target ≤ 50 ms: ${mark(r.search.p95 <= 50)})`,
  );
}
for (const kind of ['pglite', 'postgres']) {
  const o = results[kind]?.orders;
  if (!o) continue;
  const perOrder =
    o.commitsPerOrder === null ? '' : `, ${o.commitsPerOrder.toFixed(2)} commits an order`;
  const target =
    kind === 'postgres'
      ? ` (target ≥ 400/s, p99 ≤ 150 ms: ${mark(o.ordersPerSecond >= 400 && o.p99 <= 150 && o.errors === 0)})`
      : '';
  const statuses = Object.entries(o.statuses)
    .map(([code, count]) => `${count}× ${code}`)
    .join(', ');
  const warmUp = o.warmUp
    ? `; the ${o.warmUp.seconds} s warm-up before it: p50 ${o.warmUp.p50} ms, p99 ${o.warmUp.p99} ms`
    : '';
  console.log(
    `\n${kind} orders at ${o.connections} concurrent: ${o.ordersPerSecond.toFixed(0)}/s, p50 ${o.p50} ms, p99 ${o.p99} ms, ${o.errors} errors (${statuses})${perOrder}${target}${warmUp}`,
  );
  console.log(`  ran on: ${describeRun(o.ranOn)}`);
}
// The owner's analytics summary over BENCH_ANALYTICS_EVENTS (1 000 000) generated events of one
// shop on PostgreSQL, through the gateway's own summary service (gateway/bench/analytics-summary.ts).
if (!skip.has('analytics')) {
  const run = spawnSync(
    process.execPath,
    [require.resolve('tsx/cli'), 'gateway/bench/analytics-summary.ts'],
    { cwd: root, env: { ...process.env, DATABASE_URL: postgresUrl }, encoding: 'utf8' },
  );
  const line = run.status === 0 ? run.stdout.trim().split('\n').at(-1) : null;
  if (!line) {
    console.warn(`\nanalytics summary bench failed: ${run.stderr?.slice(-500) ?? run.status}`);
  } else {
    results.analytics = JSON.parse(line);
    const { events, ranges } = results.analytics;
    console.log(`\nowner's analytics summary, ${events} events of one shop on PostgreSQL:`);
    for (const [range, r] of Object.entries(ranges)) {
      console.log(
        `  ${range}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (target ≤ 200 ms: ${mark(r.p95 <= 200)})`,
      );
    }
  }
}
// Several instances on PostgreSQL and Redis (skipped without DATABASE_URL).
if (!skip.has('cluster')) results.cluster = await benchCluster({ seconds, connections: 16 });

results.machineAfter = machineNow();
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify(results, null, 2));
if (process.env.BENCH_DOCS === '1') {
  await publishResults(results);
  console.log('\ndocs/bench-results.json and the table in docs/speed.md written');
}
