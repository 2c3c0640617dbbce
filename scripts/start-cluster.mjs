#!/usr/bin/env node
// `npm run start:cluster`: builds (unless SKIP_BUILD=1), then runs CLUSTER_GATEWAYS gateway
// processes (2) and CLUSTER_WORKERS message workers (1) against DATABASE_URL and REDIS_URL
// behind a round-robin load balancer on PORT (8080). SIGTERM or Ctrl-C drains and stops it all.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster } from './cluster/cluster.mjs';
import { ensureInstall } from './ensure-install.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function step(label, command, args) {
  console.log(`[start:cluster] ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status || 1);
}

if (!process.env.DATABASE_URL) {
  console.error(
    '[start:cluster] set DATABASE_URL=postgres://… (and REDIS_URL, default redis://127.0.0.1:6379)',
  );
  process.exit(1);
}
ensureInstall();
if (process.env.SKIP_BUILD !== '1') {
  step('building', 'npx', ['lerna', 'run', 'build', '--concurrency', '2', '--loglevel', 'warn']);
}
step('publishing the shell and the remotes', 'node', ['scripts/publish-web.mjs']);

const count = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 64) {
    console.error(`[start:cluster] ${name} must be a whole number from 1 to 64`);
    process.exit(1);
  }
  return value;
};

const cluster = await startCluster({
  gateways: count('CLUSTER_GATEWAYS', 2),
  workers: count('CLUSTER_WORKERS', 1),
  port: Number(process.env.PORT ?? 8080),
  // Development conveniences of `npm start` stay on unless NODE_ENV says production.
  env: { NODE_ENV: process.env.NODE_ENV ?? 'development' },
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`[start:cluster] ${signal}: draining`);
    void cluster.stop().then(() => process.exit(0));
  });
}
