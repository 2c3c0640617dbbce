#!/usr/bin/env node
// `npm run start:cluster`: builds (unless SKIP_BUILD=1), then runs CLUSTER_GATEWAYS gateway
// processes (2, at most 4) and CLUSTER_WORKERS message workers (1) against DATABASE_URL and
// REDIS_URL behind HAProxy (deploy/haproxy/haproxy.cfg) on PORT (8080). Every line it prints
// is JSON. SIGTERM or Ctrl-C drains and stops it all. See docs/operations.md.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_GATEWAYS, startCluster } from './cluster/haproxy-cluster.mjs';
import { ensureInstall } from './ensure-install.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (level, msg) =>
  process[level === 'error' ? 'stderr' : 'stdout'].write(
    `${JSON.stringify({ service: 'start-cluster', level, msg })}\n`,
  );

function step(label, command, args) {
  say('info', label);
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) {
    say('error', `${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

function number(name, fallback, min, max) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min || value > max) {
    say('error', `${name} must be a whole number from ${min} to ${max}`);
    process.exit(1);
  }
  return value;
}

if (!process.env.DATABASE_URL) {
  say('error', 'set DATABASE_URL=postgres://… (and REDIS_URL, default redis://127.0.0.1:6379)');
  process.exit(1);
}
const gateways = number('CLUSTER_GATEWAYS', 2, 1, MAX_GATEWAYS);
const workers = number('CLUSTER_WORKERS', 1, 1, 64);
const port = number('PORT', 8080, 1, 65535);
const gatewayBase = number('CLUSTER_GATEWAY_BASE_PORT', port + 1, 1, 65535 - gateways);
const metricsBase = number('CLUSTER_METRICS_BASE_PORT', 9464, 1, 65535 - gateways);
const statsPort = number('HAPROXY_STATS_PORT', 8404, 1, 65535);

step('checking HAProxy', 'bash', ['scripts/ensure-haproxy.sh']);
ensureInstall();
if (process.env.SKIP_BUILD !== '1') {
  step('building', 'npx', ['lerna', 'run', 'build', '--concurrency', '2', '--loglevel', 'warn']);
}
step('publishing the shell and the remotes', 'node', ['scripts/publish-web.mjs']);

let cluster;
try {
  cluster = await startCluster({
    gateways,
    workers,
    port,
    gatewayPorts: Array.from({ length: gateways }, (_, i) => gatewayBase + i),
    metricsPorts: Array.from({ length: gateways }, (_, i) => metricsBase + i),
    statsPort,
    // Development conveniences of `npm start` stay on unless NODE_ENV says production.
    env: { NODE_ENV: process.env.NODE_ENV ?? 'development' },
  });
} catch (error) {
  say('error', error instanceof Error ? error.message : String(error));
  process.exit(1);
}
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    say('info', `${signal}: draining`);
    void cluster.stop().then(() => process.exit(0));
  });
}
