#!/usr/bin/env node
// `npm start`: installs if needed, builds every package, publishes the shell and the current
// build of each remote into WEB_DIR, then runs the gateway, which migrates and seeds an empty
// database and serves the whole storefront on one port (8080 unless PORT says otherwise).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function step(label, command, args) {
  console.log(`[start] ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status || 1);
}

ensureInstall();
if (process.env.SKIP_BUILD !== '1') {
  step('building (webpack caches make rebuilds fast)', 'npx', [
    'lerna',
    'run',
    'build',
    '--concurrency',
    '2',
    '--loglevel',
    'warn',
  ]);
}
step('publishing the shell and the remotes', 'node', ['scripts/publish-web.mjs']);

// The gateway is started with node itself, so the PID that receives signals is the server's.
// Telemetry first (off unless OTEL_EXPORTER_OTLP_ENDPOINT is set): see gateway/src/telemetry.
const server = spawn(
  process.execPath,
  ['--import', './gateway/dist/telemetry.mjs', 'gateway/dist/server.mjs'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
